import type { AddressInfo } from 'node:net';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/server/db/client.ts';
import { bookingEvents, bookingLedgerEntries, bookings } from '#src/server/db/schema/bookings.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { testProvider } from '#src/server/payments/test-provider.ts';
import { createUser, inject, type TestApp, type TestUser, testAppOn } from '#src/server/test/app.ts';
import { bookableWeek, confirmStay, expectBalanced, onOffer } from '#src/server/test/bookings.ts';
import { createTestDatabase } from '#src/server/test/database.ts';
import { bookingsService } from './service';

/**
 * Bookings under requests at once (decision 056): renters racing for one week over real sockets,
 * the clock run by two processes at once (each its own pool of connections), and the clock racing
 * an owner's answer. On PostgreSQL these are real races between connections; on the embedded
 * engine the same requests are taken one transaction at a time, and the outcome must be the same.
 */
const ENV = { RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000', RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000' };
const HOUR = 3_600_000;
const CARD = '4242424242424242';

let t: TestApp;
let owner: TestUser;
let base: string;
/** A second pool on the same PostgreSQL database, as another process has (PGlite: the same engine). */
let other: Database;
let otherIsOwn = false;

beforeAll(async () => {
  const created = await createTestDatabase();
  t = await testAppOn(created.database, ENV, created.drop);
  if (created.url) {
    other = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    otherIsOwn = true;
  } else other = created.database;
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  const opened = await inject(t, { method: 'POST', url: '/api/payouts/account', cookie: owner.cookie });
  expect(opened.json()).toEqual({ status: 'active' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  if (otherIsOwn) await other?.close();
  await t?.close();
});

/** A request over a real socket, as a browser on the site sends it; answers the status and the JSON body. */
async function send(path: string, cookie: string | undefined, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const book = (cookie: string, weekId: number) =>
  send('/api/bookings', cookie, {
    weekId,
    leadGuest: { firstName: 'Ana', lastName: 'Ruiz' },
    guests: [],
    acceptAgreement: true,
  });

const pay = (clientSecret: string) =>
  send('/api/payments/test/confirm', undefined, {
    clientSecret,
    cardNumber: CARD,
    expiry: '12/34',
    cvc: '123',
  });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The test provider, counting each refund and transfer by its idempotency key, and as slow as a network. */
function countingProvider(secret: string) {
  const inner = testProvider(secret);
  const calls = { transfers: new Map<string, number>(), refunds: new Map<string, number>() };
  const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  const provider: PaymentProvider = {
    ...inner,
    async transfer(input) {
      bump(calls.transfers, input.idempotencyKey);
      await pause(15);
      return inner.transfer(input);
    },
    async refund(input) {
      bump(calls.refunds, input.idempotencyKey);
      await pause(15);
      return inner.refund(input);
    },
  };
  return { provider, calls };
}

/** The bookings service of one process on `database`: its clock is what the booking-due job runs. */
const processOn = (database: Database, provider: PaymentProvider) =>
  bookingsService({
    db: database.db,
    provider,
    log: { error: () => {} },
    mode: 'test',
    publicUrl: 'http://localhost',
  });

/** A booking paid by a fresh renter for a fresh week of `by` (the owner by default), `daysAhead` from today. */
async function paidBooking(opts: { daysAhead?: number; by?: TestUser } = {}) {
  const renter = await createUser(t);
  const { week } = await bookableWeek(t, (opts.by ?? owner).id, { daysAhead: opts.daysAhead });
  const held = await book(renter.cookie, week.id);
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  expect((await pay(held.body.clientSecret)).body.status).toBe('succeeded');
  return { renter, week, id: held.body.id as number };
}

const transitionsOf = async (id: number) =>
  (
    await t.database.db
      .select({ transition: bookingEvents.transition })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id))
      .orderBy(bookingEvents.id)
  ).map((e) => e.transition);

const bookingRow = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('two renters at the same instant, fifty times', () => {
  it('one holds the week (201), the other is told at once (409); one charge is kept per week, and the ledger balances', async () => {
    const weekIds: number[] = [];
    const bookingIds: number[] = [];
    for (let round = 0; round < 50; round++) {
      const { week } = await bookableWeek(t, owner.id);
      weekIds.push(week.id);
      const [a, b] = await Promise.all([createUser(t), createUser(t)]);
      const answers = await Promise.all([book(a.cookie, week.id), book(b.cookie, week.id)]);
      expect(answers.map((x) => x.status).sort(), `round ${round}: ${JSON.stringify(answers)}`).toEqual([
        201, 409,
      ]);
      const winner = answers.findIndex((x) => x.status === 201);
      const [won, lost] = [answers[winner], answers[1 - winner]];
      const loser = winner === 0 ? b : a;
      expect(lost.body.message).toBe('Someone is paying for this week right now, or it is already booked.');
      bookingIds.push(won.body.id);

      // Both pay at once: the holder twice (a double submit), the other by asking for the week again
      // (the only way it has to pay: it was given no checkout).
      const [first, second, again] = await Promise.all([
        pay(won.body.clientSecret),
        pay(won.body.clientSecret),
        book(loser.cookie, week.id),
      ]);
      expect([first.body.status, second.body.status], `round ${round}`).toEqual(['succeeded', 'succeeded']);
      expect(again.status, `round ${round}`).toBe(409);

      const ofWeek = await t.database.db
        .select({ id: bookings.id, status: bookings.status, guestId: bookings.guestId })
        .from(bookings)
        .where(eq(bookings.weekId, week.id));
      expect(ofWeek, `round ${round}`).toHaveLength(1);
      expect(ofWeek[0]).toMatchObject({ id: won.body.id, status: 'awaiting_owner' });
      const charges = await t.database.db
        .select({ id: bookingLedgerEntries.id })
        .from(bookingLedgerEntries)
        .where(and(eq(bookingLedgerEntries.bookingId, won.body.id), eq(bookingLedgerEntries.kind, 'charge')));
      expect(charges, `round ${round}`).toHaveLength(1);
      const paid = await t.database.db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, won.body.id), eq(payments.status, 'succeeded')));
      expect(paid, `round ${round}`).toHaveLength(1);
      expect(await t.database.db.select().from(payments).where(eq(payments.userId, loser.id))).toEqual([]);
    }

    // No week of the fifty has two live bookings, none is on offer, and every booking's money balances.
    const doubled = await t.database.db
      .select({ weekId: bookings.weekId })
      .from(bookings)
      .where(and(inArray(bookings.weekId, weekIds), ne(bookings.status, 'cancelled')))
      .groupBy(bookings.weekId)
      .having(sql`count(*) > 1`);
    expect(doubled).toEqual([]);
    for (const weekId of weekIds) expect(await onOffer(t, weekId)).toBe(false);
    for (const id of bookingIds)
      expect(await expectBalanced(t, id)).toMatchObject({ charged: 120_000, held: 120_000 });
  }, 240_000);

  it('one renter asking for five weeks at once holds at most two of them', async () => {
    const hoarder = await createUser(t);
    const weeks = await Promise.all(Array.from({ length: 5 }, () => bookableWeek(t, owner.id)));
    const answers = await Promise.all(weeks.map(({ week }) => book(hoarder.cookie, week.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers)).toEqual([201, 201, 409, 409, 409]);
    const [{ holds }] = await t.database.db
      .select({ holds: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.guestId, hoarder.id), eq(bookings.status, 'pending_payment')));
    expect(holds).toBe(2);
  });
});

