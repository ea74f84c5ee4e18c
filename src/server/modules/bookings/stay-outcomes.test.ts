import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeVersions } from '#src/server/db/schema/change-versions.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  bookableWeek,
  CONFIRMATION_PDF,
  expectBalanced,
  postBooking,
  tickAt,
  uploadConfirmation,
} from '#src/server/test/bookings.ts';
import type { UploadFile } from '#src/server/test/multipart.ts';
import { recordPaidMembership } from '#src/server/test/paid-membership.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';

// How a confirmed stay ends: paid to the owner, held by the guest's report and decided by staff;
// the owner's record of the year; and what a booking's charge leaves alone (the accounts version).

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  expect(
    (await inject(t, { method: 'POST', url: '/api/payouts/account', cookie: owner.cookie })).json(),
  ).toEqual({
    status: 'active',
  });
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);
const HOUR = 3_600_000;

const post = (path: string, cookie?: string, payload?: object) =>
  inject(t, { method: 'POST', url: path, cookie, ...(payload ? { payload } : {}) });
const get = (path: string, cookie?: string) => inject(t, { method: 'GET', url: path, cookie });

const PDF = CONFIRMATION_PDF;
const upload = (id: number, cookie: string | undefined, files: UploadFile[]) =>
  uploadConfirmation(t, id, cookie, files);

/** A booking the owner accepted, ready for the resort's confirmation. */
async function acceptedBooking(daysAhead = 60) {
  const renter = await createUser(t);
  const { week } = await bookableWeek(t, owner.id, { daysAhead });
  const held = (await postBooking(t, renter.cookie, week.id)).json();
  expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
  const id = held.id as number;
  expect((await post(`/api/bookings/${id}/accept`, owner.cookie)).json().status).toBe('accepted');
  return { renter, id };
}

describe("the guest's problem report and the owner's payout", () => {
  it('without a report the owner is paid at check-in + 48 h, once, and the books balance', async () => {
    const { renter, id } = await acceptedBooking();
    const b = (
      await upload(id, owner.cookie, [{ name: 'c.pdf', data: PDF, type: 'application/pdf' }])
    ).json();
    const checkIn = Date.parse(b.checkInAt);
    await tickAt(t, new Date(checkIn + 24 * HOUR + 1000));
    const completed = (await get(`/api/bookings/${id}`, owner.cookie)).json();
    expect(completed.status).toBe('completed');
    expect(completed.money).toEqual({ refunded: 0, refundPending: 0, paidOut: 0, payoutPending: 950 });
    // Too late to report now.
    expect(
      (await post(`/api/bookings/${id}/report`, renter.cookie, { text: 'The unit was not clean at all' }))
        .statusCode,
    ).toBe(409);
    await tickAt(t, new Date(checkIn + 48 * HOUR + 1000));
    await tickAt(t, new Date(checkIn + 49 * HOUR));
    const paid = (await get(`/api/bookings/${id}`, owner.cookie)).json();
    expect(paid.status).toBe('paid_out');
    expect(paid.money).toEqual({ refunded: 0, refundPending: 0, paidOut: 950, payoutPending: 0 });
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json().money).toEqual({
      refunded: 0,
      refundPending: 0,
    });
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 0,
      commission: 25_000,
      paidOut: 95_000,
      held: 0,
    });
  });

  it('a report by the guest before check-in + 24 h holds the booking and its payout; only the guest reports, with words', async () => {
    const { renter, id } = await acceptedBooking();
    const b = (
      await upload(id, owner.cookie, [{ name: 'c.pdf', data: PDF, type: 'application/pdf' }])
    ).json();
    const text = 'The resort had no reservation under my name at check-in.';
    const byOwner = await post(`/api/bookings/${id}/report`, owner.cookie, { text });
    expect(byOwner.statusCode).toBe(403);
    const stranger = await createUser(t);
    expect((await post(`/api/bookings/${id}/report`, stranger.cookie, { text })).statusCode).toBe(404);
    for (const bad of [
      {},
      { text: 'short' },
      { text: 'x'.repeat(2001) },
      { text: 'bad\u0000byte here ok' },
    ]) {
      expect(
        (await post(`/api/bookings/${id}/report`, renter.cookie, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const checkIn = Date.parse(b.checkInAt);
    const reported = await post(`/api/bookings/${id}/report`, renter.cookie, { text: `  ${text}  ` });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({ status: 'on_hold', problemText: text, viewer: 'guest' });
    expect(reported.json().problemReportedAt).not.toBeNull();
    expect((await post(`/api/bookings/${id}/report`, renter.cookie, { text })).statusCode).toBe(409);
    // The clock passes the payout time: nothing is paid while staff have not decided.
    await tickAt(t, new Date(checkIn + 72 * HOUR));
    const held = (await get(`/api/bookings/${id}`, owner.cookie)).json();
    expect(held.status).toBe('on_hold');
    expect(held.problemText).toBe(text);
    expect(held.money).toEqual({ refunded: 0, refundPending: 0, paidOut: 0, payoutPending: 0 });
    expect(await expectBalanced(t, id)).toMatchObject({ held: 120_000, paidOut: 0 });
  });
});

describe('a problem report decided by staff', () => {
  /** A confirmed booking its guest reported, past the payout time: held until staff decide. */
  async function reported() {
    const { renter, id } = await acceptedBooking();
    const b = (
      await upload(id, owner.cookie, [{ name: 'c.pdf', data: PDF, type: 'application/pdf' }])
    ).json();
    const text = 'The unit was given to another family at check-in.';
    expect((await post(`/api/bookings/${id}/report`, renter.cookie, { text })).json().status).toBe('on_hold');
    const checkIn = Date.parse(b.checkInAt);
    await tickAt(t, new Date(checkIn + 50 * HOUR));
    expect(await expectBalanced(t, id)).toMatchObject({ held: 120_000, paidOut: 0, refunded: 0 });
    return { renter, id, checkIn };
  }

  it('released: the owner is paid their share once, and the books balance', async () => {
    const staff = await createUser(t, { role: 'manager', active: true });
    const { id, checkIn } = await reported();
    const released = await post(`/api/staff/bookings/${id}/release`, staff.cookie, {
      reason: 'The resort confirmed the family stayed as booked.',
    });
    expect(released.statusCode, released.body).toBe(200);
    await tickAt(t, new Date(checkIn + 51 * HOUR));
    await tickAt(t, new Date(checkIn + 52 * HOUR));
    expect((await get(`/api/bookings/${id}`, owner.cookie)).json()).toMatchObject({
      status: 'paid_out',
      money: { paidOut: 950, payoutPending: 0 },
    });
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 0,
      commission: 25_000,
      paidOut: 95_000,
      held: 0,
    });
  });

  it('refunded in part: the guest gets that part, the owner their share of the rest', async () => {
    const staff = await createUser(t, { role: 'manager', active: true });
    const { renter, id, checkIn } = await reported();
    const refunded = await post(`/api/staff/bookings/${id}/refund`, staff.cookie, {
      amount: 300,
      reason: 'Two nights were lost to a room change.',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await tickAt(t, new Date(checkIn + 51 * HOUR));
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json().money).toEqual({
      refunded: 300,
      refundPending: 0,
    });
    // Kept 900 less the usage fee 200: a commission of 175, the owner paid 725.
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 30_000,
      commission: 17_500,
      paidOut: 72_500,
      held: 0,
    });
  });

  it('refunded in full: the booking is cancelled, the guest gets everything back, the owner nothing', async () => {
    const staff = await createUser(t, { role: 'manager', active: true });
    const { renter, id, checkIn } = await reported();
    const all = await post(`/api/staff/bookings/${id}/refund`, staff.cookie, {
      reason: 'The resort had no reservation for the guest.',
    });
    expect(all.statusCode, all.body).toBe(200);
    await tickAt(t, new Date(checkIn + 60 * HOUR));
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'staff_refund_all',
      money: { refunded: 1200, refundPending: 0 },
    });
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 120_000,
      commission: 0,
      paidOut: 0,
      held: 0,
    });
  });
});

