import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, createUser, inject, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import { parseMail, smtpPeer, until } from '../test/smtp-peer';

const request = (over: Record<string, unknown> = {}) => ({
  name: 'Lucía Fernández',
  email: 'lucia@example.test',
  preferredLocation: 'Los Cabos',
  startDate: '2031-02-01',
  endDate: '2031-02-08',
  ...over,
});

let t: TestApp | undefined;
const peers: ReturnType<typeof smtpPeer>[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const p of peers.splice(0)) await p.close();
});

describe('mail through the queue', () => {
  // The app is built inside the test: room for that on a busy machine.
  it('sends a week request’s confirmation to a real SMTP server, in text and HTML', async () => {
    const peer = smtpPeer();
    peers.push(peer);
    const port = await peer.listen();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://semana.example' });
    const res = await inject(t, { method: 'POST', url: '/api/week-requests', payload: request() });
    expect(res.statusCode).toBe(201);
    await until(() => peer.received.length === 1);
    const mail = peer.received[0];
    expect(mail).toMatch(/^To: lucia@example\.test/m);
    expect(mail).toMatch(/^Subject: We received a request for a week in Los Cabos/m);
    expect(mail).toContain('text/plain');
    expect(mail).toContain('text/html');
    // The address has not asked for alerts: the receipt carries the link that confirms it wants them.
    expect(parseMail(mail).body).toMatch(/https:\/\/semana\.example\/alerts\/confirm\?token=[\w-]{43}/);
  }, 60_000);

  it('answers the request while the mail server is down, and delivers once when it is back', async () => {
    const probe = smtpPeer();
    const port = await probe.listen();
    await probe.close();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const res = await inject(t, { method: 'POST', url: '/api/week-requests', payload: request() });
    expect(res.statusCode).toBe(201);
    // The first attempt fails; the job waits for its retry.
    await new Promise((r) => setTimeout(r, 3000));
    const peer = smtpPeer();
    peers.push(peer);
    await peer.listen(port);
    await until(() => peer.received.length === 1, 60_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(peer.received).toHaveLength(1);
  }, 90_000);

  it('writes .eml files to the outbox without SMTP_URL, and queues nothing for a refused request', async () => {
    t = await createTestApp();
    const refused = await inject(t, {
      method: 'POST',
      url: '/api/week-requests',
      payload: request({ startDate: '2020-01-01', endDate: '2020-01-08' }),
    });
    expect(refused.statusCode).toBe(400);
    const res = await inject(t, { method: 'POST', url: '/api/week-requests', payload: request() });
    expect(res.statusCode).toBe(201);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = () => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    await until(() => files().length === 1);
    await new Promise((r) => setTimeout(r, 2500));
    expect(files()).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files()[0]), 'utf8');
    expect(eml).toMatch(/^Subject: We received a request for a week in Los Cabos/m);
  });

  it('welcomes a new account once, and tells its owner when staff activate it', async () => {
    const peer = smtpPeer();
    peers.push(peer);
    const port = await peer.listen();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    t = app;
    const body = {
      username: 'mailtester',
      password: 'a-long-password-1',
      firstName: 'Marta',
      lastName: 'Ruiz',
      email: 'marta@example.test',
      role: 'user',
    };
    const registered = await inject(app, { method: 'POST', url: '/api/register', payload: body });
    expect(registered.statusCode).toBe(201);
    // A refused second registration queues nothing.
    expect((await inject(app, { method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(409);
    await until(() => peer.received.length === 1);
    expect(peer.received[0]).toMatch(/^Subject: Welcome to Semana/m);

    const manager = await createUser(app, { role: 'manager', active: true });
    const { id } = registered.json() as { id: number };
    const activate = (active: boolean) =>
      inject(app, {
        method: 'PATCH',
        url: `/api/users/${id}/activation`,
        cookie: manager.cookie,
        payload: { active },
      });
    expect((await activate(true)).statusCode).toBe(200);
    expect((await activate(true)).statusCode).toBe(200);
    await until(() => peer.received.length === 2);
    expect(peer.received[1]).toMatch(/^Subject: Your Semana account is active/m);
    expect(peer.received[1]).toMatch(/^To: marta@example\.test/m);
    // Activating an account that was already active sends nothing more.
    await new Promise((r) => setTimeout(r, 3000));
    expect(peer.received).toHaveLength(2);
  });

  it('delivers each message once with two app processes sending from one database', async () => {
    const peer = smtpPeer();
    peers.push(peer);
    const port = await peer.listen();
    const shared = await createTestDatabase();
    const appOn = async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'semana-test-')),
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        RATE_LIMIT_LEADS_ATTEMPTS: '10000',
      });
      const app = await buildApp({
        config,
        database: shared.database,
        sessionSecret: 'test-secret-'.padEnd(48, 'x'),
        logger: false,
      });
      await app.ready();
      return app;
    };
    const first = await appOn();
    const second = await appOn();
    try {
      const posts = Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? first : second).inject({
          method: 'POST',
          url: '/api/week-requests',
          payload: request({ email: `twice${i}@example.test` }),
        }),
      );
      expect((await Promise.all(posts)).map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      await until(() => peer.received.length >= 20, 60_000);
      // Both processes keep polling a while longer: nothing goes out a second time.
      await new Promise((r) => setTimeout(r, 5000));
      const recipients = peer.received.map((m) => m.match(/^To: (.*)$/m)?.[1]?.trim());
      expect(recipients).toHaveLength(20);
      expect(new Set(recipients).size).toBe(20);
    } finally {
      await first.close();
      await second.close();
      await shared.drop();
    }
  }, 90_000);
});
