// npm run bench:upload [-- --parallel 10] [-- --server-dir DIR]: only the photo-upload measurement
// on embedded PGlite; --parallel sends that many uploads at once (decision 015);
// --server-dir runs another server build (SERVER_OUT_DIR) as it is, without building dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuilt } from './processes';
import { measureUpload, renderUpload, uploadPasses } from './upload';

const { values } = parseArgs({
  options: { parallel: { type: 'string', default: '1' }, 'server-dir': { type: 'string' } },
});
const uploads = Number(values.parallel);
if (!Number.isInteger(uploads) || uploads < 1) throw new Error('--parallel takes a whole number ≥ 1');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDir = values['server-dir'];
if (!serverDir) await ensureBuilt(root, path.join(root, 'dist', 'client'), false);
const result = await measureUpload(root, { ...process.env }, { uploads, serverDir });
console.log(renderUpload(result));
process.exit(uploadPasses(result) ? 0 : 1);
