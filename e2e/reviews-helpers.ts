import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The reviews' clock run "as of" `now` by the admin CLI (`reviews:tick --now`), beside the running
 * server, as bookings:tick is (bookings-helpers.ts): it opens the review window of every completed
 * stay whose check-out is past by then. It needs the journeys' PostgreSQL database.
 */
export async function tickReviews(now: Date): Promise<string> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  const serverDir = process.env.E2E_SERVER_DIR ?? 'dist/server';
  if (!databaseUrl || !dataDir)
    throw new Error('the reviews clock journey needs TEST_DATABASE_URL (PostgreSQL) and global setup');
  const { stdout } = await run(
    process.execPath,
    [path.join(serverDir, 'admin.js'), 'reviews:tick', '--now', now.toISOString()],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
    },
  );
  return stdout;
}
