import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { createMailingApp, linkToken, mailbox, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';

/**
 * Week alerts go only to an address that confirmed it wants them (double opt-in): a stranger who
 * names someone else's address in ten week requests gets it at most the day's few receipts and no
 * alert; opening the receipt's link confirms nothing, its page's button does; a confirmed address
 * hears of each newly listed week once, however many requests name it, and at most its daily
 * allowance alone; a requester's name never reaches the mail.
 */
const CAP = 3;
const EVIL_NAME = 'Visit https://evil.example/verify now';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let peer: SmtpPeer;
let close: (() => Promise<void>) | undefined;
let owner: TestUser;
let place: { resortId: number; locationId: number; locationName: string; unitTypeId: number };
const { mailsTo, mailTo } = mailbox(() => peer);
let clients = 0;

/** A week request from its own client address (each has its own hourly allowance of ten). */
async function requestWeek(email: string, over: Record<string, unknown> = {}, headers = {}) {
  const res = await inject(t, {
    method: 'POST',
    url: '/api/week-requests',
    remoteAddress: `10.9.0.${++clients}`,
    headers,
    payload: {
      name: EVIL_NAME,
      email,
      preferredLocation: place.locationName,
      startDate: day(20),
      endDate: day(120),
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

let listed = 0;
async function listWeek(offset: number) {
  const res = await inject(t, {
    method: 'POST',
    url: '/api/weeks',
    cookie: owner.cookie,
    payload: {
      resortId: place.resortId,
      locationId: place.locationId,
      unitTypeId: place.unitTypeId,
      fromDate: day(offset),
      toDate: day(offset + 6),
      price: 1800,
      reservationCode: `OPTIN-${++listed}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Waits for every listed week to be matched and every mail to leave. */
async function jobsDone() {
  const end = Date.now() + 30_000;
  for (;;) {
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name in ('week-alerts', 'mail-send') and state < 'completed'`,
      ),
    );
    if (n === 0) return;
    if (Date.now() > end) throw new Error('alert jobs did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const alertsTo = (email: string) =>
  mailsTo(email).filter((m) => /matches your request|para tu solicitud/.test(m.headers.get('subject') ?? ''));

const confirmLink = (token: string) => ({
  get: () => inject(t, { method: 'GET', url: `/api/alerts/confirm?token=${encodeURIComponent(token)}` }),
  post: () => inject(t, { method: 'POST', url: '/api/alerts/confirm', payload: { token } }),
});

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp({ ALERT_MAILS_PER_ADDRESS_PER_DAY: String(CAP) }));
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const [location] = await db.select().from(locations).where(eq(locations.id, resort.locationId));
  place = { resortId: resort.id, locationId: location.id, locationName: location.name, unitTypeId: unit.id };
  owner = await createUser(t, { active: true });
}, 60_000);
afterAll(() => close?.());

describe('week alerts to confirmed addresses only', () => {
  const victim = 'victim.optin@example.test';

  it('ten requests naming one address send it at most 3 mails and no alert until it confirms', async () => {
    for (let i = 0; i < 10; i++) await requestWeek(i % 2 ? victim.toUpperCase() : victim);
    // Every request is kept, as the staff list shows it.
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from week_requests where lower(email) = ${victim}`,
      ),
    );
    expect(n).toBe(10);
    for (const offset of [30, 40, 50]) await listWeek(offset);
    await jobsDone();
    await until(() => mailsTo(victim).length >= 3);
    // Longer than the mail worker's polling: a further mail would have come by now.
    await new Promise((r) => setTimeout(r, 2_000));
    await jobsDone();
    expect(mailsTo(victim)).toHaveLength(3);
    expect(alertsTo(victim)).toHaveLength(0);
    for (const receipt of mailsTo(victim)) {
      // The requester's name is nowhere, nor a greeting from the site, in the text or the HTML.
      expect(receipt.body).not.toContain('evil');
      expect(receipt.body).not.toMatch(/Hello|Hola/);
      expect(linkToken(receipt, 'alerts/confirm')).toMatch(/^[\w-]{43}$/);
    }
  }, 90_000);

  it('opening the link (GET) confirms nothing; the button’s POST does; then each new week alerts once', async () => {
    const token = linkToken(mailsTo(victim)[0], 'alerts/confirm');
    const link = confirmLink(token);
    for (let i = 0; i < 3; i++) {
      const read = await link.get();
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toEqual({ state: 'pending' });
    }
    await listWeek(60);
    await jobsDone();
    expect(alertsTo(victim)).toHaveLength(0);

    const click = await link.post();
    expect(click.statusCode).toBe(200);
    expect(click.json()).toEqual({ state: 'confirmed' });
    // A second click, a reload: the same answer, nothing else changes.
    expect((await link.post()).json()).toEqual({ state: 'confirmed' });
    expect((await link.get()).json()).toEqual({ state: 'confirmed' });

    // Ten requests match each of three new weeks: one alert per week.
    for (const offset of [70, 80, 90]) await listWeek(offset);
    await jobsDone();
    await until(() => alertsTo(victim).length >= 3);
    await new Promise((r) => setTimeout(r, 2_000));
    await jobsDone();
    const alerts = alertsTo(victim);
    expect(alerts).toHaveLength(3);
    const weeksNamed = new Set(
      alerts.map((m) => m.body.match(/\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}/)?.[0]),
    );
    expect(weeksNamed.size).toBe(3);
    for (const alert of alerts) {
      expect(alert.body).not.toContain('evil');
      expect(alert.body).not.toMatch(/Hello|Hola/);
      expect(alert.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    // The database holds one row per address and week.
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from alert_mails where email = ${victim}`),
    );
    expect(n).toBe(3);
  }, 90_000);

  it('past the daily allowance a new week waits for the digest instead of its own alert', async () => {
    await listWeek(100);
    await jobsDone();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(alertsTo(victim)).toHaveLength(CAP);
    const rows = rowsOf<{ kind: string; mailed: boolean }>(
      await t.database.db.execute(
        sql`select kind, mailed_at is not null as mailed from alert_mails where email = ${victim} order by created_at`,
      ),
    );
    expect(rows.map((r) => r.kind)).toEqual(['alert', 'alert', 'alert', 'digest']);
    expect(rows[3].mailed).toBe(false);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'alert-digest' and state = 'created'`,
      ),
    );
    expect(n).toBe(1);
  }, 60_000);

  it('the one-click unsubscribe stops alerts and withdraws the address’s confirmation', async () => {
    const [alert] = alertsTo(victim);
    const oneClick = new URL(alert.headers.get('list-unsubscribe')?.slice(1, -1) ?? '');
    const res = await inject(t, {
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ subscribed: false });
    // A later request naming the address asks for a confirmation again.
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from alert_addresses where email = ${victim} and confirmed_at is not null`,
      ),
    );
    expect(n).toBe(0);
    // The used confirmation link cannot turn the alerts back on.
    const old = confirmLink(linkToken(mailsTo(victim)[0], 'alerts/confirm'));
    expect((await old.post()).json()).toEqual({ state: 'expired' });
    await t.database.db.execute(sql`delete from alert_mails where email = ${victim}`);
    await listWeek(110);
    await jobsDone();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(alertsTo(victim)).toHaveLength(CAP);
  }, 60_000);

  it('a link expires, and a made-up or malformed one is refused with 4xx', async () => {
    const address = 'expiring.optin@example.test';
    await requestWeek(address);
    const token = linkToken(await mailTo(address, /request for a week/), 'alerts/confirm');
    await t.database.db.execute(
      sql`update alert_confirmations set expires_at = now() - interval '1 second' where email = ${address}`,
    );
    expect((await confirmLink(token).get()).json()).toEqual({ state: 'expired' });
    expect((await confirmLink(token).post()).json()).toEqual({ state: 'expired' });
    const [{ confirmed }] = rowsOf<{ confirmed: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as confirmed from alert_addresses where email = ${address} and confirmed_at is not null`,
      ),
    );
    expect(confirmed).toBe(0);
    const forged = confirmLink('x'.repeat(43));
    expect((await forged.get()).statusCode).toBe(404);
    expect((await forged.post()).statusCode).toBe(404);
    expect((await inject(t, { method: 'GET', url: '/api/alerts/confirm' })).statusCode).toBe(400);
    const long = await inject(t, {
      method: 'POST',
      url: '/api/alerts/confirm',
      payload: { token: 'y'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION' });
    // Only a hash of the token is stored.
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from alert_confirmations where token_hash = ${token}`,
      ),
    );
    expect(n).toBe(0);
  }, 60_000);

  it('a Spanish receipt has no greeting and no name either', async () => {
    const address = 'es.optin@example.test';
    await requestWeek(address, {}, { cookie: 'lang=es' });
    const receipt = await mailTo(address, /Recibimos una solicitud/);
    expect(receipt.body).not.toContain('evil');
    expect(receipt.body).not.toMatch(/Hola|Hello/);
    expect(receipt.body).toContain('Confirmar alertas de semanas');
    expect(receipt.body).toContain('lang="es-MX"');
  }, 60_000);
});
