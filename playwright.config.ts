import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findJourneyChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 5173);

export default defineConfig({
  testDir: 'e2e',
  // A private folder lets several runs work side by side.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  // Generous: CI shares two cores between the server, the browser and two workers.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // CI also writes a JSON report, from which .ci/run prints one 'N passed, N failed' line.
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    // localhost (not 127.0.0.1) so that the browser treats it as a secure context.
    baseURL: `http://localhost:${port}`,
    // No trace by default: recording one costs about a third of the suite's CPU (decision 049). A
    // failure still leaves its screenshot and the page's accessibility tree (error-context.md); to
    // trace, run again with `node scripts/e2e.mjs <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findJourneyChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    // @phone: runs at both sizes; @phone-only: a phone layout check, meaningless on a desktop.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
});
