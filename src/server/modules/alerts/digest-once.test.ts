import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { createTestDatabase, type TestDatabase } from '#src/server/test/database.ts';
import { appProcess, eventually, pause } from '#src/server/test/jobs-once-peers.ts';
import {
  createMailingApp,
  linkToken,
  mailbox,
  parseMail,
  type SmtpPeer,
  smtpPeer,
} from '#src/server/test/smtp-peer.ts';

/**
 * A week request's daily digest is mailed once, however many runs of its job there are: a retry,
 * a second job, or two processes working the same request at the same moment. Each run claims the
 * address's unmailed weeks (alert_mails) with one UPDATE; a run that finds them claimed sends nothing.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Three alerts alone a day, so the fourth match waits for the digest. */
const ALERTS_ENV = { ALERT_MAILS_PER_ADDRESS_PER_DAY: '3' };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const digestsTo = (peer: SmtpPeer, to: string) =>
  peer.received
    .map(parseMail)
    .filter((m) => m.headers.get('to') === to && /new weeks in/.test(m.headers.get('subject') ?? ''));

async function count(t: TestApp, query: ReturnType<typeof sql>) {
  const { rows } = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(rows[0].n);
}

const jobsLeft = (t: TestApp) =>
  count(
    t,
    sql`select count(*)::int as n from pgboss.job where name in ('week-alerts', 'mail-send') and state < 'completed'`,
  );

/**
 * A request, and six weeks that match it: three are mailed one by one and three wait for the next
 * day's digest. The digest job is brought forward but held (start_after far ahead) until `release`,
 * and a second job for the same request is queued beside it.
 */
async function requestWithDigestDue(t: TestApp, peer: SmtpPeer, email: string) {
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const [location] = await db.select().from(locations).where(eq(locations.id, resort.locationId));
  const asked = await inject(t, {
    method: 'POST',
    url: '/api/week-requests',
    payload: {
      name: 'Dora Digest',
      email,
      preferredLocation: location.name,
      startDate: day(20),
      endDate: day(80),
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  // Alerts go only to a confirmed address: the receipt's link, then its page's button.
  const receipt = await mailbox(() => peer).mailTo(email, /request for a week/);
  const confirmed = await inject(t, {
    method: 'POST',
    url: '/api/alerts/confirm',
    payload: { token: linkToken(receipt, 'alerts/confirm') },
  });
  expect(confirmed.json()).toEqual({ state: 'confirmed' });
  const owner = await createUser(t, { active: true });
  for (let i = 0; i < 6; i++) {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/weeks',
      cookie: owner.cookie,
      payload: {
        resortId: resort.id,
        locationId: location.id,
        unitTypeId: unit.id,
        fromDate: day(30 + i),
        toDate: day(36 + i),
        price: 1500 + i,
        reservationCode: `DIGEST-${i}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await eventually('the alerts to be matched and mailed', async () => (await jobsLeft(t)) === 0);
  const [{ id: requestId }] = (
    (await db.execute(sql`select id from week_requests where email = ${email}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  // A second job for the same request, as a retry or another process's queueing would make.
  await db.execute(sql`
    insert into pgboss.job (name, data, singleton_key, policy, retry_limit, start_after)
    select name, data, 'second-run', policy, retry_limit, start_after from pgboss.job
    where name = 'alert-digest' and singleton_key = ${String(requestId)}`);
  const digestJobs = (states: string) =>
    count(
      t,
      sql`select count(*)::int as n from pgboss.job where name = 'alert-digest'
        and data->>'requestId' = ${String(requestId)} and state::text = any(string_to_array(${states}, ','))`,
    );
  expect(await digestJobs('created')).toBe(2);
  return {
    requestId,
    digestJobs,
    release: () =>
      db.execute(
        sql`update pgboss.job set start_after = now() where name = 'alert-digest' and state = 'created'`,
      ),
  };
}

describe('one app process', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ t, peer, close } = await createMailingApp(ALERTS_ENV));
  }, 60_000);
  afterAll(() => close?.());

  it('mails a request’s digest once when its job runs twice', async () => {
    const email = 'digest-twice@example.test';
    const due = await requestWithDigestDue(t, peer, email);
    await due.release();
    await eventually('both digest runs', async () => (await due.digestJobs('completed')) === 2);
    await eventually(
      'the digest mail',
      async () => (await jobsLeft(t)) === 0 && digestsTo(peer, email).length > 0,
    );
    await pause(1_000);
    expect(digestsTo(peer, email)).toHaveLength(1);
    expect(digestsTo(peer, email)[0].headers.get('subject')).toMatch(/^3 new weeks in/);
  }, 60_000);
});

describe.skipIf(!onPostgres)('two app processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let db: TestDatabase;
  let peer: SmtpPeer;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ backend: 'pg' });
    peer = smtpPeer();
    const port = await peer.listen();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://semana.example', ...ALERTS_ENV };
    apps.push(...(await Promise.all([appProcess(db.url!, env), appProcess(db.url!, env)])));
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    await peer?.close();
    await db?.drop();
  }, 60_000);

  it('mails the digest once when both processes run its jobs at the same moment', async () => {
    const email = 'digest-race@example.test';
    const due = await requestWithDigestDue(apps[0], peer, email);
    // Hold the request's matches from another connection, so that both runs start and wait at them.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from alert_mails where email = $1 for update', [email]);
      await due.release();
      // Each process's worker takes one job (the other is busy with its own), so both are active together.
      await eventually(
        'both digest runs under way',
        async () => (await due.digestJobs('active')) === 2,
        20_000,
      );
      await pause(500);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    await eventually('both digest runs done', async () => (await due.digestJobs('completed')) === 2, 20_000);
    await eventually('the digest mail', async () => digestsTo(peer, email).length > 0, 20_000);
    await pause(3_000);
    expect(digestsTo(peer, email)).toHaveLength(1);
  }, 90_000);
});
