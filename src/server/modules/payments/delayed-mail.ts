import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailLanguageTag, mailLocale, mailMoney } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { ProviderName } from '#src/server/payments/provider.ts';
import { rateText } from '#src/shared/money/money.ts';
import type { PaymentInstructions } from '#src/shared/payments/methods.ts';
import { tierName } from '#src/shared/payments/tier-names.ts';

interface Waiting {
  providerId: string;
  amountCents: number;
  usdAmountCents: number;
  rateE4: number;
  expiresAt: Date | string;
  instructions: PaymentInstructions | null;
  tier: string | null;
  bookingReference: string | null;
  linkName: string | null;
  email: string;
  firstName: string;
  locale: string | null;
}

const TEXTS = {
  en: {
    what: (p: Waiting) =>
      p.tier
        ? `${tierName(p.tier, 'en')} membership`
        : p.bookingReference
          ? `booking ${p.bookingReference}`
          : (p.linkName ?? 'Semana payment'),
    oxxoSubject: (what: string) => `Your OXXO voucher: ${what}`,
    speiSubject: (what: string) => `Your SPEI transfer details: ${what}`,
    oxxoHow: 'Pay this voucher in cash at any OXXO store: show the reference (or its barcode) at the till.',
    speiHow: 'Transfer the exact amount from your bank by SPEI, with the reference below.',
    number: (n: string) => `OXXO reference: ${n}`,
    clabe: (c: string, bank: string) => `CLABE: ${c} (${bank})`,
    reference: (r: string) => `Reference: ${r}`,
    amount: (pesos: string, dollars: string, rate: string) =>
      `Amount to pay: ${pesos} (${dollars} at ${rate} pesos per dollar)`,
    until: (when: string) => `Pay by: ${when} (Mexico City time)`,
    booking: 'Your week stays held for you until then.',
    membership: 'Your account is activated as soon as the payment is confirmed.',
    view: 'See the voucher',
    expiredSubject: (what: string) => `Your payment expired unpaid: ${what}`,
    expired: (pesos: string, what: string) =>
      `The ${pesos} payment for ${what} was not received in time, so it has expired. Nothing was charged.`,
    released: 'The week you held has been released and is on offer again.',
    again: 'You can start again whenever you like, by card, OXXO or SPEI.',
    retry: 'Start again',
  },
  es: {
    what: (p: Waiting) =>
      p.tier
        ? `Membresía ${tierName(p.tier, 'es')}`
        : p.bookingReference
          ? `reservación ${p.bookingReference}`
          : (p.linkName ?? 'Pago en Semana'),
    oxxoSubject: (what: string) => `Tu ficha OXXO: ${what}`,
    speiSubject: (what: string) => `Datos para tu transferencia SPEI: ${what}`,
    oxxoHow:
      'Paga esta ficha en efectivo en cualquier tienda OXXO: muestra la referencia (o su código de barras) en caja.',
    speiHow: 'Transfiere el monto exacto desde tu banco por SPEI, con la referencia de abajo.',
    number: (n: string) => `Referencia OXXO: ${n}`,
    clabe: (c: string, bank: string) => `CLABE: ${c} (${bank})`,
    reference: (r: string) => `Referencia: ${r}`,
    amount: (pesos: string, dollars: string, rate: string) =>
      `Monto a pagar: ${pesos} (${dollars} a ${rate} pesos por dólar)`,
    until: (when: string) => `Paga antes de: ${when} (hora de la Ciudad de México)`,
    booking: 'Tu semana queda apartada para ti hasta entonces.',
    membership: 'Tu cuenta se activa en cuanto se confirme el pago.',
    view: 'Ver la ficha',
    expiredSubject: (what: string) => `Tu pago venció sin pagarse: ${what}`,
    expired: (pesos: string, what: string) =>
      `El pago de ${pesos} por ${what} no se recibió a tiempo, así que venció. No se hizo ningún cargo.`,
    released: 'La semana que tenías apartada se liberó y vuelve a estar disponible.',
    again: 'Puedes empezar de nuevo cuando quieras, con tarjeta, OXXO o SPEI.',
    retry: 'Empezar de nuevo',
  },
} satisfies Record<MailLocale, unknown>;

/** An instant as a Mexico City clock shows it, in the reader's language. */
const mexicoTime = (at: Date | string, locale: MailLocale) =>
  new Date(at).toLocaleString(mailLanguageTag(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });

