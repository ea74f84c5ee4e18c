import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { projectRoot } from '../lib/paths';
import { accountsService } from '../modules/accounts/service';
import { createTestDatabase, type TestDatabase, testBackends } from '../test/database';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI in a child process, as `npm run admin` does, against the given database settings. */
function admin(env: { DATA_DIR: string; DATABASE_URL?: string }, ...args: string[]): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'silent' };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      cwd: projectRoot(),
      env: childEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const alice = [
  'create-user',
  '--username',
  'alice.dev',
  '--password',
  'correct-horse-battery',
  '--email',
  'alice@example.com',
  '--first-name',
  'Alice',
  '--last-name',
  'Developer',
  '--role',
  'dev',
  '--active',
];

describe.each(testBackends())('admin CLI on %s', (backend) => {
  let dataDir: string;
  let pgTest: TestDatabase | undefined;
  let env: { DATA_DIR: string; DATABASE_URL?: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'semana-admin-'));
    if (backend === 'pg') pgTest = await createTestDatabase({ backend });
    env = { DATA_DIR: dataDir, DATABASE_URL: pgTest?.url };
  });
  afterAll(async () => {
    await pgTest?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Opens the database after the CLI has exited, as the server would. */
  async function inspect<T>(read: (database: Database) => Promise<T>): Promise<T> {
    if (pgTest) return read(pgTest.database);
    const database = await openDatabase({ dataDir, purpose: 'admin test' });
    try {
      return await read(database);
    } finally {
      await database.close();
    }
  }

  it('creates an active developer account without echoing the password', async () => {
    const run = await admin(env, ...alice);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Created user alice.dev');
    expect(run.stdout).not.toContain('correct-horse-battery');
    const user = await inspect((d) => accountsService(d.db).findByUsername('alice.dev'));
    expect(user).toMatchObject({ role: 'dev', active: true, email: 'alice@example.com' });
  }, 60_000);

  it('refuses a second account with the same username', async () => {
    const run = await admin(env, ...alice);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('already taken');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('changes the role and the active flag', async () => {
    const role = await admin(env, 'set-role', '--username', 'alice.dev', '--role', 'manager');
    expect(role.code).toBe(0);
    const off = await admin(env, 'activate', '--username', 'alice.dev', '--inactive');
    expect(off.code).toBe(0);
    expect(off.stdout).toContain('Deactivated alice.dev');
    const user = await inspect((d) => accountsService(d.db).findByUsername('alice.dev'));
    expect(user).toMatchObject({ role: 'manager', active: false });

    const on = await admin(env, 'activate', '--username', 'alice.dev');
    expect(on.code).toBe(0);
    expect(await inspect((d) => accountsService(d.db).findByUsername('alice.dev'))).toMatchObject({
      active: true,
    });
  }, 90_000);

  it('runs the bookings clock as of a moment, and refuses a moment that is no date', async () => {
    const run = await admin(env, 'bookings:tick', '--now', '2099-01-01T12:00:00Z');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Bookings clock as of 2099-01-01T12:00:00.000Z:');
    const bad = await admin(env, 'bookings:tick', '--now', 'next tuesday');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--now must be an ISO date and time');
  }, 60_000);

  it('runs the reviews clock as of a moment, and refuses a moment that is no date', async () => {
    const run = await admin(env, 'reviews:tick', '--now', '2099-01-01T12:00:00Z');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Reviews clock as of 2099-01-01T12:00:00.000Z:');
    const bad = await admin(env, 'reviews:tick', '--now', 'next tuesday');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--now must be an ISO date and time');
  }, 60_000);

  it('mails the message digests due as of a moment, and refuses a moment that is no date', async () => {
    const run = await admin(env, 'conversations:mail', '--now', '2099-01-01T12:00:00Z');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Message digests as of 2099-01-01T12:00:00.000Z: 0 mail(s) queued.');
    const bad = await admin(env, 'conversations:mail', '--now', 'next tuesday');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--now must be an ISO date and time');
  }, 60_000);

  it('computes the kept price guidance as of a moment, and refuses a moment that is no date', async () => {
    const run = await admin(env, 'insights:guidance', '--now', '2099-01-01T12:00:00Z');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /Price guidance computed again for \d+ unit types? as of 2099-01-01T12:00:00\.000Z\./,
    );
    const bad = await admin(env, 'insights:guidance', '--now', 'next tuesday');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--now must be an ISO date and time');
  }, 60_000);

  it('reports an unknown username', async () => {
    const run = await admin(env, 'set-role', '--username', 'nobody-here', '--role', 'dev');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("No account with the username 'nobody-here'");
  }, 60_000);
});

describe('admin CLI input and locking', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'semana-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints the usage for help and for no arguments', async () => {
    for (const args of [[], ['help']]) {
      const run = await admin(env(), ...args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage: npm run admin -- <command>');
    }
  }, 60_000);

  it('validates the flags with the registration rules', async () => {
    const args = alice.map((a) => (a === 'alice@example.com' ? 'not-an-email' : a));
    const run = await admin(env(), ...args);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--email: Invalid email address');
    const bad = await admin(env(), 'set-role', '--username', 'x', '--role', 'admin');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role: Role must be user, manager or dev');
    const unknown = await admin(env(), 'delete-everything');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown command 'delete-everything'");
  }, 60_000);

  it('says so when the embedded database is in use by another process', async () => {
    const held = await openDatabase({ dataDir, purpose: 'test holding the lock' });
    try {
      const run = await admin(env(), ...alice);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('in use by another process');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await held.close();
    }
  }, 60_000);
});
