// npm run bench:upload: only the photo-upload measurement (issue 4), on embedded PGlite.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './processes';
import { measureUpload, renderUpload, uploadPasses } from './upload';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
await ensureBuilt(root, path.join(root, 'dist', 'client'), false);
const result = await measureUpload(root, { ...process.env });
console.log(renderUpload(result));
process.exit(uploadPasses(result) ? 0 : 1);
