import { expect } from 'vitest';

// What the search tests share: words for the rows they generate in the database, and the check of a
// page against the rows they expect.

/** A SQL array of text literals, for rows generated in the database: `array['a', 'b']`. */
const sqlArray = (words: readonly string[]) =>
  `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]`;

/** One of `words`, chosen in SQL by the integer expression `expr`. */
export const sqlPick = (words: readonly string[], expr: string) =>
  `(${sqlArray(words)})[1 + (${expr}) % ${words.length}]`;

/** A page's answer counts every expected row and holds the first `size` of them, in order. */
export function expectPageOf(
  page: { items: { id: number }[]; total: number },
  expected: { id: number }[],
  size: number,
  label: string,
) {
  expect(page.total, label).toBe(expected.length);
  expect(
    page.items.map((i) => i.id),
    label,
  ).toEqual(expected.slice(0, size).map((r) => r.id));
}

/**
 * A search at `url` answers as filtering every row does: its first page of 20 counts and holds the
 * first expected rows, and the unpaged list (asked for only when the matches are few, as it is long
 * otherwise) holds every expected row, in order.
 */
export async function expectSearchAnswers(
  get: (url: string) => Promise<unknown>,
  url: string,
  expected: { id: number }[],
  label: string,
) {
  const page = (await get(`${url}&page=1&pageSize=20`)) as { items: { id: number }[]; total: number };
  expectPageOf(page, expected, 20, label);
  if (expected.length > 500) return;
  const whole = (await get(url)) as { id: number }[];
  expect(
    whole.map((i) => i.id),
    label,
  ).toEqual(expected.map((r) => r.id));
}
