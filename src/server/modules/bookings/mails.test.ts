import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { bookingEvents, bookings } from '#src/server/db/schema/bookings.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { testProvider } from '#src/server/payments/test-provider.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  bookableWeek,
  bookingMailOf,
  expectBalanced,
  postBooking,
  tickAt,
} from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { createMailingApp, mailbox, type parseMail, type SmtpPeer } from '#src/server/test/smtp-peer.ts';
import type { BookingStatus, BookingTransitionName } from '#src/shared/bookings/process.ts';
import { localClock } from '#src/shared/bookings/stay.ts';
import { type BookingsContext, event, lockFor } from './context';
import { moneySteps } from './money';
import { payoutAccountsService } from './payouts';
import { bookingReads } from './reads';
import { bookingSteps } from './steps';
import { bookingMoves, halfway } from './transitions';

/**
 * The bookings' mail, delivered to a real SMTP peer: each transition mails the people it concerns
 * in their own language, the confirmation carries the stay as a calendar file, owners are reminded
 * once at half of each deadline's time, and a transition that rolls back mails nobody.
 */

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
const { mailsTo, mailTo } = mailbox(() => peer);
const { confirm } = paymentCalls(() => t);
const HOUR = 3_600_000;
/** Words only English has: a Spanish mail's text holds none of them. */
const ENGLISH_WORDS = /\b(Hello|Thank you|your|the|with|See|booking|Booking|paid|time)\b/;
const SPANISH_MOMENT = /\b\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(hora de Los Cabos\)/;
const ENGLISH_MOMENT = /\b\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Los Cabos time\)/;

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
    // The mail's links name the public address, which is not this machine: test payments by choice.
    PAYMENTS_TEST_MODE: 'true',
  }));
  await seedReferenceData(t.database.db);
}, 60_000);
afterAll(() => close?.());

/** The text part only (the HTML part repeats it). */
const textOf = (m: ReturnType<typeof parseMail>) => m.body.split('<!doctype html>')[0];
const setLocale = (id: number, locale: 'en' | 'es') =>
  t.database.db.update(users).set({ locale }).where(eq(users.id, id));
const post = (path: string, cookie: string) => inject(t, { method: 'POST', url: path, cookie });
const row = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** An owner who reads `locale`, with a payout account ready to accept. */
async function ownerReading(locale: 'en' | 'es') {
  const owner = await createUser(t, { active: true });
  await setLocale(owner.id, locale);
  expect((await post('/api/payouts/account', owner.cookie)).json()).toEqual({ status: 'active' });
  return owner;
}

/** A paid booking of a renter who reads `guestLocale`, for a week of `owner` `daysAhead` from today. */
async function paidBooking(owner: TestUser, opts: { daysAhead?: number; guestLocale?: 'en' | 'es' } = {}) {
  const renter = await createUser(t);
  await setLocale(renter.id, opts.guestLocale ?? 'es');
  const { week } = await bookableWeek(t, owner.id, { daysAhead: opts.daysAhead });
  const posted = await postBooking(t, renter.cookie, week.id);
  expect(posted.statusCode, posted.body).toBe(201);
  const held = posted.json();
  const paid = await confirm(held.clientSecret, '4242424242424242');
  expect(paid.json().status, paid.body).toBe('succeeded');
  return { renter, week, id: held.id as number, reference: held.reference as string };
}

/** The owner's steps with the mail wired, as the confirmation upload (built elsewhere) will call them. */
function ownerSteps() {
  const db = t.database.db;
  const provider = testProvider('the test provider derives its ids from the keys');
  const log = { error: () => {} };
  const hooks = bookingMailOf(t);
  const ctx: BookingsContext = {
    db,
    provider,
    log,
    mode: 'test',
    clock: () => new Date(),
    ...hooks,
    money: moneySteps(db, provider, log, (tx, note) => event(hooks, tx, note)),
  };
  const moves = bookingMoves(ctx, payoutAccountsService(db, provider, log, t.config.publicUrl));
  return { ctx, moves, steps: bookingSteps(ctx, bookingReads(ctx), moves) };
}

