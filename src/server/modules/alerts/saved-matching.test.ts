import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, postBooking } from '#src/server/test/bookings.ts';
import {
  alertJobsDone,
  alertPlace,
  confirmedAddress,
  dayFromNow,
  listWeekAt,
  saveSearch,
} from '#src/server/test/saved-searches.ts';
import { createMailingApp, mailbox, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';

/**
 * Matching saved searches: every filter decides, only live searches of confirmed addresses match,
 * an address hears of a week once whatever number of its searches and week requests match it,
 * the one-click unsubscribe stops one search without a session, a daily search's matches arrive
 * together in one digest, and a week a cancelled booking returns to the lists is matched again.
 */
let t: TestApp;
let peer: SmtpPeer;
let close: (() => Promise<void>) | undefined;
let owner: TestUser;
let place: Awaited<ReturnType<typeof alertPlace>>;
let elsewhere: Awaited<ReturnType<typeof alertPlace>>;
const { mailsTo } = mailbox(() => peer);
const alertsTo = (email: string) =>
  mailsTo(email).filter((m) => /^New week:/.test(m.headers.get('subject') ?? ''));
/** Every alert of a week: a saved search's, or a week request's. */
const anyAlertsTo = (email: string) =>
  mailsTo(email).filter((m) => /^New week:|matches your request/.test(m.headers.get('subject') ?? ''));
const told = async (weekId: number) =>
  rowsOf<{ email: string }>(
    await t.database.db.execute(sql`select email from alert_mails where week_id = ${weekId} order by email`),
  ).map((r) => r.email);

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp({
    RATE_LIMIT_LEADS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
    PAYMENTS_TEST_MODE: 'true',
    USD_MXN_RATE: '17.5',
  }));
  await seedReferenceData(t.database.db);
  place = await alertPlace(t, 0);
  for (let i = 1; ; i++) {
    elsewhere = await alertPlace(t, i);
    if (elsewhere.location.id !== place.location.id) break;
  }
  owner = await createUser(t, { active: true });
}, 60_000);
afterAll(() => close?.());

/** A confirmed address with one instant search of these filters. */
async function searchOf(name: string, filters: Record<string, unknown>, frequency = 'instant') {
  const email = await confirmedAddress(t, `${name}@example.test`);
  const res = await saveSearch(t, { filters, frequency, email });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().state).toBe('active');
  return { email, id: res.json().id as number };
}

