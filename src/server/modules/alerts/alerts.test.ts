import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resortLocations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weekRequests } from '#src/server/db/schema/leads.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  createMailingApp,
  linkToken,
  mailbox,
  parseMail,
  type SmtpPeer,
  until,
} from '#src/server/test/smtp-peer.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
let owner: TestUser;
let place: {
  resortId: number;
  locationId: number;
  locationName: string;
  unitTypeId: number;
  unitTypeName: string;
  resortName: string;
};
let elsewhere: { resortId: number; locationId: number; unitTypeId: number };

const { mailTo } = mailbox(() => peer);

/** Confirms an address for alerts as its owner would: the receipt's link, then the page's button. */
async function confirmAddress(email: string) {
  const receipt = await mailTo(email, /request for a week/);
  const res = await inject(t, {
    method: 'POST',
    url: '/api/alerts/confirm',
    payload: { token: linkToken(receipt, 'alerts/confirm') },
  });
  expect(res.json()).toEqual({ state: 'confirmed' });
}

const mailsTo = (to: string, subject: RegExp) =>
  peer.received
    .map(parseMail)
    .filter((m) => m.headers.get('to') === to && subject.test(m.headers.get('subject') ?? ''));

/** A week request naming `email`, its address confirmed for alerts (unless `confirm` is false). */
async function requestWeeks(email: string, over: Record<string, unknown> = {}, confirm = true) {
  const res = await inject(t, {
    method: 'POST',
    url: '/api/week-requests',
    payload: {
      name: 'Ana Alerta',
      email,
      preferredLocation: place.locationName,
      startDate: day(20),
      endDate: day(50),
      ...over,
    },
  });
  expect(res.statusCode).toBe(201);
  if (confirm) await confirmAddress(email);
  const [row] = await t.database.db
    .select({ id: weekRequests.id })
    .from(weekRequests)
    .where(eq(weekRequests.email, email))
    .orderBy(sql`${weekRequests.id} desc`)
    .limit(1);
  return row.id;
}

