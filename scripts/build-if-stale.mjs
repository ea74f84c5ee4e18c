// `npm start`: builds the app only when its sources changed since the last build (a minute saved on
// every other start). The build's inputs are hashed and the hash kept in dist/.build-stamp, written
// after a build that succeeded; `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
/** What the build reads: the app's sources and the build's own configuration and scripts. */
const INPUTS = [
  'src',
  'drizzle',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/compress-client.mjs',
];
/** What the build writes; a missing one means build whatever the stamp says. */
const OUTPUTS = ['dist/server/main.js', 'dist/client/index.html', 'dist/ssr'];
const TEST_FILE = /\.test\.tsx?$/;

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !TEST_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** One hash of every input's path and bytes, in a stable order. */
function sourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const hash = sourceHash();
const current =
  OUTPUTS.every((p) => existsSync(p)) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash;
if (current) {
  console.log('dist/ is current with the sources: no build (npm run build forces one)');
} else {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${hash}\n`);
}
