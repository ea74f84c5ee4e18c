import { eq } from 'drizzle-orm';
import type { ExchangeRate } from '#src/shared/contracts/system.ts';
import { rateE4, toPesos, usd } from '#src/shared/money/money.ts';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { isLocale, type Locale } from '../lib/locale';

/**
 * The language a mail is written in: its recipient's (the account's preference, or the language a
 * week request was made in). Anything unknown reads as English, the site's default.
 */
export type MailLocale = Locale;
export const mailLocale = (value: unknown): MailLocale => (isLocale(value) ? value : 'en');

/** An account's language, read in the transaction that queues its mail. */
export async function accountLocale(tx: Db, userId: number): Promise<MailLocale> {
  const [row] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return mailLocale(row?.locale);
}

const TAGS: Record<MailLocale, string> = { en: 'en-US', es: 'es-MX' };
export const mailLanguageTag = (locale: MailLocale) => TAGS[locale];

/** A calendar day as the site shows it: 'Mar 12, 2027' in English, '12 mar 2027' in Spanish. */
export function mailDay(at: string | Date, locale: MailLocale): string {
  const date =
    typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at) ? new Date(`${at}T00:00:00Z`) : new Date(at);
  const text = date.toLocaleDateString(TAGS[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return locale === 'es' ? text.replace(/\./g, '') : text;
}

/** Whole dollars as the site shows them: '$1,500' in English, 'USD 1,500' in Spanish. */
export function mailUsd(dollars: number, locale: MailLocale): string {
  const amount = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0 }).format(dollars);
  return locale === 'es' ? `USD ${amount}` : `$${amount}`;
}

/**
 * A dollar price as the site shows it to the mail's reader (decision 063): in Spanish, whole pesos
 * first at the site's rate and the dollars after ('$27,675 MXN (USD 1,500)'); in English, or with
 * no rate known, the dollars alone.
 */
export function mailPrice(dollars: number, locale: MailLocale, rate: ExchangeRate | null): string {
  if (locale !== 'es' || !rate) return mailUsd(dollars, locale);
  const pesos = toPesos(usd(Math.round(dollars * 100)), rateE4(rate.usdMxn)).cents / 100;
  return `$${new Intl.NumberFormat(TAGS.es, { maximumFractionDigits: 0 }).format(pesos)} MXN (${mailUsd(dollars, locale)})`;
}

/** An amount in cents of a currency, with the currency's code: '$49.00 USD', '49.00 USD'. */
export function mailMoney(cents: number, currency: string, locale: MailLocale): string {
  const code = currency.toUpperCase();
  if (locale === 'en') {
    return `${new Intl.NumberFormat(TAGS.en, { style: 'currency', currency: code }).format(cents / 100)} ${code}`;
  }
  const amount = new Intl.NumberFormat(TAGS.es, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${amount} ${code}`;
}
