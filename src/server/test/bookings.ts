import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingLedgerEntries } from '#src/server/db/schema/bookings.ts';
import { resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { openJobQueue } from '#src/server/jobs/queue.ts';
import { createMailer } from '#src/server/mail/mailer.ts';
import type { MailTransport } from '#src/server/mail/transport.ts';
import { bookingMail } from '#src/server/modules/bookings/mails.ts';
import { bookingsService } from '#src/server/modules/bookings/service.ts';
import { delayedPaymentMail } from '#src/server/modules/payments/delayed-mail.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { stripeProvider } from '#src/server/payments/stripe-provider.ts';
import { testProvider } from '#src/server/payments/test-provider.ts';
import { inject, type TestApp } from './app';
import { formBody, type UploadFile } from './multipart';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A week of `ownerId`'s at a Los Cabos resort (America/Mazatlan), `daysAhead` from today. */
export async function bookableWeek(
  t: TestApp,
  ownerId: number,
  opts: { daysAhead?: number; price?: number; usageFee?: number | null } = {},
) {
  const db = t.database.db;
  const [unit] = await db
    .select({ id: unitTypes.id, locationId: resorts.locationId, max: unitTypes.maxOccupancy })
    .from(unitTypes)
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .where(sql`${resorts.locationId} = (select id from locations where name = 'Los Cabos')`)
    .limit(1);
  const from = Date.now() + (opts.daysAhead ?? 60) * DAY;
  const [week] = await db
    .insert(weeks)
    .values({
      userId: ownerId,
      locationId: unit.locationId,
      unitTypeId: unit.id,
      fromDate: isoDay(from),
      toDate: isoDay(from + 6 * DAY),
      price: opts.price ?? 1200,
      usageFee: opts.usageFee === undefined ? 200 : opts.usageFee,
      reservationCode: 'RES-1',
    })
    .returning();
  return { week, maxOccupancy: unit.max };
}

/** POST /api/bookings with a lead guest and one more, the agreement accepted; `extra` overrides fields. */
export const postBooking = (
  t: TestApp,
  cookie: string | undefined,
  weekId: number,
  extra: Record<string, unknown> = {},
) =>
  inject(t, {
    method: 'POST',
    url: '/api/bookings',
    cookie,
    payload: {
      weekId,
      leadGuest: { firstName: 'Ana', lastName: 'García López' },
      guests: [{ firstName: 'Luis', lastName: 'García' }],
      note: 'Arriving late',
      acceptAgreement: true,
      ...extra,
    },
  });

export const onOffer = async (t: TestApp, weekId: number) =>
  (await t.database.db.select({ on: weeks.onOffer }).from(weeks).where(eq(weeks.id, weekId)))[0].on;

/** The ledger's sums for one booking, checked to balance: charged = refunded + commission + paid out + held. */
export async function expectBalanced(t: TestApp, bookingId: number) {
  const rows = await t.database.db
    .select()
    .from(bookingLedgerEntries)
    .where(eq(bookingLedgerEntries.bookingId, bookingId));
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((a, r) => a + r.amountCents, 0);
  expect(sum('charge')).toBe(sum('hold'));
  expect(sum('release')).toBe(sum('refund') + sum('commission') + sum('payout'));
  const held = sum('hold') - sum('release');
  expect(sum('charge')).toBe(sum('refund') + sum('commission') + sum('payout') + held);
  return {
    charged: sum('charge'),
    refunded: sum('refund'),
    commission: sum('commission'),
    paidOut: sum('payout'),
    held,
  };
}

/**
 * A mailer that only queues, on the test app's database, as the admin CLI's does: the app's own
 * worker sends what it queues.
 */
export function queuingMailer(t: TestApp) {
  const quiet = { error: () => {}, warn: () => {} };
  const unused: MailTransport = {
    description: 'never used: this mailer only queues',
    send: async () => {
      throw new Error('this mailer only queues');
    },
    close: () => {},
  };
  return createMailer(openJobQueue(t.database, quiet), unused, t.config.mail.from, quiet);
}

/** The bookings' mail hooks of the test app's configuration, queuing on its database. */
export const bookingMailOf = (t: TestApp) =>
  bookingMail(queuingMailer(t), { operator: t.config.operator, publicUrl: t.config.publicUrl });

/** The bookings' clock run "as of" `now`, as the admin CLI's bookings:tick does (its mail included), with the app's provider (Stripe's stand-in in Stripe mode). */
export const tickAt = (t: TestApp, now: Date) =>
  bookingsService({
    db: t.database.db,
    provider: providerOf(t),
    log: { error: () => {} },
    mode: t.config.paymentsMode,
    publicUrl: 'http://localhost',
    ...bookingMailOf(t),
    paymentMail: delayedPaymentMail(queuingMailer(t), {
      operator: t.config.operator,
      publicUrl: t.config.publicUrl,
    }),
  }).tick(now);

/** The provider the app at `t` was given. */
export const providerOf = (t: TestApp): PaymentProvider =>
  t.config.stripe
    ? stripeProvider(t.config.stripe)
    : testProvider('the test provider derives its ids from the keys');

/** A small, whole PDF, as a resort's reservation system prints one. */
export const CONFIRMATION_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** POST /api/bookings/:id/confirmation with `files` (by default one plain PDF), signed in with `cookie`. */
export async function uploadConfirmation(
  t: TestApp,
  id: number,
  cookie: string | undefined,
  files: UploadFile[] = [{ name: 'confirmation.pdf', data: CONFIRMATION_PDF, type: 'application/pdf' }],
) {
  const body = await formBody({}, files, 'file');
  return inject(t, {
    method: 'POST',
    url: `/api/bookings/${id}/confirmation`,
    cookie,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The owner uploads the resort's confirmation, as on the booking's page: the booking is confirmed. */
export async function confirmStay(t: TestApp, id: number, ownerCookie: string) {
  const res = await uploadConfirmation(t, id, ownerCookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('confirmed');
  return res.json() as { checkInAt: string; reportBy: string; payoutDueAt: string; reference: string };
}