describe('matching a listed week', () => {
  const from = dayFromNow(40);
  const later = dayFromNow(41);
  let weekId: number;

  it('tells exactly the live, confirmed searches whose every filter the week meets, one mail each', async () => {
    const resortName = place.resort.name;
    const unitName = place.unit.name;
    const yes = [
      await searchOf('f-any', {}),
      await searchOf('f-location', { locationId: place.location.id }),
      await searchOf('f-resort', { resortId: place.resort.id, locationId: place.location.id }),
      await searchOf('f-room-type', { roomType: unitName.toUpperCase() }),
      await searchOf('f-resort-text', { resortText: resortName.slice(1, 5).toLowerCase() }),
      await searchOf('f-unit-text', { unitTypeText: unitName.slice(0, 3) }),
      await searchOf('f-from', { from }),
      await searchOf('f-price', { minPrice: 1800, maxPrice: 1800 }),
    ];
    const no = [
      await searchOf('n-location', { locationId: elsewhere.location.id }),
      await searchOf('n-resort', { resortId: elsewhere.resort.id }),
      await searchOf('n-room-type', { roomType: 'No Such Room' }),
      await searchOf('n-resort-text', { resortText: 'zzqx' }),
      await searchOf('n-unit-text', { unitTypeText: 'zzqx' }),
      await searchOf('n-from', { from: later }),
      await searchOf('n-min', { minPrice: 1801 }),
      await searchOf('n-max', { maxPrice: 1799 }),
      await searchOf('n-verified', { verified: true }),
    ];
    // Paused by its owner, and a visitor's whose address never confirmed: neither is told.
    const paused = await searchOf('n-paused', {});
    await t.database.db.execute(sql`update saved_searches set paused_at = now() where id = ${paused.id}`);
    const unconfirmed = await saveSearch(t, {
      filters: {},
      frequency: 'instant',
      email: 'n-unconfirmed@example.test',
    });
    expect(unconfirmed.json().state).toBe('confirm');

    weekId = (await listWeekAt(t, owner.cookie, place, from, 1800)).id;
    await alertJobsDone(t);
    expect(await told(weekId)).toEqual(yes.map((s) => s.email).sort());
    await until(() => yes.every((s) => alertsTo(s.email).length === 1));
    for (const s of [...no, paused]) expect(alertsTo(s.email), s.email).toHaveLength(0);
    const [mail] = alertsTo('f-any@example.test');
    expect(mail.body).toContain(resortName);
    expect(mail.body).toContain('$1,800');
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/semana\.example\/api\/alerts\/search-unsubscribe\?s=\d+&t=[\w-]+>$/,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.body).toMatch(/https:\/\/semana\.example\/my-alerts\?a=[\w-]+&t=[\w-]+/);
  }, 90_000);

  it('mails an address once per week however many of its searches and week requests match', async () => {
    const email = 'several@example.test';
    await searchOf('several', { locationId: place.location.id });
    for (const filters of [{ resortId: place.resort.id }, {}]) {
      expect((await saveSearch(t, { filters, frequency: 'instant', email })).json().state).toBe('active');
    }
    const asked = await inject(t, {
      method: 'POST',
      url: '/api/week-requests',
      remoteAddress: '10.44.0.1',
      payload: {
        name: 'Several',
        email,
        preferredLocation: place.location.name,
        startDate: dayFromNow(20),
        endDate: dayFromNow(120),
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await alertJobsDone(t);
    expect(anyAlertsTo(email)).toHaveLength(0);
    const week = await listWeekAt(t, owner.cookie, place, dayFromNow(50));
    await alertJobsDone(t);
    await until(() => anyAlertsTo(email).length > 0);
    // Longer than the mail worker's polling: a second mail would have come by now.
    await new Promise((r) => setTimeout(r, 1500));
    await alertJobsDone(t);
    expect(anyAlertsTo(email)).toHaveLength(1);
    expect(await told(week.id)).toContain(email);
  }, 60_000);

  it('the one-click POST (no session) stops that search; a wrong signature is refused; nothing more is sent', async () => {
    const [mail] = alertsTo('f-any@example.test');
    const oneClick = new URL(mail.headers.get('list-unsubscribe')?.slice(1, -1) ?? '');
    const s = oneClick.searchParams.get('s');
    const forged = await inject(t, {
      method: 'POST',
      url: `/api/alerts/search-unsubscribe?s=${s}&t=${'x'.repeat(32)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const other = await inject(t, {
      method: 'POST',
      url: `/api/alerts/search-unsubscribe?s=${Number(s) + 1}&t=${oneClick.searchParams.get('t')}`,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await inject(t, { method: 'POST', url: '/api/alerts/search-unsubscribe?s=0&t=x' })).statusCode,
    ).toBe(400);
    // The page's GET only reads: the search is still live after it, and the address is not shown.
    const page = await inject(t, { method: 'GET', url: `${oneClick.pathname}${oneClick.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().search).toMatchObject({ paused: false });
    expect(page.body).not.toContain('f-any@');
    const res = await inject(t, {
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subscribed: false });
    const before = alertsTo('f-location@example.test').length;
    const stopped = alertsTo('f-any@example.test').length;
    await listWeekAt(t, owner.cookie, place, dayFromNow(60));
    await alertJobsDone(t);
    await until(() => alertsTo('f-location@example.test').length === before + 1);
    expect(alertsTo('f-any@example.test')).toHaveLength(stopped);
  }, 60_000);

  it('the manage link of a mail lists, pauses and deletes that address’s searches, and nobody else’s', async () => {
    const [mail] = alertsTo('f-resort@example.test');
    const link = new URL(/https:\/\/semana\.example\/my-alerts\?\S+/.exec(mail.body)?.[0] ?? '');
    const q = link.search;
    const list = await inject(t, { method: 'GET', url: `/api/alerts/managed${q}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const id = list.json().items[0].id;
    const forged = `?a=${link.searchParams.get('a')}&t=${'y'.repeat(32)}`;
    expect((await inject(t, { method: 'GET', url: `/api/alerts/managed${forged}` })).statusCode).toBe(404);
    const someoneElses = (await searchOf('managed-other', {})).id;
    const steal = await inject(t, { method: 'DELETE', url: `/api/alerts/managed/${someoneElses}${q}` });
    expect(steal.statusCode).toBe(404);
    const paused = await inject(t, {
      method: 'PATCH',
      url: `/api/alerts/managed/${id}${q}`,
      payload: { paused: true },
    });
    expect(paused.json()).toMatchObject({ paused: true });
    const gone = await inject(t, { method: 'DELETE', url: `/api/alerts/managed/${id}${q}` });
    expect(gone.json()).toEqual({ ok: true });
    expect((await inject(t, { method: 'GET', url: `/api/alerts/managed${q}` })).json().total).toBe(0);
  });
});

describe('the daily digest', () => {
  it('holds every week the day matched, in one mail', async () => {
    const email = 'daily@example.test';
    await searchOf('daily', { locationId: elsewhere.location.id }, 'daily');
    const first = dayFromNow(70);
    const second = dayFromNow(84);
    await listWeekAt(t, owner.cookie, elsewhere, first, 2100);
    await listWeekAt(t, owner.cookie, elsewhere, second, 2300);
    await alertJobsDone(t);
    expect(mailsTo(email)).toHaveLength(0);
    // The day has passed: the digest's job (one for the address) is brought forward.
    const moved = await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'saved-search-digest' and state = 'created'`,
    );
    expect((moved as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 1).toBeGreaterThan(
      0,
    );
    await until(() => mailsTo(email).length > 0, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    await alertJobsDone(t);
    const digests = mailsTo(email);
    expect(digests).toHaveLength(1);
    expect(digests[0].headers.get('subject')).toBe('2 new weeks match your searches');
    expect(digests[0].body).toContain('$2,100');
    expect(digests[0].body).toContain('$2,300');
    expect(digests[0].headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  }, 60_000);
});

describe('a week back on the lists', () => {
  it('a cancelled hold returns its week, which is matched then (a verified week for a verified-only search)', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id, { daysAhead: 90, price: 1400 });
    await t.database.db.execute(sql`update weeks set verified_at = now() where id = ${week.id}`);
    const email = 'returned@example.test';
    await searchOf('returned', { locationId: week.locationId, verified: true });
    const held = await postBooking(t, renter.cookie, week.id);
    expect(held.statusCode, held.body).toBe(201);
    await alertJobsDone(t);
    expect(alertsTo(email)).toHaveLength(0);
    const gaveUp = await inject(t, {
      method: 'POST',
      url: `/api/bookings/${held.json().id}/cancel`,
      cookie: renter.cookie,
    });
    expect(gaveUp.statusCode, gaveUp.body).toBe(200);
    await alertJobsDone(t);
    await until(() => alertsTo(email).length === 1);
    expect(await told(week.id)).toContain(email);
  }, 60_000);
});

describe('in Spanish', () => {
  it('a search saved from a Spanish page is alerted in Spanish, pesos first', async () => {
    const email = await confirmedAddress(t, 'espanol@example.test');
    const res = await saveSearch(
      t,
      {
        filters: { locationId: elsewhere.location.id, minPrice: 1234, maxPrice: 1234 },
        frequency: 'instant',
        email,
      },
      { headers: { 'accept-language': 'es-MX,es;q=0.9' } },
    );
    expect(res.json().state).toBe('active');
    await listWeekAt(t, owner.cookie, elsewhere, dayFromNow(95), 1234);
    await alertJobsDone(t);
    await until(() => mailsTo(email).length === 1);
    const [mail] = mailsTo(email);
    expect(mail.headers.get('subject')).toMatch(/^Semana nueva: /);
    expect(mail.body).toContain('$21,595 MXN (USD 1,234)');
    expect(mail.body).toContain('Dejar de recibir esta alerta');
    expect(mail.body).not.toMatch(/New week|Stop this alert/);
  }, 60_000);
});
