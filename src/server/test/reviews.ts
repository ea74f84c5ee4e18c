import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { reviewMail } from '#src/server/modules/reviews/mails.ts';
import { reviewsService } from '#src/server/modules/reviews/service.ts';
import { createUser, inject, type TestApp, type TestUser } from './app';
import { bookableWeek, confirmStay, postBooking, queuingMailer, tickAt } from './bookings';
import { paymentCalls } from './payment-calls';

const HOUR = 3_600_000;

/** The reviews' service on the test app's database, its mail queued there, as the admin CLI's reviews:tick builds it. */
export const reviewsOf = (t: TestApp) =>
  reviewsService({
    db: t.database.db,
    ...reviewMail(queuingMailer(t), { operator: t.config.operator, publicUrl: t.config.publicUrl }),
  });

/** The reviews' clock run "as of" `now`. */
export const reviewsTickAt = (t: TestApp, now: Date) => reviewsOf(t).tick(now);

/**
 * A booking of `owner`'s week by a new renter, paid, accepted, confirmed and completed by the
 * bookings' clock (check-in + 24 h); with `open`, the reviews' clock has opened its window at check-out.
 */
export async function completedStay(
  t: TestApp,
  owner: TestUser,
  opts: { open?: boolean; daysAhead?: number; renter?: TestUser } = {},
) {
  const { confirm } = paymentCalls(() => t);
  const renter = opts.renter ?? (await createUser(t));
  const { week } = await bookableWeek(t, owner.id, { daysAhead: opts.daysAhead ?? 60 });
  const held = (await postBooking(t, renter.cookie, week.id)).json();
  expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
  const id = held.id as number;
  const accepted = await inject(t, {
    method: 'POST',
    url: `/api/bookings/${id}/accept`,
    cookie: owner.cookie,
  });
  expect(accepted.json().status, accepted.body).toBe('accepted');
  await confirmStay(t, id, owner.cookie);
  const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  await tickAt(t, new Date(b.checkInAt.getTime() + 24 * HOUR + 1000));
  const [done] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  expect(done.status).toBe('completed');
  if (opts.open) expect((await reviewsTickAt(t, done.checkOutAt)).opened).toBeGreaterThanOrEqual(1);
  return { renter, id, checkOutAt: done.checkOutAt, resortId: done.resortId, reference: done.reference };
}

/** An owner with a payout account ready to accept bookings. */
export async function payableOwner(t: TestApp) {
  const owner = await createUser(t, { active: true });
  const res = await inject(t, { method: 'POST', url: '/api/payouts/account', cookie: owner.cookie });
  expect(res.json()).toEqual({ status: 'active' });
  return owner;
}
