import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  bookingEvents,
  bookingMoneySteps,
  bookings,
  payoutAccounts,
} from '#src/server/db/schema/bookings.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, type TestUser } from './app';
import { bookableWeek, confirmStay, postBooking } from './bookings';
import { paymentCalls, signStripe, stripeEvent } from './payment-calls';
import { createStripeTestApp } from './stripe-app';
import type { StripeStandIn } from './stripe-stand-in';

const _quiet = { error: () => {} };

/** The app in Stripe mode beside a fresh stand-in, with the destinations seeded for `bookableWeek`. */
export async function stripeBookingsApp(env: Record<string, string> = {}) {
  const made = await createStripeTestApp({ RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000', ...env });
  await seedReferenceData(made.t.database.db);
  return made;
}

/**
 * The calls of a booking paid through Stripe, against the app and stand-in `app()` answers: the
 * guest books through the API, Stripe's side is moved on the stand-in, and what Stripe would then
 * send arrives at the webhook signed.
 */
export function stripeBookingCalls(app: () => { t: TestApp; standIn: StripeStandIn }) {
  const { webhook } = paymentCalls(() => app().t);
  const db = () => app().t.database.db;

  /** Sends one event of `type` about `object` to the webhook, signed; expects it taken. */
  async function send(eventId: string, type: string, object: Record<string, unknown>) {
    const payload = stripeEvent(eventId, type, object);
    const res = await webhook(payload, signStripe(payload));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { received: true; duplicate: boolean };
  }

  /** A week of `owner`'s held by a fresh renter: the booking's API answer and its intent at Stripe. */
  async function book(owner: TestUser, opts: { daysAhead?: number } = {}) {
    const renter = await createUser(app().t);
    const { week } = await bookableWeek(app().t, owner.id, opts);
    const res = await postBooking(app().t, renter.cookie, week.id);
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json();
    const [row] = await db().select().from(bookings).where(eq(bookings.id, held.id));
    return { renter, week, held, id: held.id as number, intentId: row.paymentIntentId as string };
  }

  /** The guest's payment goes through at Stripe, and Stripe says so (event `eventId`). */
  async function pay(intentId: string, eventId = `evt_paid_${intentId}`) {
    const intent = app().standIn.succeed(intentId);
    await send(eventId, 'payment_intent.succeeded', intent);
    return intent;
  }

  return {
    send,
    book,
    pay,
    /** A booking of `owner`'s week, paid. */
    async paidBooking(owner: TestUser, opts: { daysAhead?: number } = {}) {
      const booked = await book(owner, opts);
      const intent = await pay(booked.intentId);
      return { ...booked, chargeId: intent.latest_charge as string };
    },
    post: (path: string, cookie: string) => inject(app().t, { method: 'POST', url: path, cookie }),
    get: (path: string, cookie: string) => inject(app().t, { method: 'GET', url: path, cookie }),
    row: async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0],
    step: async (id: number, stepKey: string) =>
      (
        await db()
          .select()
          .from(bookingMoneySteps)
          .where(and(eq(bookingMoneySteps.bookingId, id), eq(bookingMoneySteps.stepKey, stepKey)))
      )[0],
    transitions: async (id: number) =>
      (
        await db()
          .select({ transition: bookingEvents.transition, cause: bookingEvents.cause })
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, id))
          .orderBy(bookingEvents.id)
      ).map((e) => `${e.transition}:${e.cause}`),

    /** An owner whose Express account Stripe has activated (onboarding done on Stripe's pages). */
    async ownerWithPayouts() {
      const owner = await createUser(app().t, { active: true });
      const opened = await inject(app().t, {
        method: 'POST',
        url: '/api/payouts/account',
        cookie: owner.cookie,
      });
      expect(opened.json()).toEqual({ url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\//) });
      const [account] = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, owner.id));
      app().standIn.activateAccount(account.providerAccountId);
      return { ...owner, accountId: account.providerAccountId };
    },

    /** The owner uploads the resort's confirmation (the route itself): the booking is confirmed. */
    confirmStay: (id: number, ownerCookie: string) => confirmStay(app().t, id, ownerCookie),
  };
}