describe("the clock's payouts, run by two processes at once", () => {
  it('pays each owner once: one transfer and one payout in the ledger per booking', async () => {
    const a = countingProvider('races-a');
    const b = countingProvider('races-a');
    const first = processOn(t.database, a.provider);
    const second = processOn(other, b.provider);

    // Eight bookings accepted, then confirmed (the owner's upload of the resort's confirmation),
    // all checking in on the same day.
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { id } = await paidBooking({ daysAhead: 20 });
      const accepted = await inject(t, {
        method: 'POST',
        url: `/api/bookings/${id}/accept`,
        cookie: owner.cookie,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await confirmStay(t, id, owner.cookie);
      ids.push(id);
    }
    const checkIn = (await bookingRow(ids[0])).checkInAt.getTime();

    // A day after check-in the guest's time to report a problem is over: completed, payout not yet due.
    const afterReport = new Date(checkIn + 24 * HOUR + 1000);
    await Promise.all([first.tick(afterReport), second.tick(afterReport)]);
    for (const id of ids) {
      expect((await bookingRow(id)).status).toBe('completed');
      expect(await expectBalanced(t, id)).toMatchObject({ paidOut: 0, held: 120_000 });
    }
    expect(a.calls.transfers.size + b.calls.transfers.size).toBe(0);

    // Two days after check-in both processes run the clock, again and again, at the same moments.
    const payoutDue = new Date(checkIn + 48 * HOUR + 1000);
    const reports = [];
    for (let i = 0; i < 4; i++)
      reports.push(...(await Promise.all([first.tick(payoutDue), second.tick(payoutDue)])));
    expect(reports.reduce((n, r) => n + r.money.payouts, 0)).toBe(ids.length);
    expect(reports.reduce((n, r) => n + r.money.failures, 0)).toBe(0);

    for (const id of ids) {
      const key = `semana-booking-${id}-settle`;
      expect((a.calls.transfers.get(key) ?? 0) + (b.calls.transfers.get(key) ?? 0), `booking ${id}`).toBe(1);
      const payouts = await t.database.db
        .select({ id: bookingLedgerEntries.id })
        .from(bookingLedgerEntries)
        .where(and(eq(bookingLedgerEntries.bookingId, id), eq(bookingLedgerEntries.kind, 'payout')));
      expect(payouts, `booking ${id}`).toHaveLength(1);
      // 25 % of (1,200 − the 200 usage fee) = 250 commission; the owner gets 950.
      expect(await expectBalanced(t, id)).toEqual({
        charged: 120_000,
        refunded: 0,
        commission: 25_000,
        paidOut: 95_000,
        held: 0,
      });
      expect((await bookingRow(id)).status).toBe('paid_out');
      expect((await transitionsOf(id)).filter((x) => x === 'payOut')).toHaveLength(1);
    }
    console.log('SPLIT', a.calls.transfers.size, b.calls.transfers.size);
    // No other transfer was made by either process.
    expect(a.calls.transfers.size + b.calls.transfers.size).toBe(ids.length);
  }, 120_000);
});

describe('the clock racing a person', () => {
  it("two owners answer at the instant their answer deadline's tick runs: each booking ends accepted, or cancelled with everything refunded, never both", async () => {
    const clock = countingProvider('races-clock');
    const theClock = processOn(other, clock.provider);
    const host = await createUser(t, { active: true });
    expect((await send('/api/payouts/account', host.cookie, {})).body).toEqual({ status: 'active' });
    const outcomes = { accepted: 0, lapsed: 0 };
    for (let round = 0; round < 10; round++) {
      const pair = [
        { by: owner, ...(await paidBooking({ by: owner })) },
        { by: host, ...(await paidBooking({ by: host })) },
      ];
      const deadlines = await Promise.all(pair.map(async (p) => (await bookingRow(p.id)).acceptBy!));
      // Now is both deadlines for the clock; each owner presses Accept in the same instant (their own
      // clock is still before it). Each round starts one side a few milliseconds after the other.
      const now = new Date(Math.max(...deadlines.map((d) => d.getTime())));
      const delay = round % 4;
      const [answers] = await Promise.all([
        pause(round % 2 === 0 ? delay : 0).then(() =>
          Promise.all(pair.map((p) => send(`/api/bookings/${p.id}/accept`, p.by.cookie, {}))),
        ),
        pause(round % 2 === 1 ? delay : 0).then(() => theClock.tick(now)),
      ]);
      for (const [i, { id }] of pair.entries()) {
        const history = await transitionsOf(id);
        const after = history.slice(history.indexOf('pay') + 1);
        const row = await bookingRow(id);
        const why = `round ${round}, booking ${id}: ${JSON.stringify(answers[i].body)}`;
        if (answers[i].status === 200) {
          outcomes.accepted++;
          expect(after, why).toEqual(['accept']);
          expect(row.status).toBe('accepted');
          expect(await expectBalanced(t, id)).toMatchObject({ charged: 120_000, refunded: 0, held: 120_000 });
        } else {
          outcomes.lapsed++;
          expect(answers[i].status, why).toBe(409);
          expect(after, why).toEqual(['expireAccept']);
          expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'owner_no_answer' });
          expect(clock.calls.refunds.get(`semana-booking-${id}-refund`), why).toBe(1);
          expect(await expectBalanced(t, id)).toMatchObject({ charged: 120_000, refunded: 120_000, held: 0 });
        }
      }
    }
    expect(outcomes.accepted + outcomes.lapsed).toBe(20);
  }, 120_000);

  it('a renter pays at the instant the clock ends the hold: either paid and held, or ended and nothing charged', async () => {
    const theClock = processOn(other, countingProvider('races-hold').provider);
    for (let round = 0; round < 10; round++) {
      const renter = await createUser(t);
      const { week } = await bookableWeek(t, owner.id);
      const held = await book(renter.cookie, week.id);
      expect(held.status).toBe(201);
      const delay = round % 4;
      const [paid] = await Promise.all([
        pause(round % 2 === 0 ? delay : 0).then(() => pay(held.body.clientSecret)),
        pause(round % 2 === 1 ? delay : 0).then(() => theClock.tick(new Date(held.body.holdExpiresAt))),
      ]);
      const row = await bookingRow(held.body.id);
      const history = await transitionsOf(held.body.id);
      const why = `round ${round}: ${JSON.stringify(paid.body)}`;
      if (paid.status === 200 && paid.body.status === 'succeeded') {
        expect(history, why).toEqual(['book', 'pay']);
        expect(row.status).toBe('awaiting_owner');
        expect(await onOffer(t, week.id)).toBe(false);
        expect(await expectBalanced(t, held.body.id)).toMatchObject({ charged: 120_000, held: 120_000 });
      } else {
        expect(paid.status, why).toBe(409);
        expect(history, why).toEqual(['book', 'expireHold']);
        expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'payment_expired' });
        expect(await onOffer(t, week.id)).toBe(true);
        expect(await expectBalanced(t, held.body.id)).toMatchObject({ charged: 0, held: 0 });
      }
    }
  }, 120_000);
});
