import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProcess, eventually, pause, rateSource } from '#src/server/test/jobs-once-peers.ts';
import { createUser, inject, type TestApp, type TestUser } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createMailingApp, parseMail, type SmtpPeer, smtpPeer } from '../test/smtp-peer';

/**
 * Queued jobs run once, whichever app process picks them up: every mail asked for through either of
 * two processes on one PostgreSQL reaches the mail server once, and the day's exchange-rate fetch
 * happens once however many processes queue it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Longer than a worker's polling interval: a duplicate would have been sent by then.
const SETTLE_MS = 3_000;
const resetLimits = { RATE_LIMIT_PASSWORD_RESET_ATTEMPTS: '1000' };
const today = () => new Date().toISOString().slice(0, 10);

/** How many mails the peer holds for each of `users`, and who (the From header) sent each. */
function tally(peer: SmtpPeer, users: TestUser[]) {
  const wanted = new Set(users.map((u) => u.email.toLowerCase()));
  const perRecipient = new Map<string, number>();
  const senders = new Map<string, number>();
  for (const mail of peer.received.map(parseMail)) {
    const to = (mail.headers.get('to') ?? '').toLowerCase();
    if (!wanted.has(to)) continue;
    perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    const from = mail.headers.get('from') ?? '';
    senders.set(from, (senders.get(from) ?? 0) + 1);
  }
  const total = [...perRecipient.values()].reduce((a, b) => a + b, 0);
  return { perRecipient, senders, total };
}

/** Asks for a password reset for each user, through the apps in turn, ten at a time. */
async function askResets(apps: TestApp[], users: TestUser[]) {
  for (let start = 0; start < users.length; start += 10) {
    const answers = await Promise.all(
      users.slice(start, start + 10).map((user, i) =>
        inject(apps[(start + i) % apps.length], {
          method: 'POST',
          url: '/api/password-reset',
          payload: { email: user.email },
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
  }
}

/** Every user got exactly one mail, and no other mail came for them. */
function expectOnceEach(peer: SmtpPeer, users: TestUser[]) {
  const { perRecipient, total } = tally(peer, users);
  const twice = [...perRecipient].filter(([, n]) => n !== 1);
  expect(twice, 'recipients mailed more than once').toEqual([]);
  expect(perRecipient.size).toBe(users.length);
  expect(total).toBe(users.length);
}

describe("one app process's queue", () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ t, peer, close } = await createMailingApp(resetLimits));
  }, 60_000);
  afterAll(() => close?.());

  it('sends each of twenty queued mails once', async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < 20; i++) users.push(await createUser(t, { active: true }));
    await askResets([t], users);
    await eventually('twenty mails', () => tally(peer, users).total >= users.length);
    await pause(SETTLE_MS);
    expectOnceEach(peer, users);
  }, 60_000);
});

describe.skipIf(!onPostgres)('two app processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let db: TestDatabase;
  let peer: SmtpPeer;
  let source: Awaited<ReturnType<typeof rateSource>>;
  const apps: TestApp[] = [];
  const env = (name: string, smtpPort: number) => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: 'https://semana.example',
    // Each process signs its mail with its own name, so the peer can tell who sent what.
    MAIL_FROM: `Semana <${name}@semana.example>`,
    USD_MXN_RATE_URL: source.url,
    ...resetLimits,
  });
  let smtpPort = 0;
  /** Starts app processes together; if one fails, the others are kept for afterAll to close. */
  async function startProcesses(names: string[]): Promise<TestApp[]> {
    const started = await Promise.allSettled(names.map((n) => appProcess(db.url!, env(n, smtpPort))));
    const ok = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    apps.push(...ok);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return ok;
  }

  const feedRows = async () => {
    const { rows } = await db.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from exchange_rates where source = 'feed'`,
    );
    return rows[0].n;
  };
  const rateJobs = async (states: string) => {
    const { rows } = await db.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job
        where name = 'exchange-rate' and state::text = any(string_to_array(${states}, ','))`,
    );
    return rows[0].n;
  };
  const rateJobsSettled = async () => (await rateJobs('created,retry,active')) === 0;

  beforeAll(async () => {
    db = await createTestDatabase({ backend: 'pg' });
    peer = smtpPeer();
    smtpPort = await peer.listen();
    source = await rateSource(18.31, today());
    // Both start at once, as the processes of one deploy do; each queues the day's rate job.
    await startProcesses(['process-0', 'process-1']);
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    await peer?.close();
    await source?.close();
    await db?.drop();
  }, 60_000);

  it('sends each of sixty mails asked for through either process exactly once', async () => {
    const [first, second] = apps;
    const users: TestUser[] = [];
    for (let i = 0; i < 60; i++) users.push(await createUser(first, { active: true }));
    await askResets([first, second], users);
    await eventually('sixty mails at the peer', () => tally(peer, users).total >= users.length, 45_000);
    await pause(SETTLE_MS);
    expectOnceEach(peer, users);
    const { senders } = tally(peer, users);
    expect([...senders.keys()].every((s) => /process-[01]@semana\.example/.test(s))).toBe(true);
    // Which process sent how many depends on timing, so it is shown rather than asserted.
    console.info('mails sent per process:', Object.fromEntries(senders));
    const { rows } = await first.database.db.execute<{ state: string; n: number }>(
      sql`select state::text, count(*)::int as n from pgboss.job where name = 'mail-send' group by state`,
    );
    expect(rows).toEqual([{ state: 'completed', n: users.length }]);
  }, 90_000);

  it('fetches the day’s exchange rate once when both processes start together', async () => {
    await eventually('the feed row', async () => (await feedRows()) > 0);
    await eventually('the rate jobs to finish', rateJobsSettled);
    await pause(SETTLE_MS);
    console.info('exchange-rate jobs queued by two processes:', await rateJobs('completed'));
    expect(source.requests()).toBe(1);
    expect(await feedRows()).toBe(1);
    for (const app of apps) {
      const rate = (await inject(app, { method: 'GET', url: '/api/config' })).json().exchangeRate;
      expect(rate).toEqual({ usdMxn: 18.31, date: today(), source: 'feed' });
    }
  }, 60_000);

  // The second process queues the day's job again (a job being worked does not stop another being
  // queued under the same key), and its run starts before the first has written the day's row: the
  // feed's lock (db/run-alone.ts) makes it skip instead of asking the source a second time.
  it('fetches it once when a process starts while another is still waiting on a slow source', async () => {
    // A new day for the feed: no fresh row, and the source slow to answer.
    await db.database.db.execute(sql`delete from exchange_rates`);
    await eventually('the rate jobs to finish', rateJobsSettled);
    const before = source.requests();
    source.hold();
    try {
      await startProcesses(['process-2']);
      await eventually('a fetch in flight', () => source.requests() > before, 15_000);
      // Another process starts meanwhile and queues the day's job too; give its worker time to poll.
      await startProcesses(['process-3']);
      await pause(4_000);
    } finally {
      source.release();
    }
    await eventually('the feed row', async () => (await feedRows()) > 0);
    await eventually('the rate jobs to finish', rateJobsSettled);
    await pause(SETTLE_MS);
    const seen = { requests: source.requests() - before, rows: await feedRows() };
    console.info('rate source asked, feed rows written:', seen);
    expect(seen).toEqual({ requests: 1, rows: 1 });
  }, 90_000);
});