/**
 * The mails of a payment paid later in pesos (decision 064): the voucher or transfer's details
 * when it is created, and word that it lapsed unpaid. Each is claimed on the payment's row, in the
 * transaction that writes it, so a repeated creation or a second clock never mails twice.
 */
export function delayedPaymentMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  async function claim(
    tx: DbOrTx,
    where: { provider: ProviderName; providerId: string },
    kind: 'awaiting' | 'expired',
  ) {
    const column = sql.raw(kind === 'awaiting' ? 'instructions_mailed_at' : 'expiry_mailed_at');
    const status = kind === 'awaiting' ? 'pending' : 'canceled';
    const [row] = rowsOf<Waiting>(
      await tx.execute(sql`
        with claimed as (
          update payments set ${column} = now()
          where provider = ${where.provider} and provider_id = ${where.providerId}
            and status = ${status} and ${column} is null and user_id is not null
            and usd_amount_cents is not null
            ${kind === 'expired' ? sql`and expired_at is not null` : sql``}
          returning provider_id, amount_cents, usd_amount_cents, rate_e4, expires_at, instructions, tier,
            user_id, payment_link_id, booking_id
        )
        select c.provider_id as "providerId", c.amount_cents as "amountCents",
          c.usd_amount_cents as "usdAmountCents", c.rate_e4 as "rateE4", c.expires_at as "expiresAt",
          c.instructions, c.tier, b.reference as "bookingReference", l.name as "linkName",
          u.email, u.first_name as "firstName", u.locale
        from claimed c join users u on u.id = c.user_id
        left join payment_links l on l.id = c.payment_link_id
        left join bookings b on b.id = c.booking_id`),
    );
    return row;
  }

  const queue = (
    tx: DbOrTx,
    p: Waiting,
    m: (t: (typeof TEXTS)['en'], l: MailLocale) => Omit<Parameters<typeof composeMail>[1], 'to' | 'locale'>,
  ) => {
    const locale = mailLocale(p.locale);
    const written = m(TEXTS[locale], locale);
    return mailer.queue(
      composeMail(ctx, {
        locale,
        to: p.email,
        ...written,
        paragraphs: [greeting(locale, p.firstName), ...written.paragraphs],
      }),
      tx as never,
    );
  };

  return {
    /** A new OXXO/SPEI payment: its voucher or transfer details, and the page to come back to. */
    async awaiting(tx: DbOrTx, where: { provider: ProviderName; providerId: string }, clientSecret?: string) {
      const p = await claim(tx, where, 'awaiting');
      if (!p?.instructions) return;
      const ins = p.instructions;
      const page = clientSecret
        ? `${ctx.publicUrl}/payment-success?${new URLSearchParams({ payment_intent: p.providerId, payment_intent_client_secret: clientSecret })}`
        : `${ctx.publicUrl}/dashboard`;
      await queue(tx, p, (t, locale) => ({
        subject: ins.kind === 'oxxo' ? t.oxxoSubject(t.what(p)) : t.speiSubject(t.what(p)),
        paragraphs: [
          ins.kind === 'oxxo' ? t.oxxoHow : t.speiHow,
          ...(ins.kind === 'oxxo'
            ? [t.number(ins.number)]
            : [t.clabe(ins.clabe, ins.bankName), t.reference(ins.reference)]),
          t.amount(
            mailMoney(p.amountCents, 'mxn', locale),
            mailMoney(p.usdAmountCents, 'usd', locale),
            rateText(p.rateE4),
          ),
          t.until(mexicoTime(p.expiresAt, locale)),
          p.bookingReference ? t.booking : t.membership,
        ],
        action: {
          label: t.view,
          url: ins.kind === 'oxxo' && ins.hostedVoucherUrl && !clientSecret ? ins.hostedVoucherUrl : page,
        },
      }));
    },

    /** An OXXO/SPEI payment closed unpaid when its window passed. */
    async expired(tx: DbOrTx, where: { provider: ProviderName; providerId: string }) {
      const p = await claim(tx, where, 'expired');
      if (!p) return;
      await queue(tx, p, (t, locale) => ({
        subject: t.expiredSubject(t.what(p)),
        paragraphs: [
          t.expired(mailMoney(p.amountCents, 'mxn', locale), t.what(p)),
          ...(p.bookingReference ? [t.released] : []),
          t.again,
        ],
        action: {
          label: t.retry,
          url: `${ctx.publicUrl}${p.tier ? '/membership' : p.bookingReference ? '/all-weeks' : '/dashboard'}`,
        },
      }));
    },
  };
}

export type DelayedPaymentMail = ReturnType<typeof delayedPaymentMail>;
