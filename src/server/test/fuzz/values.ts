import fc from 'fast-check';

/**
 * Hostile values for the route fuzzer: the boundaries PostgreSQL and JavaScript disagree on, text
 * PostgreSQL refuses, dates that only look like dates, and plain wrong types.
 */

const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  2,
  0.5,
  1.005,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e15,
  1e308,
  -1e308,
  5e-324,
  99_999_999.99,
  999_999_999_999.995,
  9_999_999_999.99,
  1_000_000.01,
];

const NUMERIC_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '1e400',
  '-1e400',
  '1e308',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  '1e3',
  ' 1',
  '1 ',
  '+1',
  '1.5',
  '00001',
  '１',
  '٣',
  '1,000',
  'null',
  'undefined',
  'true',
];

const DATE_STRINGS = [
  '2024-02-30',
  '2023-02-29',
  '2024-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-04-31',
  '0000-00-00',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '2199-12-31',
  '2200-01-01',
  '2030-01-05',
  '2030-01-11',
  '2024-02-30T10:00:00Z',
  '2024-01-01T\u0000',
  '2024-1-1',
  '20240101',
  '2024-01-01 ',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '\u202e',
  'Ω≈ç√∫',
  '🏖️👨‍👩‍👧',
  'Z̸̢͉̜̓̈́a̴̡͇͌l̷̪̈́g̸̙͗o̷̫̊',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table users; --',
  '%00',
  '%s%s%n',
  '../../../etc/passwd',
  '{{7*7}}',
  '\\',
  '\r\n',
  'a'.repeat(201),
  'a'.repeat(5001),
  'x'.repeat(70_000),
  'ü'.repeat(20_001),
  'silver',
  'GOLD',
  'user@example.test',
  'a@b',
  '12/34',
  '4242 4242 4242 4242',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`) },
  { weight: 1, arbitrary: fc.constantFrom(...DATE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_STRINGS) },
);

const number = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** A scalar of any JSON type, hostile by preference. */
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 3, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value: scalars, and arrays and objects of them (keys with NUL and prototype names too). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000')),
      hostileScalar,
      { maxKeys: 3 },
    ),
  },
);

/** A query-string or form value: always text, as a browser sends it. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 1, arbitrary: number.map(String) },
);

/** Path segments: numbers past every range, and encodings a router or a decoder may trip on. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...NUMERIC_STRINGS.filter((s) => s.trim() === s && s !== ''))
      .map((s) => encodeComponent(s, true)),
  },
  { weight: 1, arbitrary: fc.constantFrom('1', '2', '3').map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '%',
      '%zz',
      '%00',
      '1%00',
      '%2e%2e',
      '%2F',
      '%2f..%2f',
      '%C0%AF',
      '%E0%A4%A',
      '%ff',
      '%FE%FF',
      '%uD800',
      ';',
      'a;b=c',
      '%20',
      '+',
      '1.0',
      '-0',
      '%EF%BC%91',
      '%F0%9F%8F%96',
      'x'.repeat(3000),
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 1, maxLength: 20 })
      .map((s) => encodeComponent(s, false)),
  },
);

/** Percent-encodes the UTF-8 bytes of `s` outside `keep` (lone surrogates become U+FFFD, as a browser sends them). */
function percentEncode(s: string, keep: RegExp): string {
  const bytes = (ch: string) =>
    [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  return [...s].map((ch) => (keep.test(ch) ? ch : bytes(ch))).join('');
}

/** A percent-encoded component, or a raw one that keeps `%`, `=` and the other printables as they are. */
export function encodeComponent(s: string, raw: boolean): string {
  if (!raw) return percentEncode(s, /^[A-Za-z0-9_.~-]$/);
  return percentEncode(s, /^[\x21-\x7e]$/).replace(/[&#]/g, (c) => (c === '&' ? '%26' : '%23'));
}

/** A 1×1 PNG: a real image, so the upload pipeline runs end to end. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
