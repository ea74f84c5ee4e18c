/**
 * Numbers written with commas between thousands and a point before decimals, as both of the app's
 * languages write them (en-US and es-MX), without Intl: a browser's first Intl call loads its
 * locale data, tens of milliseconds on a phone while the page starts. The digits are those of the
 * number's shortest decimal form, rounded half away from zero, as Intl.NumberFormat rounds them
 * (a test compares the two).
 */
export function groupDigits(value: number, maxFraction = 0, minFraction = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0 || Object.is(value, -0);
  let [whole, fraction] = roundedDigits(Math.abs(value), maxFraction);
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The whole and fraction digits of a non-negative number, rounded to `max` decimals. */
function roundedDigits(value: number, max: number): [string, string] {
  const [whole, fraction = ''] = plainDecimal(value).split('.');
  if (fraction.length <= max) return [whole, fraction];
  const kept = whole + fraction.slice(0, max);
  if (fraction.charCodeAt(max) < 53 /* '5' */) return [whole, fraction.slice(0, max)];
  // Add one to the last kept digit, carrying through nines.
  const digits = kept.split('');
  let i = digits.length - 1;
  for (; i >= 0 && digits[i] === '9'; i--) digits[i] = '0';
  if (i < 0) digits.unshift('1');
  else digits[i] = String(Number(digits[i]) + 1);
  const all = digits.join('');
  return [all.slice(0, all.length - max) || '0', all.slice(all.length - max)];
}

/** The shortest decimal form of a non-negative number, without an exponent ('1e21' → '1000…000'). */
function plainDecimal(value: number): string {
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const exponent = Number(text.slice(e + 1));
  const [whole, fraction = ''] = text.slice(0, e).split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}
