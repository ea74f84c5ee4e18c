import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#src/server/test/server-process.ts';

/** A production server of a journey's own (other keys than the run's), on its own embedded database. */
export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server with `env` added to the run's, on a port nobody holds and a fresh
 * embedded database; `before` runs admin CLI commands first (the embedded database admits one
 * process). Resolves once `/api/health` answers.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
  before: string[][] = [],
): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const serverDir = process.env.E2E_SERVER_DIR ?? 'dist/server';
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `semana-e2e-${name}-`)),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    ...env,
  };
  for (const args of before) {
    const made = spawnSync(process.execPath, [path.join(serverDir, 'admin.js'), ...args], {
      env: fullEnv,
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`admin ${args[0]} failed: ${made.stdout}${made.stderr}`);
  }
  const server: ChildProcess = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    stdio: 'inherit',
    env: fullEnv,
  });
  const until = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the ${name} server exited with ${server.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`the ${name} server did not start within 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
