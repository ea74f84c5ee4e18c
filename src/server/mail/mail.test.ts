import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp } from '../test/app';

/** A real SMTP peer in the test process: it keeps what it receives. */
function smtpPeer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  return {
    received,
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const request = (over: Record<string, unknown> = {}) => ({
  name: 'Lucía Fernández',
  email: 'lucia@example.test',
  preferredLocation: 'Los Cabos',
  startDate: '2031-02-01',
  endDate: '2031-02-08',
  ...over,
});

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let t: TestApp | undefined;
const peers: ReturnType<typeof smtpPeer>[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const p of peers.splice(0)) await p.close();
});

describe('mail through the queue', () => {
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
    expect(mail).toMatch(/^Subject: We received your request for Los Cabos/m);
    expect(mail).toContain('text/plain');
    expect(mail).toContain('text/html');
    expect(mail).toContain('https://semana.example/all-weeks');
  });

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
        return readdirSync(outbox);
      } catch {
        return [];
      }
    };
    await until(() => files().length === 1);
    await new Promise((r) => setTimeout(r, 2500));
    expect(files()).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files()[0]), 'utf8');
    expect(eml).toMatch(/^Subject: We received your request for Los Cabos/m);
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
});
