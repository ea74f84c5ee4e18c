import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { reviews, reviewWindows } from '#src/server/db/schema/reviews.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { openJobQueue } from '#src/server/jobs/queue.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { tickAt } from '#src/server/test/bookings.ts';
import { completedStay, payableOwner, reviewsOf, reviewsTickAt } from '#src/server/test/reviews.ts';
import { REVIEW_WINDOW_DAYS } from '#src/shared/reviews/rules.ts';
import { REVIEW_DUE_QUEUE, reviewNudges } from './jobs';
import { reviewsService } from './service';

// The review rules through the API on a real database: who may write and when, once per side,
// what a review holds, that nobody but its author reads it before both sides are published
// together, and that averages count only what is published.

let t: TestApp;
let owner: TestUser;
const DAY = 86_400_000;
const GOOD = 'A lovely week: the unit was clean and the owner answered fast.';

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await payableOwner(t);
}, 60_000);
afterAll(() => t?.close());

const write = (id: number, cookie: string | undefined, payload: object, lang?: string) =>
  inject(t, {
    method: 'POST',
    url: `/api/bookings/${id}/reviews`,
    cookie,
    payload,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const read = (id: number, cookie?: string) =>
  inject(t, { method: 'GET', url: `/api/bookings/${id}/reviews`, cookie });
const get = (url: string) => inject(t, { method: 'GET', url });

describe('who may review, and when', () => {
  it('only the booking’s guest and owner; anyone else is told the booking does not exist', async () => {
    const { id } = await completedStay(t, owner, { open: true });
    const stranger = await createUser(t, { active: true });
    const staff = await createUser(t, { role: 'manager', active: true });
    for (const cookie of [stranger.cookie, staff.cookie]) {
      expect((await write(id, cookie, { stars: 5, body: GOOD })).statusCode).toBe(404);
      expect((await read(id, cookie)).statusCode).toBe(404);
    }
    expect((await write(id, undefined, { stars: 5, body: GOOD })).statusCode).toBe(401);
    expect((await write(2_147_483_000, owner.cookie, { stars: 5, body: GOOD })).statusCode).toBe(404);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.bookingId, id))).toEqual([]);
  });

  it('not before the stay is completed, nor before the clock saw the check-out; the window opens exactly at check-out', async () => {
    const { renter, id, checkOutAt } = await completedStay(t, owner);
    // Completed (check-in + 24 h) but still staying: the window is not open yet.
    const early = await write(id, renter.cookie, { stars: 5, body: GOOD });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This stay can be reviewed once it has ended');
    expect((await read(id, renter.cookie)).json()).toMatchObject({ canWrite: false, closesAt: null });
    await reviewsTickAt(t, new Date(checkOutAt.getTime() - 1));
    expect(await t.database.db.select().from(reviewWindows).where(eq(reviewWindows.bookingId, id))).toEqual(
      [],
    );
    await reviewsTickAt(t, checkOutAt);
    const [w] = await t.database.db.select().from(reviewWindows).where(eq(reviewWindows.bookingId, id));
    expect(w.opensAt.getTime()).toBe(checkOutAt.getTime());
    expect(w.closesAt.getTime()).toBe(checkOutAt.getTime() + REVIEW_WINDOW_DAYS * DAY);
    const view = (await read(id, renter.cookie)).json();
    expect(view).toMatchObject({
      side: 'guest',
      canWrite: true,
      mine: null,
      theirs: null,
      publishedAt: null,
    });
    expect(view.closesAt).toBe(w.closesAt.toISOString());
  });

  it('a booking that is cancelled, or on hold while a problem is open, cannot be reviewed', async () => {
    const { renter, id } = await completedStay(t, owner, { open: true });
    await t.database.db.update(bookings).set({ status: 'on_hold' }).where(eq(bookings.id, id));
    const held = await write(id, renter.cookie, { stars: 1, body: GOOD });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Only a completed stay can be reviewed');
    expect((await read(id, renter.cookie)).json().canWrite).toBe(false);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelReason: 'staff_refund_all' })
      .where(eq(bookings.id, id));
    expect((await write(id, renter.cookie, { stars: 1, body: GOOD })).statusCode).toBe(409);
    // A paid-out stay may (the owner's payout does not end the window).
    const other = await completedStay(t, owner, { open: true });
    await t.database.db.update(bookings).set({ status: 'paid_out' }).where(eq(bookings.id, other.id));
    expect((await write(other.id, other.renter.cookie, { stars: 4, body: GOOD })).statusCode).toBe(201);
  });

  it('a stay that is on hold at check-out gets no window until it is completed again', async () => {
    const { id, checkOutAt } = await completedStay(t, owner);
    await t.database.db.update(bookings).set({ status: 'on_hold' }).where(eq(bookings.id, id));
    await reviewsTickAt(t, checkOutAt);
    expect(await t.database.db.select().from(reviewWindows).where(eq(reviewWindows.bookingId, id))).toEqual(
      [],
    );
    await t.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
    await reviewsTickAt(t, new Date(checkOutAt.getTime() + 3 * DAY));
    const [w] = await t.database.db.select().from(reviewWindows).where(eq(reviewWindows.bookingId, id));
    // The window still runs from check-out, not from when it was opened.
    expect(w.closesAt.getTime()).toBe(checkOutAt.getTime() + REVIEW_WINDOW_DAYS * DAY);
  });

  it('within 14 days of check-out: accepted a millisecond before the window closes, refused at the moment it does', async () => {
    const { renter, id, checkOutAt } = await completedStay(t, owner, { open: true });
    const closes = new Date(checkOutAt.getTime() + REVIEW_WINDOW_DAYS * DAY);
    const service = reviewsOf(t);
    const ownerUser = { ...owner, role: 'user' as const };
    await expect(service.write(ownerUser, id, { stars: 4, body: GOOD }, closes)).rejects.toMatchObject({
      key: 'reviews.windowClosed',
    });
    const guest = { ...renter, role: 'user' as const };
    const saved = await service.write(guest, id, { stars: 5, body: GOOD }, new Date(closes.getTime() - 1));
    expect(saved.mine?.stars).toBe(5);
    expect(saved.theirs).toBeNull();
    // A window the clock has already closed refuses at any moment.
    await reviewsTickAt(t, closes);
    const late = await write(id, owner.cookie, { stars: 4, body: GOOD });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The 14 days to review this stay have ended');
  });
});

