import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingLedgerEntries, bookings } from '#src/server/db/schema/bookings.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, expectBalanced, onOffer, postBooking, tickAt } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';

let t: TestApp;
let owner: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  renter = await createUser(t);
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);
describe('POST /api/bookings', () => {
  it("holds the week for the renter's payment: out of every public list at once, the stay in the resort's time", async () => {
    const { week } = await bookableWeek(t, owner.id);
    const before = await inject(t, { method: 'GET', url: `/api/weeks/search?locationId=${week.locationId}` });
    const res = await postBooking(t, renter.cookie, week.id);
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json();
    expect(held).toMatchObject({ status: 'pending_payment', total: 1200, currency: 'usd', provider: 'test' });
    expect(held.reference).toMatch(/^SEM-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(held.clientSecret).toMatch(/^pi_test_\w+_secret_/);
    expect(String(res.headers['cache-control'])).toContain('no-store');
    expect(await onOffer(t, week.id)).toBe(false);
    const after = await inject(t, { method: 'GET', url: `/api/weeks/search?locationId=${week.locationId}` });
    expect(after.json().total).toBe(before.json().total - 1);
    expect(after.json().items.map((w: { id: number }) => w.id)).not.toContain(week.id);

    const detail = (
      await inject(t, { method: 'GET', url: `/api/bookings/${held.id}`, cookie: renter.cookie })
    ).json();
    expect(detail).toMatchObject({
      viewer: 'guest',
      status: 'pending_payment',
      timeZone: 'America/Mazatlan',
      nights: 7,
      guests: [
        { firstName: 'Ana', lastName: 'García López' },
        { firstName: 'Luis', lastName: 'García' },
      ],
      allowed: ['abandon'],
    });
    // 3 PM in Los Cabos is 22:00 UTC (UTC−7 all year); check-out 11 AM the day after the last.
    expect(detail.checkInAt).toBe(`${week.fromDate}T22:00:00.000Z`);
    expect(detail.checkOutAt.slice(11)).toBe('18:00:00.000Z');
    expect(detail.commission).toBeUndefined();
    const asOwner = (
      await inject(t, { method: 'GET', url: `/api/bookings/${held.id}`, cookie: owner.cookie })
    ).json();
    // 25 % of (1,200 − 200) = 250; the owner gets the rest.
    expect(asOwner).toMatchObject({ viewer: 'owner', commission: 250, ownerShare: 950, allowed: [] });
  });

  it('gives the same renter the same booking and payment again (a double click), and anyone else a 409', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const first = (await postBooking(t, renter.cookie, week.id)).json();
    const again = await postBooking(t, renter.cookie, week.id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, clientSecret: first.clientSecret });
    const other = await createUser(t);
    const late = await postBooking(t, other.cookie, week.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Someone is paying for this week right now, or it is already booked.');
  });

  it('lets a renter hold at most two weeks for payment at once', async () => {
    const hoarder = await createUser(t);
    for (let i = 0; i < 2; i++)
      expect(
        (await postBooking(t, hoarder.cookie, (await bookableWeek(t, owner.id)).week.id)).statusCode,
      ).toBe(201);
    const third = await postBooking(t, hoarder.cookie, (await bookableWeek(t, owner.id)).week.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      'You are already paying for 2 weeks: finish or give up one of them first.',
    );
  });

  it('refuses one’s own week (403), a stranger (401), a missing week (404), too many guests and bad input (400)', async () => {
    const { week, maxOccupancy } = await bookableWeek(t, owner.id);
    expect((await postBooking(t, owner.cookie, week.id)).statusCode).toBe(403);
    expect((await postBooking(t, undefined, week.id)).statusCode).toBe(401);
    expect((await postBooking(t, renter.cookie, 2_000_000_000)).statusCode).toBe(404);
    const crowd = Array.from({ length: maxOccupancy }, (_, i) => ({ firstName: `G${i}`, lastName: 'X' }));
    const tooMany = await postBooking(t, renter.cookie, week.id, { guests: crowd });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`This unit sleeps at most ${maxOccupancy} guests`);
    for (const bad of [
      { weekId: 3_000_000_000 },
      { acceptAgreement: false },
      { leadGuest: { firstName: '', lastName: 'X' } },
      { leadGuest: { firstName: 'A\u0000', lastName: 'X' } },
      { note: 'x'.repeat(1001) },
      { guests: 'all of us' },
    ]) {
      const res = await postBooking(t, renter.cookie, week.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Nothing of the refusals was written: the week is still on offer.
    expect(await onOffer(t, week.id)).toBe(true);
  });

  it('refuses a week starting within 48 hours, and its quote says why', async () => {
    const { week } = await bookableWeek(t, owner.id, { daysAhead: 1 });
    const res = await postBooking(t, renter.cookie, week.id);
    expect(res.statusCode).toBe(409);
    expect(await onOffer(t, week.id)).toBe(true);
    const quote = await inject(t, {
      method: 'GET',
      url: `/api/bookings/quote?weekId=${week.id}`,
      cookie: renter.cookie,
    });
    expect(quote.json()).toMatchObject({ available: false, reason: 'bookings.weekStartsTooSoon' });
  });

  it('quotes the stay, the total, the guests and the refund dates before anything is held', async () => {
    const { week, maxOccupancy } = await bookableWeek(t, owner.id);
    const quote = (
      await inject(t, { method: 'GET', url: `/api/bookings/quote?weekId=${week.id}`, cookie: renter.cookie })
    ).json();
    expect(quote).toMatchObject({
      weekId: week.id,
      locationName: 'Los Cabos',
      timeZone: 'America/Mazatlan',
      checkInAt: `${week.fromDate}T22:00:00.000Z`,
      nights: 7,
      total: 1200,
      maxOccupancy,
      lateRefundPercent: 25,
      available: true,
      reason: null,
    });
    // Check-in less 31 calendar days, at the same local hour.
    expect(Date.parse(quote.checkInAt) - Date.parse(quote.fullRefundUntil)).toBe(31 * 86_400_000);
    expect(await onOffer(t, week.id)).toBe(true);
    const own = (
      await inject(t, { method: 'GET', url: `/api/bookings/quote?weekId=${week.id}`, cookie: owner.cookie })
    ).json();
    expect(own).toMatchObject({ available: false, reason: 'bookings.cannotBookOwnWeek' });
    expect(
      (await inject(t, { method: 'GET', url: `/api/bookings/quote?weekId=${week.id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject(t, {
          method: 'GET',
          url: '/api/bookings/quote?weekId=2000000000',
          cookie: renter.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets twenty renters at once try for one week: exactly one holds it', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const renters = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const answers = await Promise.all(renters.map((r) => postBooking(t, r.cookie, week.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [{ live }] = await t.database.db
      .select({ live: sql<number>`count(*)::int` })
      .from(bookings)
      .where(sql`${bookings.weekId} = ${week.id} and ${bookings.status} <> 'cancelled'`);
    expect(live).toBe(1);
  });
});

describe('paying, giving up and the 15-minute hold', () => {
  // A renter holds at most two weeks at once: each case books as someone new.
  beforeEach(async () => {
    renter = await createUser(t);
  });

  it('a test card payment moves the booking to its owner, the money charged and held in a balanced ledger', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    const paid = await confirm(held.clientSecret, '4242424242424242');
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const detail = (
      await inject(t, { method: 'GET', url: `/api/bookings/${held.id}`, cookie: renter.cookie })
    ).json();
    expect(detail.status).toBe('awaiting_owner');
    expect(detail.paidAt).not.toBeNull();
    expect(Date.parse(detail.acceptBy) - Date.parse(detail.paidAt)).toBe(48 * 3_600_000);
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 120_000, held: 120_000 });
    // Confirming again charges nothing a second time.
    await confirm(held.clientSecret, '4242424242424242');
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 120_000, held: 120_000 });
    expect(await onOffer(t, week.id)).toBe(false);
    const trips = (
      await inject(t, { method: 'GET', url: '/api/bookings/mine', cookie: renter.cookie })
    ).json();
    expect(trips.items.map((b: { id: number }) => b.id)).toContain(held.id);
  });

  it('a declined card leaves the hold; the clock ends it after 15 minutes, the week is on offer again and a late card is refused', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    expect((await confirm(held.clientSecret, '4000000000000002')).json().status).toBe('failed');
    expect(await onOffer(t, week.id)).toBe(false);
    // Not yet due: nothing changes.
    await tickAt(t, new Date(Date.parse(held.holdExpiresAt) - 1000));
    expect(await onOffer(t, week.id)).toBe(false);
    const report = await tickAt(t, new Date(Date.parse(held.holdExpiresAt) + 1000));
    expect(report.expiredHolds).toBeGreaterThanOrEqual(1);
    expect(await onOffer(t, week.id)).toBe(true);
    const detail = (
      await inject(t, { method: 'GET', url: `/api/bookings/${held.id}`, cookie: renter.cookie })
    ).json();
    expect(detail).toMatchObject({ status: 'cancelled', cancelReason: 'payment_expired', allowed: [] });
    const late = await confirm(held.clientSecret, '4242424242424242');
    expect(late.statusCode).toBe(409);
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 0, held: 0 });
    // Running the clock again changes nothing.
    expect((await tickAt(t, new Date(Date.parse(held.holdExpiresAt) + 2000))).expiredHolds).toBe(0);
  });

  it('the renter gives the hold up: the week is on offer again at once, and the booking cannot be paid', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    const other = await createUser(t);
    expect(
      (await inject(t, { method: 'POST', url: `/api/bookings/${held.id}/cancel`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(t, { method: 'POST', url: `/api/bookings/${held.id}/cancel`, cookie: owner.cookie }))
        .statusCode,
    ).toBe(409);
    const gaveUp = await inject(t, {
      method: 'POST',
      url: `/api/bookings/${held.id}/cancel`,
      cookie: renter.cookie,
    });
    expect(gaveUp.statusCode).toBe(200);
    expect(gaveUp.json()).toMatchObject({ status: 'cancelled', cancelReason: 'guest_abandoned' });
    expect(await onOffer(t, week.id)).toBe(true);
    expect((await confirm(held.clientSecret, '4242424242424242')).statusCode).toBe(409);
    // Someone else may book it now.
    expect((await postBooking(t, other.cookie, week.id)).statusCode).toBe(201);
  });
});

describe('who sees a booking', () => {
  beforeEach(async () => {
    renter = await createUser(t);
  });

  it('its guest, its owner and staff; anyone else gets 404 as for a booking that does not exist', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    const stranger = await createUser(t, { active: true });
    const manager = await createUser(t, { role: 'manager', active: true });
    const get = (cookie?: string, id = held.id) =>
      inject(t, { method: 'GET', url: `/api/bookings/${id}`, cookie });
    expect((await get(stranger.cookie)).statusCode).toBe(404);
    expect((await get(stranger.cookie, 2_000_000_000)).statusCode).toBe(404);
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(manager.cookie)).json().viewer).toBe('staff');
    const theirs = (
      await inject(t, { method: 'GET', url: '/api/bookings/mine', cookie: stranger.cookie })
    ).json();
    expect(theirs.items).toEqual([]);
  });
});

describe('the ledger', () => {
  beforeEach(async () => {
    renter = await createUser(t);
  });

  it('refuses an unbalanced movement at commit, and a movement once written is never changed', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    await confirm(held.clientSecret, '4242424242424242');
    const db = t.database.db;
    await expect(
      db
        .insert(bookingLedgerEntries)
        .values({ bookingId: held.id, kind: 'refund', amountCents: 100, stepKey: 'x' }),
    ).rejects.toThrow();
    await expect(
      db
        .update(bookingLedgerEntries)
        .set({ amountCents: 1 })
        .where(eq(bookingLedgerEntries.bookingId, held.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(bookingLedgerEntries).where(eq(bookingLedgerEntries.bookingId, held.id)),
    ).rejects.toThrow();
    // A balanced pair in one transaction is accepted.
    await db.transaction(async (tx) => {
      await tx.insert(bookingLedgerEntries).values([
        { bookingId: held.id, kind: 'release', amountCents: 100, stepKey: 'test-release' },
        { bookingId: held.id, kind: 'refund', amountCents: 100, stepKey: 'test-release' },
      ]);
    });
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 120_000, held: 119_900 });
  });
});
