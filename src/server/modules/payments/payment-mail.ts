import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay, mailLocale, mailMoney } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { ProviderName } from '#src/server/payments/provider.ts';
import { rateText } from '#src/shared/money/money.ts';
import { tierName } from '#src/shared/payments/tier-names.ts';

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
  locale: string | null;
  /** A peso purchase's dollar price and rate (decision 064): its receipt states both currencies. */
  usdAmountCents: number | null;
  rateE4: number | null;
}

const TEXTS = {
  en: {
    membership: (tier: string) => `${tierName(tier, 'en')} membership`,
    payment: 'Semana payment',
    paidSubject: (what: string) => `Payment received: ${what}`,
    thanks: 'Thank you: we have received your payment.',
    for: (what: string) => `For: ${what}`,
    amount: (amount: string) => `Amount: ${amount}`,
    inDollars: (dollars: string, rate: string) => `In dollars: ${dollars}, at ${rate} pesos per dollar`,
    date: (day: string) => `Date: ${day}`,
    reference: (id: string) => `Reference: ${id}`,
    active: 'Your account is now active: you can list weeks and properties and record your contracts.',
    keep: 'Keep this e-mail as your receipt.',
    dashboard: 'Go to your dashboard',
    failedSubject: (what: string) => `Your payment did not go through: ${what}`,
    failed: (amount: string, what: string) =>
      `Your payment of ${amount} for ${what} did not go through, and you have not been charged for it.`,
    provider: (message: string) => `The payment provider said: ${message}`,
    again: 'You can try again with another card, or contact us if the problem continues.',
    retry: 'Try again',
  },
  es: {
    membership: (tier: string) => `Membresía ${tierName(tier, 'es')}`,
    payment: 'Pago en Semana',
    paidSubject: (what: string) => `Recibimos tu pago: ${what}`,
    thanks: 'Gracias: recibimos tu pago.',
    for: (what: string) => `Concepto: ${what}`,
    amount: (amount: string) => `Monto: ${amount}`,
    inDollars: (dollars: string, rate: string) => `En dólares: ${dollars}, a ${rate} pesos por dólar`,
    date: (day: string) => `Fecha: ${day}`,
    reference: (id: string) => `Referencia: ${id}`,
    active: 'Tu cuenta ya está activa: puedes publicar semanas y propiedades y registrar tus contratos.',
    keep: 'Guarda este correo como comprobante.',
    dashboard: 'Ir a tu panel',
    failedSubject: (what: string) => `Tu pago no se completó: ${what}`,
    failed: (amount: string, what: string) =>
      `Tu pago de ${amount} por ${what} no se completó y no se te hizo ningún cargo.`,
    provider: (message: string) => `El procesador de pagos indicó: ${message}`,
    again: 'Puedes intentarlo de nuevo con otra tarjeta, o escríbenos si el problema continúa.',
    retry: 'Intentar de nuevo',
  },
} satisfies Record<MailLocale, unknown>;
type Texts = (typeof TEXTS)[MailLocale];

/**
 * Mail about a payment to its payer's account: a receipt once it succeeded, or word that it failed
 * when the provider says so. Each is claimed on the payment's row (like activation), in the
 * transaction that records the outcome, so a replayed or concurrent report never mails twice. A
 * payment with no account (an anonymous payment link) has no address here; the provider's own
 * receipt covers it. A booking's charge is told by the bookings module's own mail, not here.
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
            and booking_id is null
          returning provider_id, amount_cents, currency, tier, paid_at, failure_message, user_id, payment_link_id,
            usd_amount_cents, rate_e4
        )
        select c.provider_id as "providerId", c.amount_cents as "amountCents", c.currency, c.tier,
          c.usd_amount_cents as "usdAmountCents", c.rate_e4 as "rateE4",
          c.paid_at as "paidAt", c.failure_message as "failureMessage",
          u.email, u.first_name as "firstName", u.locale, l.name as "linkName"
        from claimed c join users u on u.id = c.user_id
        left join payment_links l on l.id = c.payment_link_id`),
    );
    return row;
  }

  const what = (p: Settled, t: Texts) => (p.tier ? t.membership(p.tier) : (p.linkName ?? t.payment));

  /** Queues a mail to the payer in their language; `write` gives its subject, paragraphs and button. */
  const mailPayer = (
    tx: DbOrTx,
    payer: Settled,
    write: (t: Texts, locale: MailLocale) => Omit<Parameters<typeof composeMail>[1], 'to' | 'locale'>,
  ) => {
    const locale = mailLocale(payer.locale);
    const t = TEXTS[locale];
    const m = write(t, locale);
    return mailer.queue(
      composeMail(ctx, {
        locale,
        to: payer.email,
        ...m,
        paragraphs: [greeting(locale, payer.firstName), ...m.paragraphs],
      }),
      tx as never,
    );
  };

  return {
    /** Called after a payment's outcome is written, in the same transaction. */
    async settled(tx: DbOrTx, where: { provider: ProviderName; providerId: string }) {
      const paid = await claim(tx, where, 'receipt');
      if (paid) {
        await mailPayer(tx, paid, (t, locale) => ({
          subject: t.paidSubject(what(paid, t)),
          paragraphs: [
            t.thanks,
            t.for(what(paid, t)),
            t.amount(mailMoney(paid.amountCents, paid.currency, locale)),
            ...(paid.usdAmountCents && paid.rateE4
              ? [t.inDollars(mailMoney(paid.usdAmountCents, 'usd', locale), rateText(paid.rateE4))]
              : []),
            t.date(mailDay(paid.paidAt ?? new Date(), locale)),
            t.reference(paid.providerId),
            ...(paid.tier ? [t.active] : []),
            t.keep,
          ],
          action: { label: t.dashboard, url: `${ctx.publicUrl}/dashboard` },
        }));
        return;
      }
      const failed = await claim(tx, where, 'failure');
      if (failed) {
        await mailPayer(tx, failed, (t, locale) => ({
          subject: t.failedSubject(what(failed, t)),
          paragraphs: [
            t.failed(mailMoney(failed.amountCents, failed.currency, locale), what(failed, t)),
            ...(failed.failureMessage ? [t.provider(failed.failureMessage)] : []),
            t.again,
          ],
          action: { label: t.retry, url: `${ctx.publicUrl}${failed.tier ? '/membership' : '/dashboard'}` },
        }));
      }
    },
  };
}

export type PaymentMail = ReturnType<typeof paymentMail>;
