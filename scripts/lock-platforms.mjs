#!/usr/bin/env node
/**
 * Completes package-lock.json with the other platforms' native packages (biome, tailwind's oxide…).
 *
 * npm 11 leaves out the optional per-platform packages it does not install here, and `npm ci`
 * then refuses the lock ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). The registry this
 * project is built against does not serve every platform's build, so npm cannot fill them in
 * itself. Each missing entry is written with the version its parent pins and the os / cpu / libc
 * its name states, so npm skips it on other platforms and fetches it by version on its own.
 *
 * Run after any `npm install` that changes the lock: `node scripts/lock-platforms.mjs`
 * (`--check` exits 1 when entries are missing, without writing).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/** os, cpu and libc from a platform package's name, e.g. cli-linux-x64-musl, oxide-linux-arm-gnueabihf. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) return null;
  const entry = { cpu: [cpu] };
  if (os) entry.os = [os];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

const added = [];
for (const [key, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    // npm looks the package up beside its parent first, then at the top level.
    const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${dep}@${version}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} platform packages; run node scripts/lock-platforms.mjs`,
    );
    process.exit(1);
  }
  process.exit(0);
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length}: ${added.join(', ')}` : 'nothing to add');
