import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './lib/paths';

/**
 * The embedded database under a real process: a second process on the same DATA_DIR is refused,
 * and SIGTERM drains, checkpoints and closes so that the data opens again with nothing lost.
 */
const root = projectRoot();
const dataDir = mkdtempSync(path.join(tmpdir(), 'semana-lifecycle-'));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('embedded database lifecycle', () => {
  it('refuses a second process, drains on SIGTERM and opens again with the data intact', async () => {
    delete process.env.DATABASE_URL;
    const port = await freePort();
    const first = startServer(port);
    await waitForHealth(port);

    const reg = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'lifecycle',
        password: 'lifecycle-password',
        firstName: 'Life',
        lastName: 'Cycle',
        email: 'lifecycle@example.test',
      }),
    });
    expect(reg.status).toBe(201);
    const cookie = reg.headers.get('set-cookie')!.split(';')[0];

    // A second server on the same DATA_DIR fails cleanly and leaves the first one serving.
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('in use by another process');
    expect(second.output()).not.toMatch(/\n\s+at /);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // A request in flight when SIGTERM arrives is answered before the process exits.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lifecycle', password: 'lifecycle-password' }),
    });
    await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    // Restarted on the same data: the account and its session survived.
    const port2 = await freePort();
    const again = startServer(port2);
    await waitForHealth(port2);
    const me = await fetch(`http://127.0.0.1:${port2}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe('lifecycle');
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);
  }, 180_000);
});
