import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { createMailingApp, mailbox, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { DEVICE_COOKIE } from './device-cookie';
import { PASSWORD_RESET_QUEUE } from './password-reset';

/**
 * Strangers cannot lock a known user out (decision 040): a browser that signed in to an account
 * before keeps its own allowance of failed logins and reset mails, whatever strangers do from
 * elsewhere, while the account's own limits still stop unknown browsers; reset requests all get
 * the same answer and do the same work in the request, known address or not.
 */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Through the one trusted proxy, from `client` (X-Forwarded-For), with a browser's cookie if any. */
function via(t: TestApp, url: string, payload: object, client: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: '192.168.0.2',
    headers: { 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
  });
}

/** The `name=value` of the device cookie a response set. */
function deviceCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === DEVICE_COOKIE);
  if (!c?.value) throw new Error('no device cookie');
  return `${c.name}=${c.value}`;
}

interface Patchable {
  query: (...args: unknown[]) => unknown;
}

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

// The device's counters live in the same store as the others: the database, or Redis.
describe.each([
  ['in the database', {}],
  ['in Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('failed logins by strangers, counters %s', (_store, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', ...env });
  });
  afterAll(() => t?.close());

  const login = (user: TestUser, password: string, client: string, cookie?: string) =>
    via(t, '/api/login', { username: user.username, password }, client, cookie);

  /** The owner signs in once from `home`, and keeps the browser's device cookie. */
  async function ownerBrowser(user: TestUser, home: string) {
    const first = await login(user, user.password, home);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    return cookie;
  }

  it('thirty wrong passwords from five addresses do not stop the owner on a browser that signed in before', async () => {
    const owner = await createUser(t, { active: true });
    const home = someAddress();
    const browser = await ownerBrowser(owner, home);
    const strangers = Array.from({ length: 5 }, someAddress);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await login(owner, `guess-${i}`, strangers[i % 5])).statusCode);
    // The account's lock (20 per window from every address) did its work against the strangers.
    expect(statusCounts(codes)).toEqual({ 401: 20, 429: 10 });

    // An unknown browser with the right password is still held by the account's lock, from anywhere...
    expect((await login(owner, owner.password, home)).statusCode).toBe(429);
    expect((await login(owner, owner.password, someAddress())).statusCode).toBe(429);
    // ...but the owner's own browser, from home or elsewhere, signs in, and a typo there is a 401.
    expect((await login(owner, 'a-typo-here', home, browser)).statusCode).toBe(401);
    const back = await login(owner, owner.password, home, browser);
    expect(back.statusCode).toBe(200);
    expect((await login(owner, owner.password, someAddress(), deviceCookie(back))).statusCode).toBe(200);
  });

  it('bounds parallel guesses with a stolen device cookie, on that device alone', async () => {
    const owner = await createUser(t, { active: true });
    const stolen = await ownerBrowser(owner, someAddress());
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(owner, `guess-${i}`, someAddress(), stolen)),
    );
    expect(statusCounts(guesses.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 55 });
    // That device cookie is locked, even with the right password...
    expect((await login(owner, owner.password, someAddress(), stolen)).statusCode).toBe(429);
    // ...while the account's allowance for other browsers was not touched.
    expect((await login(owner, owner.password, someAddress())).statusCode).toBe(200);
  });

  it("gives one account's device cookie nothing on another account, nor a forged one", async () => {
    const mine = await createUser(t, { active: true });
    const victim = await createUser(t, { active: true });
    const browser = await ownerBrowser(mine, someAddress());
    const forged = browser.replace(/=(\d+)\./, `=${victim.id}.`);
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      codes.push((await login(victim, `guess-${i}`, someAddress(), i % 2 ? browser : forged)).statusCode);
    }
    expect(statusCounts(codes)).toEqual({ 401: 20, 429: 2 });
  });
});