async function listWeek(over: Record<string, unknown> = {}) {
  const res = await inject(t, {
    method: 'POST',
    url: '/api/weeks',
    cookie: owner.cookie,
    payload: {
      resortId: place.resortId,
      locationId: place.locationId,
      unitTypeId: place.unitTypeId,
      fromDate: day(30),
      toDate: day(36),
      price: 1800,
      reservationCode: 'ALERT-1',
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** Waits for the alert queue to be empty (every listed week matched). */
async function alertsDone() {
  const pending = async () =>
    Number(
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name in ('week-alerts', 'mail-send') and state < 'completed'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0].n,
    );
  const end = Date.now() + 30_000;
  while ((await pending()) > 0) {
    if (Date.now() > end) throw new Error('alert jobs did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  // A small daily allowance, so the digest test reaches it in a few weeks.
  ({ t, peer, close } = await createMailingApp({ ALERT_MAILS_PER_ADDRESS_PER_DAY: '3' }));
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const [location] = await db.select().from(locations).where(eq(locations.id, resort.locationId));
  place = {
    resortId: resort.id,
    locationId: location.id,
    locationName: location.name,
    unitTypeId: unit.id,
    unitTypeName: unit.name,
    resortName: resort.name,
  };
  // A resort offered at another destination.
  const links = await db.select().from(resortLocations);
  const other = links.find((l) => l.locationId !== location.id && l.resortId !== resort.id);
  if (!other) throw new Error('reference data has one destination');
  const [otherUnit] = await db
    .select()
    .from(unitTypes)
    .where(eq(unitTypes.resortId, other.resortId))
    .limit(1);
  elsewhere = { resortId: other.resortId, locationId: other.locationId, unitTypeId: otherUnit.id };
  owner = await createUser(t, { active: true });
}, 60_000);
afterAll(() => close?.());

describe('week requests as alerts', () => {
  it('mails the requester once for a matching week, with RFC 8058 headers, and not for weeks that do not match', async () => {
    // Typed without accents and in other case: the destination still matches.
    const folded = place.locationName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const requestId = await requestWeeks('match@example.test', { preferredLocation: folded });
    const matching = await listWeek();
    await listWeek({ ...elsewhere, reservationCode: 'ELSEWHERE' });
    await listWeek({ fromDate: day(80), toDate: day(86), reservationCode: 'LATER' });
    await alertsDone();
    const alerts = mailsTo('match@example.test', /matches your request/);
    expect(alerts).toHaveLength(1);
    const alert = alerts[0];
    expect(alert.headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<https://semana\\.example/api/alerts/unsubscribe\\?r=${requestId}&t=[\\w-]+>$`),
    );
    expect(alert.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(alert.body).toContain(place.resortName);
    expect(alert.body).toContain(place.unitTypeName);
    expect(alert.body).toContain('$1,800');
    expect(alert.body).toContain(
      `https://semana.example/destinations/${encodeURIComponent(place.locationName)}`,
    );
    expect(alert.body).toMatch(/https:\/\/semana\.example\/alerts\/unsubscribe\?r=\d+&t=/);
    expect(matching.id).toBeGreaterThan(0);
  });

  it('stops after the one-click POST a mail client sends, and refuses a forged link', async () => {
    const requestId = await requestWeeks('oneclick@example.test');
    await listWeek({ reservationCode: 'FIRST' });
    await alertsDone();
    const [alert] = mailsTo('oneclick@example.test', /matches your request/);
    const oneClick = new URL(alert.headers.get('list-unsubscribe')?.slice(1, -1) ?? '');
    const forged = await inject(t, {
      method: 'POST',
      url: `/api/alerts/unsubscribe?r=${requestId}&t=${'x'.repeat(32)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const other = await inject(t, {
      method: 'POST',
      url: `/api/alerts/unsubscribe?r=${requestId + 1}&t=${oneClick.searchParams.get('t')}`,
    });
    expect(other.statusCode).toBe(404);
    const res = await inject(t, {
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscribed: false });
    await listWeek({ reservationCode: 'SECOND' });
    await alertsDone();
    expect(mailsTo('oneclick@example.test', /matches your request/)).toHaveLength(1);
  });

  it('stops from the link’s page (a GET changes nothing), and the page’s undo restarts it', async () => {
    await requestWeeks('page@example.test');
    await listWeek({ reservationCode: 'PAGE-1' });
    await alertsDone();
    const [alert] = mailsTo('page@example.test', /matches your request/);
    const link = new URL(
      alert.body.match(/https:\/\/semana\.example\/alerts\/unsubscribe\?[^\s"<]+/)?.[0] ?? '',
    );
    const query = link.search.replace(/&amp;/g, '&');
    const read = await inject(t, { method: 'GET', url: `/api/alerts/unsubscribe${query}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ preferredLocation: place.locationName, subscribed: true });
    expect(read.body).not.toContain('page@example.test');
    expect((await inject(t, { method: 'POST', url: `/api/alerts/unsubscribe${query}` })).statusCode).toBe(
      200,
    );
    expect((await inject(t, { method: 'GET', url: `/api/alerts/unsubscribe${query}` })).json()).toMatchObject(
      {
        subscribed: false,
      },
    );
    await listWeek({ reservationCode: 'PAGE-2' });
    await alertsDone();
    expect(mailsTo('page@example.test', /matches your request/)).toHaveLength(1);
    expect((await inject(t, { method: 'POST', url: `/api/alerts/resubscribe${query}` })).json()).toEqual({
      subscribed: true,
    });
    await listWeek({ reservationCode: 'PAGE-3' });
    await alertsDone();
    expect(mailsTo('page@example.test', /matches your request/)).toHaveLength(2);
  });

  it('answers bad links with 400 or 404, never 500', async () => {
    for (const url of [
      '/api/alerts/unsubscribe',
      '/api/alerts/unsubscribe?r=abc&t=x',
      '/api/alerts/unsubscribe?r=99999999999&t=x',
      `/api/alerts/unsubscribe?r=1&t=${'y'.repeat(65)}`,
    ]) {
      expect((await inject(t, { method: 'GET', url })).statusCode).toBe(400);
    }
    expect(
      (await inject(t, { method: 'GET', url: '/api/alerts/unsubscribe?r=2147483647&t=abc' })).statusCode,
    ).toBe(404);
  });

  it('does not alert for a request whose dates have passed or that was deleted', async () => {
    const id = await requestWeeks('ended@example.test');
    await t.database.db.execute(
      sql`update week_requests set start_date = current_date - 20, end_date = current_date - 1 where id = ${id}`,
    );
    await listWeek({ fromDate: day(0), toDate: day(6), reservationCode: 'ENDED' });
    await alertsDone();
    expect(mailsTo('ended@example.test', /matches your request/)).toHaveLength(0);
  });

  it('sends the first few matches of a day one by one and the rest in one daily digest', async () => {
    const requestId = await requestWeeks('digest@example.test', { startDate: day(100), endDate: day(140) });
    for (let i = 0; i < 6; i++) {
      await listWeek({ fromDate: day(101 + i), toDate: day(107 + i), reservationCode: `DIGEST-${i}` });
    }
    await alertsDone();
    expect(mailsTo('digest@example.test', /matches your request/)).toHaveLength(3);
    // One digest waits for the next day; bring it forward instead of waiting.
    const waiting = (await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'alert-digest' and state = 'created' and singleton_key = ${String(requestId)} returning id`,
    )) as unknown as { rows: unknown[] };
    expect(waiting.rows).toHaveLength(1);
    await until(() => mailsTo('digest@example.test', /new weeks in/).length === 1, 30_000);
    const [digest] = mailsTo('digest@example.test', /new weeks in/);
    expect(digest.headers.get('subject')).toMatch(/^3 new weeks in/);
    expect(
      digest.body.match(/https:\/\/semana\.example\/destinations\/[^\s"<]+\?resort=/g)?.length,
    ).toBeGreaterThanOrEqual(3);
    // Nothing more waits: a second digest would be empty and is not sent.
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailsTo('digest@example.test', /new weeks in|matches your request/)).toHaveLength(4);
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});
