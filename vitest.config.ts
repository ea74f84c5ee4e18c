import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database (in-memory PGlite or a fresh PostgreSQL database); two
    // workers fit this 2-core machine.
    maxWorkers: 2,
    // Migrates once per run; each file's database is a copy of that template (decision 049).
    globalSetup: ['src/server/test/global-setup.ts'],
    pool: 'forks',
    // CI also writes a JSON report, from which .ci/run prints one 'N passed, N failed' line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
});
