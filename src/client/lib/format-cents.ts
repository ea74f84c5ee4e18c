import { formatCents } from './format';

/**
 * '$350' or '$420.50' (Spanish 'USD 420.50'): a dollar amount kept to the cent, such as a week's
 * usage fee, written with its cents where formatPrice rounds to whole dollars. The amount has whole
 * cents (a numeric(10,2) column; the contracts refuse more), so rounding it a hundredfold only drops
 * the float's error. Kept apart from format.ts: only owners' screens use it, and format.ts is in
 * every public page's first script.
 */
export const formatDollarsToTheCent = (amount: number) => formatCents(Math.round(amount * 100));
