/**
 * Text as a search compares it: lower case, with accents and other combining marks removed, so that
 * 'Mazatlán', 'MAZATLAN' and 'mazatlan' are the same. The server folds its columns and the typed
 * text alike in SQL (`foldAccents`), so the browser and the database agree on Spanish names.
 */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether the folded query is in the folded text ('penasco' is in 'Puerto Peñasco'). */
export const foldedIncludes = (text: string, query: string) => fold(text).includes(fold(query));

/**
 * Where the query appears in the text, accents and case ignored, as a range of the text's own
 * characters (to show the typed part in bold), or undefined.
 */
export function foldedRange(text: string, query: string): { start: number; end: number } | undefined {
  const wanted = fold(query);
  if (!wanted) return undefined;
  // Each character folded alone, remembering where it starts in the text and where it ends.
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const part = fold(char);
    for (let i = 0; i < part.length; i++) {
      starts.push(at);
      ends.push(at + char.length);
    }
    folded += part;
    at += char.length;
  }
  const found = folded.indexOf(wanted);
  if (found < 0) return undefined;
  return { start: starts[found], end: ends[found + wanted.length - 1] };
}

/**
 * Alphabetical order for names in menus, as Spanish orders them (accents and case aside, 'ñ' after
 * 'n'), without Intl.Collator: a browser's first Intl call is slow while a page starts. A test
 * checks it against Intl.Collator on the reference names.
 */
const orderKey = (text: string) => fold(text.toLowerCase().replace(/ñ/g, 'n~'));
export const byName = (a: string, b: string) => {
  const x = orderKey(a);
  const y = orderKey(b);
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};
