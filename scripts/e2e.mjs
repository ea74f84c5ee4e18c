// Browser journeys against the production build, in the system Chromium.
import { spawnSync } from 'node:child_process';
import { findJourneyChromium } from './find-chromium.mjs';

const chromium = findJourneyChromium();
if (!chromium) {
  const msg =
    'No Chromium found for the browser tests. Install one with `apt-get update && apt-get install -y chromium-headless-shell` ' +
    '(or set CHROMIUM_PATH).';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`${msg} E2E_REQUIRED=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`${msg} Skipping the browser tests.`);
  process.exit(0);
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
