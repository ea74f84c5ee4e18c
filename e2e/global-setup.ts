import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresTemplate } from '#src/server/test/templates.ts';
import { ACCOUNTS } from './accounts';
import { seedBulkOwner } from './bulk-owner';

/**
 * Starts the production build on a fresh database (on PostgreSQL when TEST_DATABASE_URL is set, a
 * copy of the migrated template the Vitest run uses, decision 049; else embedded PGlite in a temp
 * dir), after creating the test accounts with the admin CLI, and stops it (SIGTERM) when the run ends.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 5173);
  // E2E_SERVER_DIR: a private server build (SERVER_OUT_DIR at build time) for parallel runs.
  const serverDir = process.env.E2E_SERVER_DIR ?? 'dist/server';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'semana-e2e-'));
  // Workers read the server's mail outbox from here (e2e/outbox.ts).
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SERVER_DIR = serverDir;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  if (process.env.TEST_DATABASE_URL) {
    const name = `semana_e2e_${Date.now()}_${process.pid}`;
    // Already migrated: the CLI, the seeder and the server find nothing left to do.
    const template = await postgresTemplate(process.env.TEST_DATABASE_URL);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // Journeys run the admin CLI beside the server (the bookings' clock): it needs the database.
    process.env.E2E_DATABASE_URL = databaseUrl;
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REGISTER_ATTEMPTS: '1000',
    RATE_LIMIT_LEADS_ATTEMPTS: '1000',
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '1000',
    // Prices show approximate pesos beside dollars in every journey.
    USD_MXN_RATE: '18.45',
    USD_MXN_RATE_DATE: '2026-11-20',
    ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
  };
  if (!databaseUrl) delete (env as Record<string, string | undefined>).DATABASE_URL;

  // The test accounts (admin CLI) and a small, deterministic catalogue for the journeys (weeks in
  // every destination, listings with images). PostgreSQL takes the four processes at once; the
  // embedded database admits one process at a time.
  const tools = [
    ...Object.values(ACCOUNTS).map((a) => ({
      what: `admin create-user ${a.username}`,
      args: [
        path.join(serverDir, 'admin.js'),
        'create-user',
        '--username',
        a.username,
        '--password',
        a.password,
        '--email',
        `${a.username}@example.test`,
        '--first-name',
        a.firstName,
        '--last-name',
        a.lastName,
        '--role',
        a.role,
        ...(a.active ? ['--active'] : []),
      ],
    })),
    {
      what: 'seed:demo',
      args: [path.join(serverDir, 'seed-demo.js'), '--weeks', '400', '--properties', '12', '--seed', 'e2e'],
    },
  ];
  const runTool = async ({ what, args }: { what: string; args: string[] }) => {
    const r = await runNode(args, env);
    if (r.code !== 0) throw new Error(`${what} failed: ${r.output}`);
  };
  if (databaseUrl) await Promise.all(tools.map(runTool));
  else for (const tool of tools) await runTool(tool);
  await seedBulkOwner(databaseUrl, dataDir);

  const server: ChildProcess = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    env,
    stdio: 'inherit',
  });
  const until = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    await dropDatabase();
  };
}

/** Runs a Node script to its end; its exit code and what it printed. */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
