// The browser suite several times in a row (default 3) on one build, as `npm run test:e2e` runs it:
// each run starts its own server on a fresh database, with the configured workers and no retries.
// Stops at the first run that fails; prints one line per run. Usage:
//   npm run test:e2e:repeat [-- --times 3] [-- <playwright args>]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const at = args.indexOf('--times');
const times = at >= 0 ? Number(args.splice(at, 2)[1]) : 3;
if (!Number.isInteger(times) || times < 1) {
  console.error('--times takes a whole number of runs, 1 or more');
  process.exit(2);
}

const run = (env, extra = []) =>
  spawnSync(process.execPath, ['scripts/e2e.mjs', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const reports = mkdtempSync(path.join(tmpdir(), 'semana-e2e-repeat-'));
const lines = [];
for (let i = 1; i <= times; i++) {
  const report = path.join(reports, `run-${i}.json`);
  const started = Date.now();
  const r = run({ E2E_SKIP_BUILD: '1', E2E_REQUIRED: '1', PW_JSON: report }, args);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  let counts = 'no report';
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    counts = `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`;
  } catch {}
  lines.push(`run ${i} of ${times}: ${r.status === 0 ? 'passed' : 'FAILED'} (${counts}) in ${minutes} min`);
  console.log(`\n== ${lines.at(-1)}\n`);
  if (r.status !== 0) break;
}
console.log(lines.join('\n'));
process.exit(lines.length === times && lines.every((l) => l.includes(': passed')) ? 0 : 1);
