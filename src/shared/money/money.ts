// Money as integer minor units (cents, centavos), never floats: one small type for both currencies,
// and the peso conversion every purchase and every Spanish price uses (decision 063).

export type Currency = 'usd' | 'mxn';

/** An amount in a currency's minor units (cents of a dollar, centavos of a peso). */
export interface Money {
  readonly cents: number;
  readonly currency: Currency;
}

/** Throws unless `cents` is a safe integer: an amount never carries a fraction of a cent. */
export function assertCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in minor units: ${cents}`);
  return cents;
}

export const money = (cents: number, currency: Currency): Money => ({ cents: assertCents(cents), currency });
export const usd = (cents: number) => money(cents, 'usd');
export const mxn = (cents: number) => money(cents, 'mxn');

function same(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new TypeError(`Cannot mix ${a.currency} and ${b.currency}`);
  return a.currency;
}

export const add = (a: Money, b: Money): Money => money(a.cents + b.cents, same(a, b));
export const subtract = (a: Money, b: Money): Money => money(a.cents - b.cents, same(a, b));

/** The sum of amounts in one currency (zero of `currency` when there are none). */
export function sum(amounts: readonly Money[], currency: Currency): Money {
  let cents = 0;
  for (const amount of amounts) cents = add(money(cents, currency), amount).cents;
  return money(cents, currency);
}

/** Integer division rounded half away from zero, in BigInt so no product loses a digit. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/** `percent` % of an amount (a whole percent), rounded half up to the minor unit. */
export function percentOf(amount: Money, percent: number): Money {
  if (!Number.isSafeInteger(percent)) throw new RangeError(`Not a whole percent: ${percent}`);
  return money(Number(divideHalfUp(BigInt(amount.cents) * BigInt(percent), 100n)), amount.currency);
}

/**
 * Pesos per dollar in ten-thousandths (17.2345 → 172345): how a rate is kept on a purchase, so
 * the conversion is integer arithmetic and the same rate always gives the same pesos.
 */
export type RateE4 = number;

/** '17.2345' (as PostgreSQL's numeric reads) or 17.2345 → 172345; throws on a rate outside (0, 1000). */
export function rateE4(usdMxn: string | number): RateE4 {
  const text = typeof usdMxn === 'number' ? usdMxn.toFixed(6) : usdMxn.trim();
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a rate: ${usdMxn}`);
  const fraction = (match[2] ?? '').padEnd(5, '0');
  // Half up on the fifth decimal: 17.23455 → 17.2346.
  const e4 = Number(match[1]) * 10_000 + Number(fraction.slice(0, 4)) + (Number(fraction[4]) >= 5 ? 1 : 0);
  if (e4 <= 0 || e4 >= 10_000_000) throw new RangeError(`Not a rate: ${usdMxn}`);
  return e4;
}

/** A rate in ten-thousandths as pesos per dollar, for showing ('17.2345'). */
export const rateText = (rate: RateE4) =>
  `${Math.floor(rate / 10_000)}.${String(rate % 10_000).padStart(4, '0')}`;

/**
 * Dollars in pesos at a rate, rounded half up to a whole peso, as a shop in Mexico shows a price:
 * the peso amount a person sees is the one they pay (an OXXO voucher, a SPEI transfer), never a
 * figure with centavos that a later step rounds differently.
 */
export function toPesos(amount: Money, rate: RateE4): Money {
  if (amount.currency !== 'usd') throw new TypeError('Only dollars are converted to pesos');
  const pesos = divideHalfUp(BigInt(amount.cents) * BigInt(rate), 100n * 10_000n);
  return mxn(Number(pesos * 100n));
}

/**
 * A dollar amount read from a numeric(…, 2) column as a JS number (1500.5) → cents (150050): the
 * column holds whole cents, so rounding a hundredfold only drops the float's error; throws on more
 * decimals than two.
 */
export function centsOf(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(cents - amount * 100) > 1e-6) {
    throw new RangeError(`Not an amount in whole cents: ${amount}`);
  }
  return assertCents(cents);
}
