/** '1500' or '12.5' or '12.34' (already checked against AMOUNT_PATTERN) → integer cents, without floats. */
export function decimalToCents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A browser's amount in dollars (number) → cents, or NaN when it has more than two decimals. */
export function dollarsToCents(amount: number): number {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : Number.NaN;
}
