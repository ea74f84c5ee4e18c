import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testBackends } from './test/database';
import { documentedSite, NGINX, nginxConfig, nginxMissing } from './test/nginx';
import { startS3Peer } from './test/s3-peer';
import { freePort, type ServerProcess, startServer, waitForHealth } from './test/server-process';

/**
 * Two app processes, each with its own DATA_DIR (two machines), on one PostgreSQL and one bucket,
 * behind nginx (Debian's package) with the configuration docs/deploy.md gives.
 */
const LOGIN_FAILURES = 4;
const noNginx = nginxMissing();
const onPostgres = testBackends().filter((b) => b === 'pg');

describe.skipIf(noNginx)('the documented nginx configuration', () => {
  it('is one nginx accepts as written', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'semana-nginx-'));
    try {
      // As shipped, but on a port a test may name (`nginx -t` opens no socket).
      writeFileSync(
        path.join(work, 'nginx.conf'),
        nginxConfig(work, documentedSite().replace('listen 80;', 'listen 127.0.0.1:18080;')),
      );
      const out = execFileSync(NGINX, ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toBe('');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe.skipIf(noNginx).each(onPostgres)('two app processes on one %s behind nginx', () => {
  let db: TestDatabase;
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let apps: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let front: string;
  let work: string;
  const direct = (i: number) => `http://127.0.0.1:${apps[i].port}`;

  beforeAll(async () => {
    db = await createTestDatabase({ backend: 'pg' });
    s3 = await startS3Peer();
    work = mkdtempSync(path.join(tmpdir(), 'semana-two-'));
    const ports = [await freePort(), await freePort()];
    const frontPort = await freePort();
    front = `http://127.0.0.1:${frontPort}`;
    const env = (i: number) => ({
      DATABASE_URL: db.url!,
      DATA_DIR: path.join(work, `machine-${i}`),
      SESSION_SECRET: 'two-processes-secret-'.padEnd(48, 'x'),
      PUBLIC_URL: front,
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURES),
      RATE_LIMIT_CREATE_ATTEMPTS: '10000',
      LOG_LEVEL: 'warn',
      ...s3.env,
    });
    apps = ports.map((port, i) => startServer(port, env(i)));
    await Promise.all(apps.map((a) => waitForHealth(a)));

    // The documented configuration, with this test's addresses in it.
    const site = documentedSite()
      .replace('server 127.0.0.1:5001', `server 127.0.0.1:${ports[0]}`)
      .replace('server 127.0.0.1:5002', `server 127.0.0.1:${ports[1]}`)
      .replace('listen 80;', `listen 127.0.0.1:${frontPort};`);
    writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(work, site));
    execFileSync(NGINX, ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
    const until = Date.now() + 10_000;
    while ((await fetch(`${front}/api/health`).catch(() => null))?.status !== 200) {
      if (Date.now() > until)
        throw new Error(`nginx did not answer: ${readFileSync(path.join(work, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const app of apps) app.child.kill('SIGTERM');
    await Promise.all(apps.map((a) => a.exited));
    await s3?.close();
    await db?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const json = { 'content-type': 'application/json' };
  async function account(role: 'user' | 'manager' = 'user') {
    const username = `two${Date.now() % 1e8}${Math.floor(Math.random() * 1e4)}`;
    const password = 'two-processes-pw';
    const reg = await fetch(`${front}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        username,
        password,
        firstName: 'Ana',
        lastName: 'Two',
        email: `${username}@example.com`,
      }),
    });
    expect(reg.status, await reg.clone().text()).toBe(201);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('update users set active = true, role = $2 where username = $1', [username, role]);
    await admin.end();
    const login = await fetch(`${front}/api/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { username, password, cookie };
  }

  it('keeps a session started through one process valid through the other', async () => {
    const { cookie, username } = await account();
    for (const i of [0, 1]) {
      const me = await fetch(`${direct(i)}/api/user`, { headers: { cookie } });
      expect(me.status, `process ${i}`).toBe(200);
      expect((await me.json()).username).toBe(username);
    }
    const out = await fetch(`${direct(0)}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${direct(1)}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('serves through one process a photo uploaded through the other', async () => {
    const { cookie } = await account();
    const fd = new FormData();
    const fields = {
      hotelName: 'Casa Dos Procesos',
      unitSize: 'Studio',
      location: 'Cancún',
      price: '$7,000 USD',
      weeksOrSeason: 'Week 9',
      description: 'Uploaded on one machine.',
    };
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    fd.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'room.jpg');
    const created = await fetch(`${direct(0)}/api/property-listings`, {
      method: 'POST',
      headers: { cookie },
      body: fd,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [url] = (await created.json()).imageUrls as string[];
    const image = await fetch(`${direct(1)}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('shows a change made through one process in the other within two seconds', async () => {
    const { cookie } = await account('manager');
    const resorts = async () =>
      ((await (await fetch(`${direct(1)}/api/vidanta/resorts`)).json()) as { name: string }[]).map(
        (r) => r.name,
      );
    const [location] = (await (await fetch(`${direct(1)}/api/vidanta/locations`)).json()) as { id: number }[];
    const name = `Resort Across ${Date.now() % 1e6}`;
    expect(await resorts()).not.toContain(name);
    const created = await fetch(`${direct(0)}/api/vidanta/resorts`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name, locationId: location.id }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const started = Date.now();
    await expect.poll(resorts, { timeout: 2_000, interval: 25 }).toContain(name);
    expect(Date.now() - started).toBeLessThanOrEqual(2_000);
  });

  it('counts failed logins against one limit, whichever process answers', async () => {
    const { username } = await account();
    const attempt = (i: number) =>
      fetch(`${direct(i)}/api/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username, password: 'wrong-password' }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < LOGIN_FAILURES + 2; n++) statuses.push((await attempt(n % 2)).status);
    expect(statuses.slice(0, LOGIN_FAILURES)).toEqual(Array(LOGIN_FAILURES).fill(401));
    expect(statuses.slice(LOGIN_FAILURES)).toEqual([429, 429]);
  });

  it('loses no acknowledged write when one process is killed under load, and the other keeps serving', async () => {
    const { cookie } = await account();
    const [resort] = (await (await fetch(`${front}/api/vidanta/resorts`)).json()) as {
      id: number;
      locationId: number;
    }[];
    const [unit] = (await (await fetch(`${front}/api/vidanta/unit-types?resortId=${resort.id}`)).json()) as {
      id: number;
    }[];
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const acknowledged: number[] = [];
    const refused: number[] = [];
    let killedAt = -1;
    let firstRefusal: string | undefined;
    const write = async (n: number) => {
      const res = await fetch(`${front}/api/weeks`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({
          resortId: resort.id,
          locationId: resort.locationId,
          unitTypeId: unit.id,
          fromDate: day(60 + (n % 200)),
          toDate: day(66 + (n % 200)),
          price: 1000 + n,
          reservationCode: `KILL-${n}`,
        }),
      }).catch(() => null);
      if (res?.status === 201) acknowledged.push((await res.json()).id);
      else {
        refused.push(res?.status ?? 0);
        firstRefusal ??= `${res?.status}: ${await res?.text()}`;
      }
    };
    // Eight writers in parallel; process 0 is killed without warning a third of the way through.
    let next = 0;
    const total = 240;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) {
          const n = next++;
          if (n === total / 3) {
            killedAt = acknowledged.length;
            apps[0].child.kill('SIGKILL');
          }
          await write(n);
        }
      }),
    );
    expect(killedAt, firstRefusal).toBeGreaterThan(0);
    // The other process answered the rest: most writes were acknowledged, after the kill too.
    expect(acknowledged.length).toBeGreaterThan(total * 0.8);
    expect(acknowledged.length - killedAt).toBeGreaterThan(total / 2);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const { rows } = await admin.query('select id from weeks where id = any($1::int[])', [acknowledged]);
    await admin.end();
    expect(rows.length).toBe(acknowledged.length);
    const health = await fetch(`${front}/api/health`);
    expect(health.status).toBe(200);
  }, 120_000);
});
