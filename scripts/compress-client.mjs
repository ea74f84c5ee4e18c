// Writes .br and .gz beside every compressible file of the client build, once, at build time,
// so the server sends compressed bytes without spending CPU per request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.env.VITE_OUT_DIR ?? 'dist/client';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      files++;
    }
  }
};
walk(root);
console.log(`compressed ${files} client files (br, gz)`);