/** The booking is confirmed, as if its owner had uploaded the resort's confirmation. */
async function confirmAsOwner(id: number, ownerId: number) {
  const { steps } = ownerSteps();
  await t.database.db.transaction(async (tx) => {
    const { row: b, step } = await lockFor(tx, id, 'confirm');
    expect(step).toBeDefined();
    await steps.confirmed(tx, b, new Date(), ownerId);
  });
}

/** The mail queued (sent or not yet) to `to` whose subject contains `part`: what the transaction wrote. */
async function queued(to: string, part: string) {
  const rows = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from pgboss.job
      where name = 'mail-send' and data->>'to' = ${to} and position(${part} in data->>'subject') > 0`),
  );
  return rows[0].n;
}

describe('the mail of a booking, in each reader’s language', { timeout: 60_000 }, () => {
  it('a payment: the Spanish guest is told in Spanish, the English owner in English with their share', async () => {
    const owner = await ownerReading('en');
    const { renter, id, reference } = await paidBooking(owner);
    const guestMail = await mailTo(renter.email, new RegExp(`^Recibimos tu pago: reservación ${reference}$`));
    expect(guestMail.body).toContain('<html lang="es-MX">');
    expect(textOf(guestMail)).toContain('Recibimos tu pago de 1,200.00 USD');
    expect(textOf(guestMail)).toContain('Guarda este correo como comprobante.');
    expect(textOf(guestMail)).toMatch(SPANISH_MOMENT);
    expect(textOf(guestMail)).toContain(`https://semana.example/bookings/${id}`);
    expect(textOf(guestMail)).not.toMatch(ENGLISH_WORDS);
    const ownerMail = await mailTo(owner.email, new RegExp(`^New booking of your week: ${reference}$`));
    expect(ownerMail.body).toContain('<html lang="en-US">');
    expect(textOf(ownerMail)).toContain(
      'you will be paid $950.00 USD (the total of $1,200.00 USD less our commission of $250.00 USD)',
    );
    expect(textOf(ownerMail)).toMatch(ENGLISH_MOMENT);
    expect(textOf(ownerMail)).toContain(`See the booking: https://semana.example/bookings/${id}`);
  });

  it('the confirmation carries the stay as a calendar file, check-in at 15:00 on the resort’s clock', async () => {
    const owner = await ownerReading('en');
    const { renter, week, id, reference } = await paidBooking(owner, { daysAhead: 3 });
    expect((await post(`/api/bookings/${id}/accept`, owner.cookie)).statusCode).toBe(200);
    const accepted = await mailTo(renter.email, /^El propietario aceptó tu reservación/);
    expect(textOf(accepted)).toMatch(SPANISH_MOMENT);
    expect(textOf(accepted)).not.toMatch(ENGLISH_WORDS);

    await confirmAsOwner(id, owner.id);
    const confirmed = await mailTo(renter.email, /^Tu estancia está confirmada/);
    expect(textOf(confirmed)).toContain(
      'pide al huésped principal, Ana García López, con una identificación',
    );
    expect(textOf(confirmed)).not.toMatch(ENGLISH_WORDS);
    expect(confirmed.attachments).toHaveLength(1);
    const [file] = confirmed.attachments;
    expect(file.filename).toBe(`estancia-${reference}.ics`);
    expect(file.contentType).toMatch(/^text\/calendar; method=PUBLISH; charset=UTF-8/);
    const ics = file.content.toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`UID:booking-${reference}@semana.example\r\n`);
    // The description is the guest's language, its lines folded at 75 octets.
    expect(ics.replace(/\r\n /g, '')).toContain('Huésped principal: Ana García López');
    const instant = (name: string) => {
      const m = new RegExp(`\\r\\n${name}:(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z\\r\\n`).exec(
        ics,
      );
      if (!m) throw new Error(`no ${name} in the calendar file`);
      return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
    };
    const b = await row(id);
    expect(instant('DTSTART')).toEqual(b.checkInAt);
    expect(localClock(instant('DTSTART'), 'America/Mazatlan')).toEqual({
      date: week.fromDate,
      time: '15:00',
    });
    expect(localClock(instant('DTEND'), 'America/Mazatlan').time).toBe('11:00');
    expect(instant('DTEND')).toEqual(b.checkOutAt);

    const thanks = await mailTo(owner.email, new RegExp(`^Confirmation received: booking ${reference}$`));
    expect(textOf(thanks)).toContain('you will be paid $950.00 USD on');
    expect(thanks.attachments).toEqual([]);

    // Past check-in + 48 h the clock completes the stay and pays the owner, who is told with the transfer.
    const report = await tickAt(t, new Date(b.checkInAt.getTime() + 49 * HOUR));
    expect(report.money.payouts).toBeGreaterThanOrEqual(1);
    expect((await row(id)).status).toBe('paid_out');
    const paid = await mailTo(owner.email, new RegExp(`^We paid you for booking ${reference}$`));
    expect(textOf(paid)).toContain(
      'We sent you $950.00 USD for this booking: $1,200.00 USD less our commission of $250.00 USD.',
    );
    expect(textOf(paid)).toMatch(/Transfer reference: \S+\./);
    expect(await expectBalanced(t, id)).toMatchObject({ paidOut: 95_000, commission: 25_000, held: 0 });
    // Completing the stay mails nobody; the guest heard nothing after the confirmation.
    expect(await queued(renter.email, reference)).toBe(3);
  });

  it('a decline: everything back for the guest, the owner told the week is on offer again', async () => {
    const owner = await ownerReading('en');
    const { renter, id, reference } = await paidBooking(owner);
    expect((await post(`/api/bookings/${id}/decline`, owner.cookie)).statusCode).toBe(200);
    const guestMail = await mailTo(renter.email, /cancelada: recibes todo de vuelta$/);
    expect(textOf(guestMail)).toContain('El propietario rechazó tu reservación.');
    expect(textOf(guestMail)).toContain('Recibes todo de vuelta: 1,200.00 USD');
    expect(textOf(guestMail)).not.toMatch(ENGLISH_WORDS);
    const ownerMail = await mailTo(owner.email, new RegExp(`^Booking ${reference} cancelled$`));
    expect(textOf(ownerMail)).toContain('You declined the booking. The guest gets everything back.');
    expect(textOf(ownerMail)).toContain('Your week is on offer on the site again.');
    expect(textOf(ownerMail)).not.toContain('counts on your record');
  });

  it('an owner who cancels is told it counts on their record', async () => {
    const owner = await ownerReading('es');
    const { renter, id, reference } = await paidBooking(owner, { guestLocale: 'en' });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    expect((await post(`/api/bookings/${id}/cancel`, owner.cookie)).statusCode).toBe(200);
    const guestMail = await mailTo(renter.email, /cancelled: you get everything back$/);
    expect(textOf(guestMail)).toContain('The owner cancelled your booking.');
    const ownerMail = await mailTo(owner.email, new RegExp(`^Reservación ${reference} cancelada$`));
    expect(textOf(ownerMail)).toContain('cuenta en tu historial');
    expect(textOf(ownerMail)).not.toMatch(ENGLISH_WORDS);
  });

  it('a late cancellation by the guest: 25 % back, and the owner told what they will be paid of the rest', async () => {
    const owner = await ownerReading('en');
    const { renter, id, reference } = await paidBooking(owner, { daysAhead: 10 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    expect((await post(`/api/bookings/${id}/cancel`, renter.cookie)).statusCode).toBe(200);
    const guestMail = await mailTo(renter.email, new RegExp(`^Reservación ${reference} cancelada$`));
    expect(textOf(guestMail)).toContain('se reembolsa el 25 %: 300.00 USD');
    expect(textOf(guestMail)).toContain('El resto, 900.00 USD, no se reembolsa.');
    expect(textOf(guestMail)).not.toMatch(ENGLISH_WORDS);
    const ownerMail = await mailTo(owner.email, new RegExp(`^The guest cancelled booking ${reference}$`));
    expect(textOf(ownerMail)).toContain(
      '75 % of the total is kept, $900.00 USD: you will be paid $725.00 USD (that less our commission of $175.00 USD)',
    );
  });

  it('skips a person whose account was deleted', async () => {
    const owner = await ownerReading('en');
    const { renter, id, reference } = await paidBooking(owner);
    await mailTo(renter.email, /^Recibimos tu pago/);
    await t.database.db.update(bookings).set({ guestId: null }).where(eq(bookings.id, id));
    await post(`/api/bookings/${id}/decline`, owner.cookie);
    await mailTo(owner.email, new RegExp(`^Booking ${reference} cancelled$`));
    expect(await queued(renter.email, reference)).toBe(1);
  });

  it('staff’s hold and decision: the operator, the guest and the owner told, with staff’s reason', async () => {
    const owner = await ownerReading('en');
    const { renter, id, reference } = await paidBooking(owner, { daysAhead: 3 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    await confirmAsOwner(id, owner.id);
    const { ctx } = ownerSteps();
    // Written as staff's actions write them (the booking's state, then its event with the reason).
    const staffStep = (name: BookingTransitionName, to: BookingStatus, reason: string) =>
      t.database.db.transaction(async (tx) => {
        const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
        await tx
          .update(bookings)
          .set(
            to === 'cancelled'
              ? { status: to, cancelReason: 'staff_refund_all', cancelledAt: new Date() }
              : { status: to },
          )
          .where(eq(bookings.id, id));
        const note = { bookingId: id, from: b.status, to, transition: name, cause: 'staff' as const };
        await tx
          .insert(bookingEvents)
          .values({ ...note, fromStatus: b.status, toStatus: to, at: new Date(), reason });
        await ctx.onEvent?.(tx, { ...note, at: new Date(), actorId: null });
      });
    await staffStep('hold', 'on_hold', 'The resort says the unit was double-booked');
    const toStaff = await mailTo(
      t.config.operator.email,
      new RegExp(`^Booking ${reference} on hold: held by staff$`),
    );
    expect(textOf(toStaff)).toContain('Reason given: The resort says the unit was double-booked');
    expect(textOf(toStaff)).toContain(`Guest: ${renter.email}. Owner: ${owner.email}.`);
    expect(textOf(await mailTo(renter.email, /en revisión$/))).not.toMatch(ENGLISH_WORDS);
    await mailTo(owner.email, new RegExp(`^Your payout for booking ${reference} is on hold$`));

    await staffStep('refundAll', 'cancelled', 'The unit was not available');
    const decided = await mailTo(
      renter.email,
      new RegExp(`^Nuestra decisión sobre la reservación ${reference}$`),
    );
    expect(textOf(decided)).toContain('te reembolsa todo lo que pagaste, 1,200.00 USD');
    expect(textOf(decided)).toContain('El motivo de nuestro equipo: The unit was not available');
    const ownerDecision = await mailTo(owner.email, new RegExp(`^Our decision on booking ${reference}$`));
    expect(textOf(ownerDecision)).toContain('no payout is due for it');
    expect(textOf(ownerDecision)).toContain("Our team's reason: The unit was not available");
  });

  it('a transition that rolls back mails nobody', async () => {
    const owner = await ownerReading('en');
    const { renter, id, reference } = await paidBooking(owner, { daysAhead: 3 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    const { steps } = ownerSteps();
    await expect(
      t.database.db.transaction(async (tx) => {
        const { row: b } = await lockFor(tx, id, 'confirm');
        await steps.confirmed(tx, b, new Date(), owner.id);
        throw new Error('the upload failed after the transition');
      }),
    ).rejects.toThrow('the upload failed after the transition');
    expect((await row(id)).status).toBe('accepted');
    expect(await queued(renter.email, 'confirmada')).toBe(0);
    expect(await queued(owner.email, 'Confirmation received')).toBe(0);
    await confirmAsOwner(id, owner.id);
    await mailTo(renter.email, /^Tu estancia está confirmada/);
    expect(await queued(renter.email, 'confirmada')).toBe(1);
    expect(
      mailsTo(renter.email).filter((m) => /confirmada/.test(m.headers.get('subject') ?? '')),
    ).toHaveLength(1);
    expect(await queued(owner.email, `Confirmation received: booking ${reference}`)).toBe(1);
  });
});

describe('the owner’s reminders at half of each deadline’s time', { timeout: 60_000 }, () => {
  it('come once, even when the clock runs twice and on two services at once, and never after the deadline', async () => {
    const owner = await ownerReading('en');
    const { id, reference } = await paidBooking(owner, { daysAhead: 30 });
    const paid = await row(id);
    const answerMid = halfway(paid.paidAt, paid.acceptBy) as Date;
    // The clock looks at the booking next at the reminder, not at the deadline, and a job wakes it then.
    expect(paid.nextDueAt).toEqual(answerMid);
    const nudges = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from pgboss.job
        where name = 'booking-due' and data->>'bookingId' = ${String(id)}
          and start_after between ${answerMid.toISOString()}::timestamptz
          and ${answerMid.toISOString()}::timestamptz + interval '10 seconds'`),
    );
    expect(nudges[0].n).toBe(1);
    await tickAt(t, new Date(answerMid.getTime() - 60_000));
    expect(await queued(owner.email, `Reminder: booking ${reference}`)).toBe(0);
    const [one, two] = await Promise.all([
      tickAt(t, new Date(answerMid.getTime() + 1000)),
      tickAt(t, new Date(answerMid.getTime() + 1000)),
    ]);
    expect(one.reminders + two.reminders).toBeGreaterThanOrEqual(1);
    await tickAt(t, new Date(answerMid.getTime() + 2000));
    const reminder = await mailTo(
      owner.email,
      new RegExp(`^Reminder: booking ${reference} waits for your answer$`),
    );
    expect(textOf(reminder)).toMatch(ENGLISH_MOMENT);
    expect(textOf(reminder)).toContain(`Answer now: https://semana.example/bookings/${id}`);
    expect(await queued(owner.email, `Reminder: booking ${reference}`)).toBe(1);
    const reminded = await row(id);
    expect(reminded.acceptRemindedAt).toEqual(new Date(answerMid.getTime() + 1000));
    expect(reminded.nextDueAt).toEqual(paid.acceptBy);

    // Accepting opens the confirmation's 48 hours, with their own reminder at half.
    expect((await post(`/api/bookings/${id}/accept`, owner.cookie)).statusCode).toBe(200);
    const accepted = await row(id);
    const confirmMid = halfway(accepted.acceptedAt, accepted.confirmBy) as Date;
    expect(accepted.nextDueAt).toEqual(confirmMid);
    await Promise.all([tickAt(t, confirmMid), tickAt(t, confirmMid)]);
    await tickAt(t, new Date(confirmMid.getTime() + 1000));
    await mailTo(
      owner.email,
      new RegExp(`^Reminder: send the resort's confirmation of booking ${reference}$`),
    );
    expect(
      await queued(owner.email, `Reminder: send the resort's confirmation of booking ${reference}`),
    ).toBe(1);

    // The deadline passes without the confirmation: cancelled, and no reminder comes again.
    await tickAt(t, new Date((accepted.confirmBy as Date).getTime() + 1000));
    expect((await row(id)).status).toBe('cancelled');
    await mailTo(owner.email, new RegExp(`^Booking ${reference} cancelled$`));
    expect(await queued(owner.email, 'Reminder:')).toBe(2);
  });

  it('is skipped when the clock first runs after the deadline itself: the booking simply lapses', async () => {
    const owner = await ownerReading('es');
    const { renter, id, reference } = await paidBooking(owner, { daysAhead: 30 });
    const paid = await row(id);
    await tickAt(t, new Date((paid.acceptBy as Date).getTime() + 1000));
    expect((await row(id)).status).toBe('cancelled');
    const lapsed = await mailTo(owner.email, new RegExp(`^Reservación ${reference} cancelada$`));
    expect(textOf(lapsed)).toContain('No respondiste la reservación a más tardar el');
    expect(textOf(lapsed)).not.toMatch(ENGLISH_WORDS);
    await mailTo(renter.email, /cancelada: recibes todo de vuelta$/);
    expect(await queued(owner.email, 'Recordatorio')).toBe(0);
    expect(
      (
        await t.database.db
          .select({ at: bookings.acceptRemindedAt })
          .from(bookings)
          .where(and(eq(bookings.id, id)))
      )[0].at,
    ).toBeNull();
  });
});
