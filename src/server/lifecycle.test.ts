import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killStartedServers, startHealthyServer, startServer } from './test/server-process';

/**
 * The embedded database under a real process: a second process on the same DATA_DIR is refused,
 * and SIGTERM drains, checkpoints and closes so that the data opens again with nothing lost.
 * (The lock against other PID namespaces and after kill -9: db/lock.test.ts.)
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'semana-lifecycle-'));
const env = { DATA_DIR: dataDir };

afterAll(() => {
  killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database lifecycle', () => {
  it('refuses a second process, drains on SIGTERM and opens again with the data intact', async () => {
    const first = await startHealthyServer(env);
    const port = first.port;

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
    const second = startServer(await freePort(), env);
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
    const again = await startHealthyServer(env);
    const port2 = again.port;
    const me = await fetch(`http://127.0.0.1:${port2}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe('lifecycle');
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);
  }, 180_000);
});
