import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, expectBalanced, onOffer, postBooking, tickAt } from '#src/server/test/bookings.ts';
import { smtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { rateE4, toPesos, usd } from '#src/shared/money/money.ts';

const peer = smtpPeer();
let t: TestApp;
let owner: TestUser;
let manager: TestUser;

beforeAll(async () => {
  const port = await peer.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
    USD_MXN_RATE: '18.05',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await peer.close();
});

const settle = (paymentIntentId: string, outcome: 'paid' | 'expired', cookie = manager.cookie) =>
  inject(t, {
    method: 'POST',
    url: '/api/payments/test/settle',
    cookie,
    payload: { paymentIntentId, outcome },
  });
const paymentOf = async (providerId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerId, providerId)))[0];
const bookingOf = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('booking a week by OXXO or SPEI (test provider)', () => {
  it('holds the week for the whole SPEI window, charges pesos at the kept rate, and proceeds once the transfer is confirmed', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id, { price: 1200 });
    const res = await postBooking(t, renter.cookie, week.id, { method: 'spei' });
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json();
    expect(held).toMatchObject({ method: 'spei', total: 1200, currency: 'usd' });
    // The hold is the transfer's 48 hours, not the card's 15 minutes.
    expect(Date.parse(held.holdExpiresAt) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(await onOffer(t, week.id)).toBe(false);
    const payment = await paymentOf(held.paymentIntentId);
    expect(payment).toMatchObject({
      method: 'spei',
      currency: 'mxn',
      amountCents: toPesos(usd(120_000), rateE4('18.05')).cents,
      usdAmountCents: 120_000,
      rateE4: 180_500,
      bookingId: held.id,
      status: 'pending',
    });
    expect(payment.amountCents).toBe(2_166_000);
    expect(payment.expiresAt?.toISOString()).toBe(held.holdExpiresAt);
    // Asked for again (a reload), the same booking and the same transfer.
    const again = (await postBooking(t, renter.cookie, week.id, { method: 'spei' })).json();
    expect(again).toMatchObject({ id: held.id, paymentIntentId: held.paymentIntentId });

    // Still held a day later.
    await tickAt(t, new Date(Date.now() + 24 * 3_600_000));
    expect((await bookingOf(held.id)).status).toBe('pending_payment');

    const paid = await settle(held.paymentIntentId, 'paid');
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const booking = await bookingOf(held.id);
    expect(booking.status).toBe('awaiting_owner');
    // The ledger stays in the booking's dollars, balanced (decision 064).
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 120_000, held: 120_000 });
    // Replayed: nothing twice.
    expect((await settle(held.paymentIntentId, 'paid')).statusCode).toBe(409);
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 120_000 });

    // The guest's booking mail states both currencies and the rate kept.
    await until(() =>
      peer
        .mailsTo(renter.email)
        .some((m) => /^Payment received: booking/.test(m.headers.get('subject') ?? '')),
    );
    const receipt = peer
      .mailsTo(renter.email)
      .find((m) => /^Payment received: booking/.test(m.headers.get('subject') ?? ''));
    expect(receipt?.body).toContain(
      'Paid in pesos: MX$21,660.00 MXN, the total of $1,200.00 USD at 18.0500 pesos per US dollar (the rate when you booked).',
    );
  });

  it('an unpaid OXXO voucher ends with its hold on the clock: the week is on offer again and the payer is told, in Spanish', async () => {
    const renter = await createUser(t);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, renter.id));
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id, { method: 'oxxo' })).json();
    expect(held.method).toBe('oxxo');
    await until(() => peer.mailsTo(renter.email).length === 1);
    expect(peer.mailsTo(renter.email)[0].headers.get('subject')).toMatch(/^Tu ficha OXXO: reservación SEM-/);

    await tickAt(t, new Date(Date.parse(held.holdExpiresAt) - 1000));
    expect(await onOffer(t, week.id)).toBe(false);
    await tickAt(t, new Date(Date.parse(held.holdExpiresAt) + 1000));
    expect(await onOffer(t, week.id)).toBe(true);
    expect(await bookingOf(held.id)).toMatchObject({ status: 'cancelled', cancelReason: 'payment_expired' });
    const payment = await paymentOf(held.paymentIntentId);
    expect(payment.status).toBe('canceled');
    expect(payment.expiredAt).toBeInstanceOf(Date);
    await until(() => peer.mailsTo(renter.email).length === 2);
    const mail = peer.mailsTo(renter.email)[1];
    expect(mail.headers.get('subject')).toMatch(/^Tu pago venció sin pagarse: reservación SEM-/);
    expect(mail.body).toContain('La semana que tenías apartada se liberó');
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 0 });
    // Too late to mark paid.
    expect((await settle(held.paymentIntentId, 'paid')).statusCode).toBe(409);
  });

  it('staff expire a voucher early in test mode: the hold ends at once', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id, { method: 'oxxo' })).json();
    expect((await settle(held.paymentIntentId, 'expired', renter.cookie)).statusCode).toBe(403);
    expect((await settle(held.paymentIntentId, 'expired')).json()).toEqual({ status: 'canceled' });
    expect(await onOffer(t, week.id)).toBe(true);
    expect((await bookingOf(held.id)).cancelReason).toBe('payment_expired');
  });

  it('refuses OXXO when check-in is too close for the voucher and the 48 hours, and keeps the card', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id, { daysAhead: 4 });
    const oxxo = await postBooking(t, renter.cookie, week.id, { method: 'oxxo' });
    expect(oxxo.statusCode).toBe(409);
    expect(oxxo.json().message).toMatch(/too close to pay by OXXO/);
    const es = await inject(t, {
      method: 'POST',
      url: '/api/bookings',
      cookie: renter.cookie,
      headers: { 'accept-language': 'es-MX' },
      payload: {
        weekId: week.id,
        leadGuest: { firstName: 'Ana', lastName: 'García' },
        acceptAgreement: true,
        method: 'oxxo',
      },
    });
    expect(es.json().message).toMatch(/demasiado cerca para pagar con OXXO/);
    expect(await onOffer(t, week.id)).toBe(true);
    expect((await postBooking(t, renter.cookie, week.id, { method: 'card' })).statusCode).toBe(201);
  });
});
