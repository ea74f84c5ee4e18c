import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The bookings' clock run "as of" `now` by the admin CLI, beside the running server, as an operator
 * would after downtime (`bookings:tick --now`): every deadline and payout due by then. Payments are
 * in test mode in the journeys, so the CLI may run ahead of the real clock. It needs the journeys'
 * PostgreSQL database (the embedded one admits one process at a time). It is the whole site's
 * clock: a hold or deadline of a journey running beside it ends too, so journeys that book end
 * their bookings tolerating one the clock has already ended.
 */
export function tickBookings(now: Date): Promise<string> {
  return runClock('bookings:tick', now);
}

/**
 * One of the site's clocks (`bookings:tick`, `reviews:tick`) run by the admin CLI "as of" `now`,
 * beside the running server, on the journeys' PostgreSQL database.
 */
export async function runClock(command: string, now: Date): Promise<string> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  // The clock is the whole site's: wait while a journey beside this one holds a week and pays it.
  await waitUntil(() => holders().length === 0, 60_000);
  const serverDir = process.env.E2E_SERVER_DIR ?? 'dist/server';
  if (!databaseUrl || !dataDir)
    throw new Error(`${command} in a journey needs TEST_DATABASE_URL (PostgreSQL) and global setup`);
  const { stdout } = await run(
    process.execPath,
    [path.join(serverDir, 'admin.js'), command, '--now', now.toISOString()],
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

/** A small, whole PDF, as a resort's reservation system prints one. */
export const CONFIRMATION_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Where journeys mark a week held and not yet paid, in this run's data folder. */
const holdsDir = () => path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'journey-holds');
const holders = () => (existsSync(holdsDir()) ? readdirSync(holdsDir()) : []);

async function waitUntil(done: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
}

/**
 * Marks a week held by this journey until `pay` has paid it: a clock run by a journey beside it
 * (`runClock`) waits meanwhile, so it does not end the hold halfway through the card form.
 */
export async function whileHolding<T>(pay: () => Promise<T>): Promise<T> {
  mkdirSync(holdsDir(), { recursive: true });
  const mark = path.join(holdsDir(), `${process.pid}-${randomUUID()}`);
  writeFileSync(mark, '');
  try {
    return await pay();
  } finally {
    rmSync(mark, { force: true });
  }
}
