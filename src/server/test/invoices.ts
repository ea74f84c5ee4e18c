import { eq } from 'drizzle-orm';
import { bookingLedgerEntries, bookings } from '#src/server/db/schema/bookings.ts';
import { resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { exchangeRates } from '#src/server/db/schema/exchange-rates.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import type { TestApp } from './app';

/** A succeeded membership payment of `userId` at `paidAt`, written straight to the table. */
export async function paidPayment(
  t: TestApp,
  userId: number,
  opts: { paidAt?: Date; cents?: number; currency?: 'usd' | 'mxn' } = {},
) {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      provider: 'test',
      providerId: `pi-inv-${userId}-${Math.random()}`,
      userId,
      tier: 'gold',
      amountCents: opts.cents ?? 350000,
      currency: opts.currency ?? 'usd',
      status: 'succeeded',
      paidAt: opts.paidAt ?? new Date(),
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not written');
  return row.id;
}

/** The site's rate for a day, as staff would set it. */
export async function rateOn(t: TestApp, day: string, usdMxn: number) {
  await t.database.db.insert(exchangeRates).values({ usdMxn, rateDate: day, source: 'staff' });
}

/**
 * A booking of `ownerId`'s paid out at `at` (its ledger balanced: the charge held, released as the
 * commission and the owner's payout): the commission's ledger entry id.
 */
export async function paidOutCommission(t: TestApp, ownerId: number, at: Date, commissionCents = 30000) {
  const db = t.database.db;
  const [unit] = await db
    .select({ id: unitTypes.id, resortId: resorts.id, locationId: resorts.locationId })
    .from(unitTypes)
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .limit(1);
  if (!unit) throw new Error('no reference data');
  const total = commissionCents * 4;
  return db.transaction(async (tx) => {
    const [b] = await tx
      .insert(bookings)
      .values({
        reference: `SEM-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        ownerId,
        locationId: unit.locationId,
        resortId: unit.resortId,
        unitTypeId: unit.id,
        fromDate: '2025-02-01',
        toDate: '2025-02-07',
        timeZone: 'America/Mexico_City',
        checkInAt: new Date('2025-02-01T22:00:00Z'),
        checkOutAt: new Date('2025-02-07T17:00:00Z'),
        fullRefundUntil: new Date('2025-01-01T00:00:00Z'),
        status: 'paid_out',
        totalCents: total,
        provider: 'test',
        agreementVersion: 'test',
        agreementAcceptedAt: at,
      })
      .returning({ id: bookings.id });
    if (!b) throw new Error('booking not written');
    const base = { bookingId: b.id, currency: 'usd', provider: 'test' as const, createdAt: at };
    await tx.insert(bookingLedgerEntries).values([
      { ...base, kind: 'charge', amountCents: total, stepKey: 'charge' },
      { ...base, kind: 'hold', amountCents: total, stepKey: 'charge' },
      { ...base, kind: 'release', amountCents: total, stepKey: 'payout' },
      { ...base, kind: 'payout', amountCents: total - commissionCents, stepKey: 'payout' },
    ]);
    const [c] = await tx
      .insert(bookingLedgerEntries)
      .values({ ...base, kind: 'commission', amountCents: commissionCents, stepKey: 'payout' })
      .returning({ id: bookingLedgerEntries.id });
    if (!c) throw new Error('commission not written');
    return c.id;
  });
}

/** A valid receiver: the SAT's test RFC of a company. */
export const COMPANY = {
  rfc: 'EKU9003173C9',
  legalName: 'Escuela Kemper Urgate',
  taxRegime: '601',
  postalCode: '26015',
  cfdiUse: 'G03',
  email: 'cuentas@kemper.example',
};
