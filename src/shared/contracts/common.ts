import { getYear, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { groupDigits } from '../digits';

/** The body of every error response (CODE_STYLE.md, 5). */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Some screens read an `error` field; it carries the same text as message. */
  error: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ ok: z.literal(true) });

/** A person's name as others see it: the poster of a week or listing, a contract's owner. */
export const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** An empty form box means "missing", not zero (z.coerce alone would read '' as 0). */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// The input rules below mirror what PostgreSQL accepts, so that bad input is a 400 with a field
// message here instead of a database error (decision 014).

/** PostgreSQL refuses U+0000 in text; every input string is checked for it. */
export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';

/** An input string: a z.string() that refuses NUL. Chain trim/min/max on it as on any string. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((s) => !s.includes('\u0000'), NUL_MESSAGE);

/**
 * The path of the first string (value or key) in a JSON-like value that `bad` matches, or undefined;
 * a key on the path is written by `shownKey` (so that the path itself is fit to send back).
 */
function findText(
  value: unknown,
  bad: RegExp,
  shownKey: (key: string) => string,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return bad.test(value) ? path : undefined;
  // Parsed bodies are bounded by the body limit; the depth bound only guards against cycles.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findText(value[i], bad, shownKey, [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (bad.test(key)) return [...path, shownKey(key)];
    const found = findText(item, bad, shownKey, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is looked for
const NUL = /\u0000/;

/** The path of the first string (value or key) holding a NUL in any JSON-like value, or undefined. */
export const findNul = (value: unknown) => findText(value, NUL, (key) => key.replaceAll('\u0000', '\\u0000'));

/** PostgreSQL's JSON (the mail queue's jobs) refuses a lone UTF-16 surrogate; JSON text may still carry one. */
export const LONE_SURROGATE_MESSAGE = 'Must be valid Unicode text (a lone surrogate was sent)';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (value or key) holding a lone surrogate in any JSON-like value, or undefined. */
export const findLoneSurrogate = (value: unknown) =>
  findText(value, LONE_SURROGATE, (key) => key.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD'));

/** The largest PostgreSQL `integer` (serial ids, integer columns). */
export const MAX_INT = 2_147_483_647;
export const ID_RANGE_MESSAGE = `Must be an id from 1 to ${MAX_INT}`;

/**
 * A row id: a positive integer within PostgreSQL's integer range, from a number or a numeric string
 * (path, query and form values are strings). `message` replaces the type and sign messages.
 */
export const id = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .max(MAX_INT, ID_RANGE_MESSAGE)
    .int(message)
    .positive(message);

export const idParam = z.object({ id: id() });

/** The largest value a PostgreSQL numeric(precision, scale) column holds. */
export const numericMax = (precision: number, scale: number) =>
  Number((10 ** (precision - scale) - 10 ** -scale).toFixed(scale));

export const tooLargeMessage = (max: number) => `Must be at most ${groupDigits(max)}`;

/** Calendar dates are kept to years a marketplace of holiday weeks can mean. */
export const DATE_YEARS = { min: 1900, max: 2199 } as const;
export const DATE_MESSAGE = `Must be a real calendar date between ${DATE_YEARS.min}-01-01 and ${DATE_YEARS.max}-12-31`;

/** True for a yyyy-MM-dd that exists (no Feb 30, no month 13) within DATE_YEARS. */
export function isCalendarDate(s: string): boolean {
  // parseISO alone would also take other ISO spellings ('2024-06', '20240601', '2024-W23').
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const day = parseISO(s);
  return isValid(day) && getYear(day) >= DATE_YEARS.min && getYear(day) <= DATE_YEARS.max;
}

/**
 * A calendar date as yyyy-MM-dd. `formatMessage` is the text for a missing or malformed value;
 * with `timestamps`, a full ISO timestamp is accepted and cut to its date part (older clients).
 */
export const calendarDate = (formatMessage: string, opts: { timestamps?: boolean } = {}) =>
  text({ error: formatMessage })
    .trim()
    .regex(opts.timestamps ? /^\d{4}-\d{2}-\d{2}(T.*)?$/ : /^\d{4}-\d{2}-\d{2}$/, formatMessage)
    .transform((s) => s.slice(0, 10))
    .refine(isCalendarDate, DATE_MESSAGE);
