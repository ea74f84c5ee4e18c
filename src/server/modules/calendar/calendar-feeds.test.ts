import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, postBooking } from '#src/server/test/bookings.ts';
import {
  type Component,
  dateValue,
  property,
  readCalendar,
  textValue,
  utcInstant,
} from '#src/server/test/ical-reader.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { feedTokenHash } from './service';

let t: TestApp;
let owner: TestUser;
let guest: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000', RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000' });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  guest = await createUser(t);
  stranger = await createUser(t, { active: true });
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);

const turnOn = async (who: TestUser, kind: 'owner' | 'trips') => {
  const res = await inject(t, { method: 'POST', url: `/api/calendar-feeds/${kind}`, cookie: who.cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { kind: string; url: string; createdAt: string };
};
/** GET of a feed by its full address (the app's public address stripped). */
const read = (url: string, headers: Record<string, string> = {}) =>
  inject(t, { method: 'GET', url: url.replace(t.config.publicUrl, ''), headers });
const uids = (ics: string) => readCalendar(ics).components.map((e) => property(e, 'UID')?.value ?? '');

/** A week of `who`'s booked and paid by `by`: its id and the booking's reference. */
async function bookedWeek(who: TestUser, by: TestUser, daysAhead: number) {
  const { week } = await bookableWeek(t, who.id, { daysAhead });
  const held = (await postBooking(t, by.cookie, week.id)).json();
  expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
  return { week, booking: held as { id: number; reference: string } };
}

describe('calendar feeds: turning on, regenerating, turning off', () => {
  it('answers the address once, keeps only its SHA-256, and serves the feed as text/calendar', async () => {
    const made = await turnOn(owner, 'owner');
    expect(made.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const token = /calendar\/([^/]+)\.ics$/.exec(made.url)?.[1] as string;
    const stored = await t.database.db.execute(sql`select * from calendar_feeds where user_id = ${owner.id}`);
    const rows = (Array.isArray(stored) ? stored : stored.rows) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(feedTokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const mine = await inject(t, { method: 'GET', url: '/api/calendar-feeds', cookie: owner.cookie });
    expect(mine.json()).toEqual({
      feeds: [
        { kind: 'owner', createdAt: made.createdAt },
        { kind: 'trips', createdAt: null },
      ],
    });
    expect(mine.body).not.toContain(token);

    const res = await read(made.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    // The same feed is the same bytes: its tag brings a 304 without a body.
    const again = await read(made.url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read(made.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404, the same way, to a wrong, malformed, regenerated and turned-off secret', async () => {
    const first = await turnOn(guest, 'trips');
    const second = await turnOn(guest, 'trips');
    expect(second.url).not.toBe(first.url);
    expect((await read(second.url)).statusCode).toBe(200);
    const wrong = `${t.config.publicUrl}/api/calendar/${'A'.repeat(43)}.ics`;
    const answers = [
      first.url,
      wrong,
      '/api/calendar/short.ics',
      '/api/calendar/%E2%9C%93.ics',
      '/api/calendar/.ics',
    ];
    const bodies = new Set<string>();
    for (const url of answers) {
      const res = await read(url);
      expect(res.statusCode, url).toBe(404);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]).message).toBe(
      'This calendar address is not valid: it may have been regenerated or turned off.',
    );
    // A secret longer than any we make is refused before the route (Fastify's longest parameter), never a 5xx.
    expect((await read(`/api/calendar/${'x'.repeat(300)}.ics`)).statusCode).toBe(414);

    const off = await inject(t, { method: 'DELETE', url: '/api/calendar-feeds/trips', cookie: guest.cookie });
    expect(off.json()).toEqual({ ok: true });
    expect((await read(second.url)).statusCode).toBe(404);
    const mine = await inject(t, { method: 'GET', url: '/api/calendar-feeds', cookie: guest.cookie });
    expect(mine.json().feeds[1]).toEqual({ kind: 'trips', createdAt: null });
  });

  it('refuses anonymous callers and an unknown kind', async () => {
    expect((await inject(t, { method: 'POST', url: '/api/calendar-feeds/owner' })).statusCode).toBe(401);
    const bad = await inject(t, { method: 'POST', url: '/api/calendar-feeds/all', cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it("holds only its person's weeks and bookings, and drops cancelled bookings", async () => {
    const mine = await bookedWeek(owner, guest, 50);
    const cancelled = await bookedWeek(owner, guest, 70);
    const declined = await inject(t, {
      method: 'POST',
      url: `/api/bookings/${cancelled.booking.id}/decline`,
      cookie: owner.cookie,
    });
    expect(declined.json().status).toBe('cancelled');
    const others = await bookedWeek(stranger, guest, 55);
    const strangerTrip = await bookedWeek(owner, stranger, 90);

    const ownerFeed = (await read((await turnOn(owner, 'owner')).url)).body;
    const ownerUids = uids(ownerFeed);
    const host = new URL(t.config.publicUrl).hostname;
    expect(ownerUids).toEqual(
      expect.arrayContaining([
        `week-${mine.week.id}@${host}`,
        `week-${cancelled.week.id}@${host}`,
        `owner-booking-${mine.booking.reference}@${host}`,
        `owner-booking-${strangerTrip.booking.reference}@${host}`,
      ]),
    );
    // Read back: the week's own days, the booking's instants from the resort's zone (Los Cabos, UTC−7).
    const events = readCalendar(ownerFeed).components;
    const byUid = (uid: string) => events.find((e) => property(e, 'UID')?.value === uid) as Component;
    const weekEvent = byUid(`week-${mine.week.id}@${host}`);
    expect(dateValue(property(weekEvent, 'DTSTART')?.value ?? '')).toBe(mine.week.fromDate);
    expect(textValue(property(weekEvent, 'SUMMARY')?.value ?? '')).toMatch(/· Booked$/);
    expect(textValue(property(byUid(`week-${cancelled.week.id}@${host}`), 'SUMMARY')?.value ?? '')).toMatch(
      /· On offer$/,
    );
    const stay = byUid(`owner-booking-${mine.booking.reference}@${host}`);
    expect(utcInstant(property(stay, 'DTSTART')?.value ?? '').toISOString()).toBe(
      `${mine.week.fromDate}T22:00:00.000Z`,
    );
    expect(textValue(property(stay, 'DESCRIPTION')?.value ?? '')).toContain('Lead guest: Ana\n');
    expect(ownerFeed).not.toContain(cancelled.booking.reference);
    expect(ownerFeed).not.toContain(others.booking.reference);
    expect(ownerUids).not.toContain(`week-${others.week.id}@${host}`);

    const tripFeed = (await read((await turnOn(guest, 'trips')).url)).body;
    expect(uids(tripFeed).sort()).toEqual(
      [`trip-${mine.booking.reference}@${host}`, `trip-${others.booking.reference}@${host}`].sort(),
    );
    expect(tripFeed).not.toContain(strangerTrip.booking.reference);
    // The owner's feed names a guest by first name only; the trip feed names no guest.
    expect(ownerFeed).toContain('Ana');
    expect(ownerFeed).not.toContain('García');
  });

  it('makes one address of many clicks at once: the last one written is the one that works', async () => {
    const clicker = await createUser(t);
    const made = await Promise.all(Array.from({ length: 8 }, () => turnOn(clicker, 'trips')));
    const rows = await t.database.db.execute(
      sql`select token_hash from calendar_feeds where user_id = ${clicker.id}`,
    );
    expect((Array.isArray(rows) ? rows : rows.rows).length).toBe(1);
    const statuses = await Promise.all(made.map(async (m) => (await read(m.url)).statusCode));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(7);
  });

  it('holds what ended within the last 12 months and all after, at most 500 weeks (the nearest ahead), the earliest first', async () => {
    const many = await createUser(t, { active: true });
    const { week } = await bookableWeek(t, many.id, { daysAhead: -330 });
    const { week: old } = await bookableWeek(t, many.id, { daysAhead: -400 });
    // 505 more weeks, a week apart from next week on, written in one statement.
    await t.database.db.execute(sql`
      insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
      select ${many.id}, ${week.locationId}, ${week.unitTypeId}, current_date + 7 * g, current_date + 7 * g + 6, 1000, 'RES-' || g
      from generate_series(1, 505) g`);
    const events = readCalendar((await read((await turnOn(many, 'owner')).url)).body).components;
    expect(events).toHaveLength(500);
    const starts = events.map((e) => dateValue(property(e, 'DTSTART')?.value ?? ''));
    expect(starts).toEqual([...starts].sort());
    // Full: the season ahead is kept, the nearest first; the past gives way (the week 330 days ago).
    expect(starts[0] > week.fromDate).toBe(true);
    expect(events.some((e) => property(e, 'UID')?.value.startsWith(`week-${week.id}@`))).toBe(false);
    expect(events.some((e) => property(e, 'UID')?.value.startsWith(`week-${old.id}@`))).toBe(false);
  });

  it('keeps the season ahead of an owner with more past weeks than the bound, then the latest past', async () => {
    const busy = await createUser(t, { active: true });
    const { week } = await bookableWeek(t, busy.id, { daysAhead: 30 });
    // 520 weeks that ended within the last 11 months (many units a week), and 3 more ahead.
    await t.database.db.execute(sql`
      insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
      select ${busy.id}, ${week.locationId}, ${week.unitTypeId}, current_date - 330 + (g % 300), current_date - 330 + (g % 300) + 6, 900, 'RES-P' || g
      from generate_series(1, 520) g`);
    await t.database.db.execute(sql`
      insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
      select ${busy.id}, ${week.locationId}, ${week.unitTypeId}, current_date + 60 * g, current_date + 60 * g + 6, 900, 'RES-F' || g
      from generate_series(1, 3) g`);
    const events = readCalendar((await read((await turnOn(busy, 'owner')).url)).body).components;
    expect(events).toHaveLength(500);
    const starts = events.map((e) => dateValue(property(e, 'DTSTART')?.value ?? ''));
    expect(starts).toEqual([...starts].sort());
    const today = new Date().toISOString().slice(0, 10);
    expect(starts.filter((s) => s > today)).toHaveLength(4);
    // The 496 past weeks kept are the latest that ended: the 24 dropped are the oldest.
    const past = await t.database.db.execute(sql`
      select from_date::text as d from weeks where user_id = ${busy.id} and to_date < current_date
      order by from_date desc`);
    const latest = ((Array.isArray(past) ? past : past.rows) as { d: string }[])
      .map((r) => r.d)
      .slice(0, 496);
    expect(starts.filter((s) => s <= today).sort()).toEqual([...latest].sort());
  });

  it("keeps a guest's coming trips when their bookings pass the bound, then the latest past", async () => {
    const host = await createUser(t, { active: true });
    const traveller = await createUser(t);
    const { booking } = await bookedWeek(host, traveller, 40);
    // Copies of the booking: 497 more trips ahead and 5 that ended 20 to 330 days ago.
    const columns = await t.database.db.execute(sql`
      select column_name as c from information_schema.columns
      where table_name = 'bookings' and is_generated = 'NEVER' and column_default is distinct from 'nextval(''bookings_id_seq''::regclass)'
        and column_name not in ('reference', 'week_id', 'from_date', 'to_date', 'check_in_at', 'check_out_at', 'payment_intent_id', 'charge_id')`);
    const kept = ((Array.isArray(columns) ? columns : columns.rows) as { c: string }[])
      .map((r) => `"${r.c}"`)
      .join(', ');
    const copy = (days: number[], tag: string) =>
      t.database.db.execute(sql`
        insert into bookings (${sql.raw(kept)}, reference, from_date, to_date, check_in_at, check_out_at)
        select ${sql.raw(kept)}, ${`SEM-${tag}`} || lpad(d.n::text, 6, '0'), current_date + d.day, current_date + d.day + 6,
          (current_date + d.day)::timestamp + interval '22 hours', (current_date + d.day + 7)::timestamp + interval '18 hours'
        from bookings, unnest(${sql.raw(`array[${days.join(',')}]`)}::int[]) with ordinality as d(day, n)
        where bookings.id = ${booking.id}`);
    await copy(
      Array.from({ length: 497 }, (_, i) => 50 + i),
      'F',
    );
    await copy([-27, -47, -67, -307, -337], 'P');
    const feed = (await read((await turnOn(traveller, 'trips')).url)).body;
    const events = readCalendar(feed).components;
    expect(events).toHaveLength(500);
    const starts = events.map((e) => utcInstant(property(e, 'DTSTART')?.value ?? '').getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(feed).toContain(`trip-${booking.reference}@`);
    expect(events.filter((e) => property(e, 'UID')?.value.startsWith('trip-SEM-P'))).toHaveLength(2);
    for (const n of ['000001', '000002']) expect(feed).toContain(`trip-SEM-P${n}@`);
  });

  it('deletes the feeds with the account', async () => {
    const leaving = await createUser(t);
    const made = await turnOn(leaving, 'trips');
    await t.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect((await read(made.url)).statusCode).toBe(404);
  });
});

describe('calendar feed rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // One lead per window: 6 reads of one feed, 3 wrong secrets per address.
    limited = await createTestApp({ RATE_LIMIT_LEADS_ATTEMPTS: '1' });
  }, 60_000);
  afterAll(() => limited?.close());

  it('stops a feed read too often, and an address that keeps guessing', async () => {
    const person = await createUser(limited);
    const made = (
      await inject(limited, { method: 'POST', url: '/api/calendar-feeds/trips', cookie: person.cookie })
    ).json();
    const path = made.url.replace(limited.config.publicUrl, '');
    const reads = [];
    for (let i = 0; i < 7; i++) reads.push((await inject(limited, { method: 'GET', url: path })).statusCode);
    expect(reads).toEqual([200, 200, 200, 200, 200, 200, 429]);

    const guesses = [];
    for (let i = 0; i < 4; i++) {
      const url = `/api/calendar/${String(i).repeat(43)}.ics`;
      guesses.push((await inject(limited, { method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(guesses).toEqual([404, 404, 404, 429]);
    // Another address still reads its own feed's 404s, and a good secret is counted per feed.
    const other = await inject(limited, { method: 'GET', url: `/api/calendar/${'z'.repeat(43)}.ics` });
    expect(other.statusCode).toBe(404);
  });
});