describe('password reset requests by strangers', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, peer, close } = await createMailingApp({ TRUST_PROXY: '1' }));
  });
  afterAll(() => close?.());
  const { mailsTo } = mailbox(() => peer);
  const resets = (email: string) =>
    mailsTo(email).filter((m) => /Reset your Semana password/.test(m.headers.get('subject') ?? ''));
  const ask = (email: string, client: string, cookie?: string) =>
    via(t, '/api/password-reset', { email }, client, cookie);
  const quiet = () => new Promise((r) => setTimeout(r, 3000));

  it("six strangers' requests do not stop the owner's own reset mail, nor more on their own browser", async () => {
    const owner = await createUser(t, { active: true });
    const home = someAddress();
    const signedIn = await via(t, '/api/login', { username: owner.username, password: owner.password }, home);
    const browser = deviceCookie(signedIn);

    for (let i = 0; i < 6; i++) expect((await ask(owner.email, someAddress())).statusCode).toBe(200);
    expect((await ask(owner.email, home)).statusCode).toBe(200);
    await until(() => resets(owner.email).length === 7);

    // Strangers go on: the address's daily cap (10) stops their mail quietly, and the owner's
    // request from an unknown browser with it; their own browser still gets its mail.
    for (let i = 0; i < 6; i++) expect((await ask(owner.email, someAddress())).statusCode).toBe(200);
    await until(() => resets(owner.email).length === 10);
    expect((await ask(owner.email.toUpperCase(), home)).statusCode).toBe(200);
    expect((await ask(owner.email, home, browser)).statusCode).toBe(200);
    await until(() => resets(owner.email).length === 11);
    await quiet();
    expect(resets(owner.email)).toHaveLength(11);
  });

  it('answers every request identically: known, unknown, past the network limit or the address cap', async () => {
    const owner = await createUser(t, { active: true });
    const network = someAddress();
    const answers: LightMyRequestResponse[] = [];
    // The network allows 20 per window; the owner's address 10 mails a day.
    for (let i = 0; i < 24; i++) answers.push(await ask(owner.email, network));
    answers.push(await ask(`nobody${randomInt(1e9)}@example.test`, someAddress()));
    answers.push(await ask(owner.email, someAddress()));
    const shape = (r: LightMyRequestResponse) => ({
      status: r.statusCode,
      body: r.body,
      type: r.headers['content-type'],
      retry: r.headers['retry-after'],
    });
    expect(new Set(answers.map((r) => JSON.stringify(shape(r)))).size).toBe(1);
    expect(shape(answers[0])).toMatchObject({ status: 200, body: '{"ok":true}', retry: undefined });
    await until(() => resets(owner.email).length === 10);
  });

  it('does the same work in the request for a known and an unknown address: one job, the same statements', async () => {
    const owner = await createUser(t, { active: true });
    const jobs = async () => {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${PASSWORD_RESET_QUEUE}`,
      );
      return Number(rows[0].n);
    };
    const statements = async (email: string) => {
      // Every driver client the app's queries go through (Drizzle's and the job queue's).
      const inner = t.database.db as unknown as { $client: Patchable; session?: { client?: Patchable } };
      const clients = [...new Set([inner.$client, inner.session?.client].filter((c) => c !== undefined))];
      const originals = clients.map((c) => c.query);
      const seen: string[] = [];
      clients.forEach((client, i) => {
        client.query = function (this: unknown, ...args: unknown[]) {
          const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text);
          seen.push(text);
          return originals[i].apply(this, args);
        };
      });
      const before = await jobs();
      try {
        expect((await ask(email, someAddress())).statusCode).toBe(200);
      } finally {
        clients.forEach((client, i) => {
          client.query = originals[i];
        });
      }
      expect((await jobs()) - before).toBe(1);
      // The queue's own workers poll on the same client now and then; those are not the request's.
      return seen.filter(
        (s) => !/skip locked/i.test(s) && !/^select count\(\*\)::int as n from pgboss\.job/.test(s),
      );
    };
    // The worker sends each reset on the same clients: wait until no reset job is waiting or
    // running, so that one request's window never holds the work of the previous one's job.
    const settled = async () => {
      for (let i = 0; i < 200; i++) {
        const { rows } = await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = ${PASSWORD_RESET_QUEUE} and state in ('created', 'retry', 'active')`,
        );
        if (Number(rows[0].n) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await settled();
    const known = await statements(owner.email);
    await settled();
    const unknown = await statements(`nobody${randomInt(1e9)}@example.test`);
    // The network's counter and the job, nothing that reads the account.
    const said = known.map((s) => s.slice(0, 80)).join(' | ');
    expect(
      known.some((s) => /rate_limits/.test(s)),
      said,
    ).toBe(true);
    expect(
      known.some((s) => /insert into pgboss\.job/i.test(s)),
      said,
    ).toBe(true);
    expect(unknown).toEqual(known);
    expect(known.some((s) => /"users"/.test(s))).toBe(false);
  });
});

describe('registration with a taken address', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, peer, close } = await createMailingApp({ TRUST_PROXY: '1' }));
  });
  afterAll(() => close?.());
  const { mailsTo } = mailbox(() => peer);

  it('answers 202 every time from any network, and mails the owner at most the daily cap', async () => {
    const owner = await createUser(t, { active: true });
    const attempts = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        via(
          t,
          '/api/register',
          {
            username: `taken${process.pid}x${i}x${randomInt(1e6)}`,
            password: 'long-enough-password',
            firstName: 'Ana',
            lastName: 'Ruiz',
            email: i % 2 ? owner.email.toUpperCase() : owner.email,
          },
          someAddress(),
        ),
      ),
    );
    expect(statusCounts(attempts.map((r) => r.statusCode))).toEqual({ 202: 13 });
    expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    const tried = () =>
      mailsTo(owner.email).filter((m) => /tried to register/.test(m.headers.get('subject') ?? ''));
    await until(() => tried().length === 10);
    await new Promise((r) => setTimeout(r, 3000));
    expect(tried()).toHaveLength(10);
  });
});