describe("the owner's record", () => {
  it('counts the stays that took place and every booking that ended on the owner’s side, by why; only for that owner', async () => {
    const keeper = await createUser(t, { active: true });
    await post('/api/payouts/account', keeper.cookie);
    const book = async () => {
      const renter = await createUser(t);
      const { week } = await bookableWeek(t, keeper.id);
      const held = (await postBooking(t, renter.cookie, week.id)).json();
      await confirm(held.clientSecret, '4242424242424242');
      return (await get(`/api/bookings/${held.id}`, keeper.cookie)).json();
    };
    const declined = await book();
    await post(`/api/bookings/${declined.id}/decline`, keeper.cookie);
    const unanswered = await book();
    await tickAt(t, new Date(Date.parse(unanswered.acceptBy) + 1000));
    const unconfirmed = await book();
    await post(`/api/bookings/${unconfirmed.id}/accept`, keeper.cookie);
    const accepted = (await get(`/api/bookings/${unconfirmed.id}`, keeper.cookie)).json();
    await tickAt(t, new Date(Date.parse(accepted.confirmBy) + 1000));
    const cancelled = await book();
    await post(`/api/bookings/${cancelled.id}/accept`, keeper.cookie);
    await post(`/api/bookings/${cancelled.id}/cancel`, keeper.cookie);
    const stayed = await book();
    await post(`/api/bookings/${stayed.id}/accept`, keeper.cookie);
    await upload(stayed.id, keeper.cookie, [{ name: 'c.pdf', data: PDF, type: 'application/pdf' }]);
    await tickAt(t, new Date(Date.parse(stayed.checkInAt) + 25 * HOUR));

    const record = await get('/api/bookings/owner/record', keeper.cookie);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      stays: 1,
      declined: 1,
      noAnswer: 1,
      noConfirmation: 1,
      cancelled: 1,
    });
    const fresh = await createUser(t, { active: true });
    expect((await get('/api/bookings/owner/record', fresh.cookie)).json()).toMatchObject({
      stays: 0,
      declined: 0,
      noAnswer: 0,
      noConfirmation: 0,
      cancelled: 0,
    });
    expect((await get('/api/bookings/owner/record')).statusCode).toBe(401);
  });
});

describe('bookings and the staff accounts list', () => {
  const accountsVersion = async () =>
    (
      await t.database.db
        .select({ v: changeVersions.version })
        .from(changeVersions)
        .where(eq(changeVersions.name, 'accounts'))
    )[0].v;

  it('a booking’s charge leaves the accounts version as it was (bookings at once never queue on it); a membership bumps it', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    const before = await accountsVersion();
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    const id = held.id as number;
    expect((await post(`/api/bookings/${id}/accept`, owner.cookie)).json().status).toBe('accepted');
    expect(await accountsVersion()).toBe(before);
    const member = await createUser(t);
    const afterUser = await accountsVersion();
    await recordPaidMembership(t, member.id);
    expect(await accountsVersion()).toBeGreaterThan(afterUser);
    expect((await post(`/api/bookings/${id}/cancel`, owner.cookie)).statusCode).toBe(200);
  });
});
