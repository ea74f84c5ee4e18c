import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { paymentLinks } from '#src/server/db/schema/payments.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { MEMBERSHIP_CURRENCY, type TierId } from '#src/shared/constants.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { type createPaymentIntentInput, findTier } from '#src/shared/contracts/payments.ts';
import { isEffectivelyActive } from '#src/shared/permissions.ts';
import { latestPaid } from './memberships';
import { dollarsToCents } from './money';

type IntentIn = z.output<typeof createPaymentIntentInput>;

const INVALID_SELECTION = 'payments.invalidMembershipSelectionTryAgain';
export const ALREADY_PAID = 'accounts.membershipPaymentAlreadyBeenReceived';

/** What one checkout charges, decided by the server alone: the amount, what for, and for whom. */
export interface Charge {
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  tier: TierId | null;
  linkId: number | null;
  idempotencyKey: string;
}

/**
 * A retry of the same checkout (double click, reload, network retry) within the hour reuses one
 * intent instead of opening a second; hashed so no personal data travels in the key.
 */
const idempotencyKey = (...parts: (string | number)[]) =>
  createHash('sha256')
    .update([...parts, Math.floor(Date.now() / 3_600_000)].join('|'))
    .digest('hex');

/**
 * The charge of a membership tier (from the price table, for a signed-in account that is not active
 * and has not paid one already) or of a staff-made payment link (its row's amount, unless paid). The
 * browser's amount is only a check that the person saw the price being charged.
 */
export async function chargeFor(db: Db, user: PublicUser | null, input: IntentIn): Promise<Charge> {
  let charge: Charge;
  if (input.tier) {
    const found = findTier(input.tier);
    if (!found) throw new AppError('BAD_REQUEST', INVALID_SELECTION);
    if (!user) throw new AppError('UNAUTHENTICATED', 'payments.signPayMembership');
    if (isEffectivelyActive(user)) throw new AppError('CONFLICT', 'accounts.accountAlreadyActive');
    if ((await latestPaid(db, [user.id])).length > 0) throw new AppError('CONFLICT', ALREADY_PAID);
    const amountCents = found.price * 100;
    charge = {
      amountCents,
      currency: MEMBERSHIP_CURRENCY,
      description: `Semana ${found.name} membership`,
      metadata: { tier: found.id, userId: String(user.id) },
      tier: found.id,
      linkId: null,
      idempotencyKey: idempotencyKey('membership', user.id, found.id, amountCents),
    };
  } else {
    const [link] = await db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.token, input.link ?? ''))
      .limit(1);
    if (!link) throw new AppError('NOT_FOUND', 'payments.paymentLinkNotExist');
    if (link.status === 'paid') throw new AppError('CONFLICT', 'payments.paymentLinkAlreadyBeenPaid');
    charge = {
      amountCents: link.amountCents,
      currency: link.currency,
      description: link.name,
      metadata: { paymentLink: link.token, ...(user ? { userId: String(user.id) } : {}) },
      tier: null,
      linkId: link.id,
      idempotencyKey: idempotencyKey('link', link.token, user?.id ?? crypto.randomUUID(), link.amountCents),
    };
  }
  if (dollarsToCents(input.amount) !== charge.amountCents)
    throw new AppError('BAD_REQUEST', INVALID_SELECTION);
  return charge;
}