describe('what a review holds', () => {
  it('stars an integer from 1 to 5 and a text of 20 to 2,000 characters, without NUL or control characters; messages in the reader’s language', async () => {
    const { renter, id } = await completedStay(t, owner, { open: true });
    const bad: object[] = [
      { stars: 0, body: GOOD },
      { stars: 6, body: GOOD },
      { stars: 4.5, body: GOOD },
      { stars: '5', body: GOOD },
      { stars: -1, body: GOOD },
      { stars: 1e308, body: GOOD },
      { body: GOOD },
      { stars: 5 },
      { stars: 5, body: 'x'.repeat(19) },
      { stars: 5, body: `   ${'x'.repeat(19)}   ` },
      { stars: 5, body: 'x'.repeat(2001) },
      { stars: 5, body: `${GOOD}\u0000` },
      { stars: 5, body: `${GOOD}\u0007` },
      { stars: 5, body: `${GOOD}\u001b[31m` },
      { stars: 5, body: 1234567890 },
    ];
    for (const payload of bad) {
      const res = await write(id, renter.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const es = await write(id, renter.cookie, { stars: 9, body: GOOD }, 'es-MX');
    expect(es.json().message).toContain('Elige de 1 a 5 estrellas');
    const short = await write(id, renter.cookie, { stars: 3, body: 'too short' }, 'es-MX');
    expect(short.json().message).toContain('Escribe al menos 20 caracteres');
    expect(await t.database.db.select().from(reviews).where(eq(reviews.bookingId, id))).toEqual([]);
    // Line breaks and tabs are text; the body is trimmed; exactly 2,000 characters fit.
    const ok = await write(id, renter.cookie, {
      stars: 3,
      body: `  Line one\n\tline two${'.'.repeat(1982)}  `,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().mine.body.length).toBe(2000);
  });

  it('once per side: 200 posts at once make one review, the rest are told it is written', async () => {
    const { renter, id } = await completedStay(t, owner, { open: true });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => write(id, renter.cookie, { stars: (i % 5) + 1, body: GOOD })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(rows).toHaveLength(1);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      'You have already reviewed this stay',
    );
    // The database refuses a second row of a side whatever the service does.
    await expect(t.database.db.insert(reviews).values({ ...rows[0], id: undefined })).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update reviews set stars = 6 where id = ${rows[0].id}`),
    ).rejects.toThrow();
  });
});

describe('blind until both are written, then published together', () => {
  it('the first review is seen by its author only: not the other side, not the public, not the averages; the second publishes both', async () => {
    const host = await payableOwner(t);
    const { renter, id, resortId } = await completedStay(t, host, { open: true });
    const before = (await get(`/api/resorts/${resortId}/reviews`)).json();
    const first = await write(id, renter.cookie, { stars: 2, body: 'The pool was closed all week long.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.json()).toMatchObject({ side: 'guest', canWrite: false, theirs: null, publishedAt: null });
    expect(first.json().mine).toMatchObject({ stars: 2, publishedAt: null });
    const ownerView = (await read(id, host.cookie)).json();
    expect(ownerView).toMatchObject({ side: 'owner', canWrite: true, mine: null, theirs: null });
    expect(JSON.stringify(ownerView)).not.toContain('pool');
    const resortPage = (await get(`/api/resorts/${resortId}/reviews`)).json();
    expect(resortPage.count).toBe(before.count);
    expect(JSON.stringify(resortPage)).not.toContain('pool was closed');
    expect((await get(`/api/owners/${host.id}/reviews`)).json()).toMatchObject({
      items: [],
      count: 0,
      average: null,
    });
    const ratings = (await get('/api/reviews/resorts')).json();
    expect(ratings.items.find((r: { resortId: number }) => r.resortId === resortId)?.count ?? 0).toBe(
      before.count,
    );

    const second = await write(id, host.cookie, {
      stars: 5,
      body: 'A perfect guest: tidy, kind and on time.',
    });
    expect(second.statusCode, second.body).toBe(201);
    const both = second.json();
    expect(both.mine.publishedAt).not.toBeNull();
    expect(both.theirs).toMatchObject({ stars: 2, body: 'The pool was closed all week long.' });
    expect(both.publishedAt).toBe(both.mine.publishedAt);
    expect((await read(id, renter.cookie)).json().theirs).toMatchObject({ stars: 5 });

    // The owner's list and average: the guest's review only (the owner's rates the guest).
    const ownerPage = await get(`/api/owners/${host.id}/reviews`);
    expect(ownerPage.headers['cache-control']).toBe('no-store');
    expect(ownerPage.json()).toMatchObject({ count: 1, total: 1, average: 2 });
    const [item] = ownerPage.json().items;
    expect(Object.keys(item).sort()).toEqual(['body', 'id', 'publishedAt', 'reviewer', 'stars', 'stayMonth']);
    expect(item).toMatchObject({ stars: 2, reviewer: 'Test U.' });
    expect(item.stayMonth).toMatch(/^\d{4}-\d{2}$/);
    const after = (await get(`/api/resorts/${resortId}/reviews`)).json();
    expect(after.count).toBe(before.count + 1);
    expect(JSON.stringify(after)).not.toContain('A perfect guest');
  });

  it('two sides writing at the same moment still publish both (ten rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const { renter, id } = await completedStay(t, owner, { open: true });
      const [a, b] = await Promise.all([
        write(id, renter.cookie, { stars: 4, body: GOOD }),
        write(id, owner.cookie, { stars: 5, body: 'Kind guests who left the unit spotless.' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const rows = await t.database.db.select().from(reviews).where(eq(reviews.bookingId, id));
      expect(rows.map((r) => r.publishedAt === null)).toEqual([false, false]);
      expect(rows[0].publishedAt?.getTime()).toBeDefined();
    }
  });

  it('when only one side wrote, the window’s close publishes it (a moment before, nothing)', async () => {
    const host = await payableOwner(t);
    const { id, checkOutAt } = await completedStay(t, host, { open: true });
    expect(
      (await write(id, host.cookie, { stars: 3, body: 'Fine guests, a bit loud at night.' })).statusCode,
    ).toBe(201);
    const closes = checkOutAt.getTime() + REVIEW_WINDOW_DAYS * DAY;
    await reviewsTickAt(t, new Date(closes - 1));
    expect(
      (await t.database.db.select().from(reviews).where(eq(reviews.bookingId, id)))[0].publishedAt,
    ).toBeNull();
    const r = await reviewsTickAt(t, new Date(closes));
    expect(r.closed).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(row.publishedAt?.getTime()).toBe(closes);
    // The owner's review rates the guest: it is in neither the resort's nor the owner's average.
    expect((await get(`/api/owners/${host.id}/reviews`)).json()).toMatchObject({ count: 0, average: null });
    // Ran again, nothing more is done.
    expect(await reviewsTickAt(t, new Date(closes + DAY))).toMatchObject({
      opened: 0,
      closed: 0,
      published: 0,
    });
  });
});

describe('averages', () => {
  it('a resort’s and an owner’s average count only published guests’ reviews, to one decimal', async () => {
    const host = await payableOwner(t);
    const stars = [5, 4, 4];
    let resortId = 0;
    for (const s of stars) {
      const stay = await completedStay(t, host, { open: true });
      resortId = stay.resortId;
      await write(stay.id, stay.renter.cookie, { stars: s, body: GOOD });
      await write(stay.id, host.cookie, { stars: 1, body: 'Rated low, but about the guest only.' });
    }
    // One more, written by the guest and not yet published.
    const hidden = await completedStay(t, host, { open: true });
    await write(hidden.id, hidden.renter.cookie, { stars: 1, body: GOOD });
    const page = (await get(`/api/owners/${host.id}/reviews?pageSize=2`)).json();
    expect(page).toMatchObject({ count: 3, total: 3, average: 4.3, page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    const page2 = (await get(`/api/owners/${host.id}/reviews?pageSize=2&page=2`)).json();
    expect(page2.items).toHaveLength(1);
    // Newest first.
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    // The resort's sums agree with its published guests' reviews.
    const [sums] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(stars), 0)::int` })
      .from(reviews)
      .where(sql`resort_id = ${resortId} and side = 'guest' and published_at is not null`);
    const resort = (await get(`/api/resorts/${resortId}/reviews`)).json();
    expect(resort.count).toBe(sums.n);
    expect(resort.average).toBe(Math.round((sums.total * 10) / sums.n) / 10);
    const rating = (await get('/api/reviews/resorts'))
      .json()
      .items.find((r: { resortId: number }) => r.resortId === resortId);
    expect(rating).toEqual({ resortId, count: sums.n, average: resort.average });
  });

  it('unknown resorts and owners are 404; bad paging is 400', async () => {
    expect((await get('/api/resorts/2147483000/reviews')).statusCode).toBe(404);
    expect((await get('/api/owners/2147483000/reviews')).statusCode).toBe(404);
    expect((await get('/api/owners/1/reviews?pageSize=51')).statusCode).toBe(400);
    expect((await get('/api/owners/99999999999/reviews')).statusCode).toBe(400);
  });
});

describe("the reviews' clock", () => {
  it('queues a job at the reminder and at the close in the transaction that opens the window', async () => {
    const stay = await completedStay(t, owner);
    const quiet = { error: () => {}, warn: () => {} };
    const clocked = reviewsService({
      db: t.database.db,
      nudges: reviewNudges(openJobQueue(t.database, quiet)),
    });
    const jobsOf = async () =>
      rowsOf<{ start: string }>(
        await t.database.db.execute(
          sql`select start_after::text as start from pgboss.job where name = ${REVIEW_DUE_QUEUE} order by start_after`,
        ),
      ).length;
    const before = await jobsOf();
    expect((await clocked.tick(stay.checkOutAt)).opened).toBeGreaterThanOrEqual(1);
    expect(await jobsOf()).toBeGreaterThanOrEqual(before + 2);
  });

  it('opens a window once, however often it runs', async () => {
    const stay = await completedStay(t, owner);
    await tickAt(t, stay.checkOutAt);
    const r = await reviewsTickAt(t, stay.checkOutAt);
    expect(r.opened).toBeGreaterThanOrEqual(1);
    expect((await reviewsTickAt(t, stay.checkOutAt)).opened).toBe(0);
  });
});
