import { sql } from 'drizzle-orm';
import { findTier } from '../../../shared/contracts/payments';
import { rowsOf } from '../../lib/sql-rows';
import { composeMail, type MailContext } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import type { ProviderName } from '../../payments/provider';
import type { DbOrTx } from './records';

interface Settled {
  providerId: string;
  amountCents: number;
  currency: string;
  tier: string | null;
  paidAt: Date | string | null;
  failureMessage: string | null;
  email: string;
  firstName: string;
  linkName: string | null;
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (at: Date | string) =>
  new Date(at).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Mail about a payment to its payer's account: a receipt once it succeeded, or word that it failed
 * when the provider says so. Each is claimed on the payment's row (like activation), in the
 * transaction that records the outcome, so a replayed or concurrent report never mails twice. A
 * payment with no account (an anonymous payment link) has no address here; the provider's own
 * receipt covers it.
 */
export function paymentMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  async function claim(
    tx: DbOrTx,
    where: { provider: ProviderName; providerId: string },
    kind: 'receipt' | 'failure',
  ) {
    const column = kind === 'receipt' ? sql.raw('receipt_mailed_at') : sql.raw('failure_mailed_at');
    const status = kind === 'receipt' ? 'succeeded' : 'failed';
    const [row] = rowsOf<Settled>(
      await tx.execute(sql`
        with claimed as (
          update payments set ${column} = now()
          where provider = ${where.provider} and provider_id = ${where.providerId}
            and status = ${status} and ${column} is null and user_id is not null
          returning provider_id, amount_cents, currency, tier, paid_at, failure_message, user_id, payment_link_id
        )
        select c.provider_id as "providerId", c.amount_cents as "amountCents", c.currency, c.tier,
          c.paid_at as "paidAt", c.failure_message as "failureMessage",
          u.email, u.first_name as "firstName", l.name as "linkName"
        from claimed c join users u on u.id = c.user_id
        left join payment_links l on l.id = c.payment_link_id`),
    );
    return row;
  }

  const what = (p: Settled) =>
    p.tier ? `${findTier(p.tier)?.name ?? p.tier} membership` : (p.linkName ?? 'Semana payment');

  return {
    /** Called after a payment's outcome is written, in the same transaction. */
    async settled(tx: DbOrTx, where: { provider: ProviderName; providerId: string }) {
      const paid = await claim(tx, where, 'receipt');
      if (paid) {
        await mailer.queue(
          composeMail(ctx, {
            to: paid.email,
            subject: `Payment received: ${what(paid)}`,
            paragraphs: [
              `Hello ${paid.firstName},`,
              'Thank you: we have received your payment.',
              `For: ${what(paid)}`,
              `Amount: ${money(paid.amountCents, paid.currency)} ${paid.currency.toUpperCase()}`,
              `Date: ${day(paid.paidAt ?? new Date())}`,
              `Reference: ${paid.providerId}`,
              ...(paid.tier
                ? ['Your account is now active: you can list weeks and properties and record your contracts.']
                : []),
              'Keep this e-mail as your receipt.',
            ],
            action: { label: 'Go to your dashboard', url: `${ctx.publicUrl}/dashboard` },
          }),
          tx as never,
        );
        return;
      }
      const failed = await claim(tx, where, 'failure');
      if (failed) {
        await mailer.queue(
          composeMail(ctx, {
            to: failed.email,
            subject: `Your payment did not go through: ${what(failed)}`,
            paragraphs: [
              `Hello ${failed.firstName},`,
              `Your payment of ${money(failed.amountCents, failed.currency)} ${failed.currency.toUpperCase()} for ${what(failed)} did not go through, and you have not been charged for it.`,
              ...(failed.failureMessage ? [`The payment provider said: ${failed.failureMessage}`] : []),
              'You can try again with another card, or contact us if the problem continues.',
            ],
            action: {
              label: 'Try again',
              url: `${ctx.publicUrl}${failed.tier ? '/membership' : '/dashboard'}`,
            },
          }),
          tx as never,
        );
      }
    },
  };
}

export type PaymentMail = ReturnType<typeof paymentMail>;
