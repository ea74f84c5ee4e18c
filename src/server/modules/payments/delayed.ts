import type { payments } from '#src/server/db/schema/payments.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { code128Svg } from '#src/server/payments/barcode.ts';
import type { CreateIntentInput } from '#src/server/payments/provider.ts';
import type { DelayedPayment } from '#src/shared/contracts/payments.ts';
import { type RateE4, rateText, toPesos, usd } from '#src/shared/money/money.ts';
import {
  type DelayedMethod,
  isDelayed,
  type PaymentMethod,
  windowHours,
} from '#src/shared/payments/methods.ts';

/** The site's current rate in ten-thousandths, or null when none is known (system/exchange-rates.ts). */
export type CurrentRate = () => Promise<RateE4 | null>;

/** What a peso purchase is fixed to at its creation (decision 064). */
export interface DelayedPricing {
  method: DelayedMethod;
  /** Whole pesos, in centavos. */
  amountCents: number;
  currency: 'mxn';
  usdAmountCents: number;
  rateE4: RateE4;
  expiresAt: Date;
}

/**
 * Prices a dollar charge for OXXO or SPEI: `toPesos` at the current rate, the rate kept. Refused
 * (a conflict, both languages) when no rate is known, or for a charge that is not in dollars.
 */
export async function priceDelayed(
  method: DelayedMethod,
  charge: { amountCents: number; currency: string },
  currentRate: CurrentRate,
  now: Date,
): Promise<DelayedPricing> {
  if (charge.currency !== 'usd') throw new AppError('CONFLICT', 'payments.pesosNeedDollarPrice');
  const rate = await currentRate();
  if (!rate) throw new AppError('CONFLICT', 'payments.noRateForPesos');
  return {
    method,
    amountCents: toPesos(usd(charge.amountCents), rate).cents,
    currency: 'mxn',
    usdAmountCents: charge.amountCents,
    rateE4: rate,
    expiresAt: new Date(now.getTime() + windowHours(method) * 3_600_000),
  };
}

/** Who pays a voucher: the account's name and address, else what the payer of a link typed. */
export function payerOf(
  user: { firstName: string; lastName: string; email: string } | null,
  typed: { name: string; email: string } | undefined,
): { name: string; email: string } {
  if (user) return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  if (!typed) throw new AppError('BAD_REQUEST', 'payments.payerNeeded');
  return typed;
}

/** The provider's part of a delayed intent. */
export const delayedIntent = (
  p: DelayedPricing,
  payer: { name: string; email: string },
): CreateIntentInput['delayed'] => ({ method: p.method, payer, expiresAt: p.expiresAt });

/** The columns a delayed payment's record adds, given what the provider answered. */
export const delayedColumns = (
  p: DelayedPricing,
  intent: { instructions?: DelayedPayment['instructions']; expiresAt?: Date | null },
) => ({
  method: p.method,
  usdAmountCents: p.usdAmountCents,
  rateE4: p.rateE4,
  // The provider's own end of the voucher (Stripe's: the last day's 23:59 in Mexico City) when it says.
  expiresAt: intent.expiresAt ?? p.expiresAt,
  instructions: intent.instructions ?? null,
});

type Row = Pick<
  typeof payments.$inferSelect,
  'method' | 'usdAmountCents' | 'rateE4' | 'expiresAt' | 'instructions' | 'expiredAt'
>;

/** A payment's delayed part as the status answer shows it; null for a card. */
export function delayedView(row: Row): DelayedPayment | null {
  if (!isDelayed(row.method as PaymentMethod) || !row.usdAmountCents || !row.rateE4 || !row.expiresAt)
    return null;
  const instructions = row.instructions ?? null;
  return {
    usdAmountCents: row.usdAmountCents,
    rate: rateText(row.rateE4),
    expiresAt: row.expiresAt.toISOString(),
    expired: !!row.expiredAt,
    instructions,
    barcodeSvg: instructions?.kind === 'oxxo' ? code128Svg(instructions.number) : null,
  };
}
