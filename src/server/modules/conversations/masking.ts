/**
 * Contact details and payment instructions in a message, found so they can be hidden while a
 * booking is not paid (decision 060). Pure: text in, spans and kinds out. The text is folded one
 * character for one (accents and width dropped, lower case), so every index found in the folded
 * copy is an index of the original.
 *
 * What it cannot catch (and the decision record says so): a number spelled across unrelated words
 * ("my first is five, then…" over several sentences), details in a picture, or a person's name and
 * town that someone could look up. The safety notice at the top of each conversation covers the rest.
 */

import { MASKED_KINDS, type MaskedKind } from '#src/shared/conversations/rules.ts';
import { TENS, UNITS } from './number-words';

export { MASKED_KINDS, type MaskedKind } from '#src/shared/conversations/rules.ts';

/** What replaces each hidden stretch. */
export const MASK = '•••';

interface Span {
  start: number;
  end: number;
  kind: MaskedKind;
}

const NON_ASCII_DIGIT = /\p{Nd}/u;
const INVISIBLE = /\p{Cf}/u;

/** A decimal digit of any script ('٥', '५') as 0–9: its place counted from its block's zero. */
function asciiDigit(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  let k = 0;
  while (k < 10 && NON_ASCII_DIGIT.test(String.fromCodePoint(cp - k - 1))) k++;
  return String(k % 10);
}

/**
 * One character for one: 'Á' → 'a', full-width '５' → '5', Arabic-Indic '٥' → '5', and invisible
 * format characters (zero-width spaces, soft hyphens) → a space, so indexes stay those of the original
 * and "juan\u200b@…" reads as the address a person sees.
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    if (INVISIBLE.test(ch)) {
      out += ch.length === 2 ? '  ' : ' ';
      continue;
    }
    const nfkd = ch.normalize('NFKD')[0] ?? ch;
    const base = /[0-9]/.test(nfkd) || !NON_ASCII_DIGIT.test(ch) ? nfkd : asciiDigit(ch);
    const lower = base.toLowerCase()[0] ?? base;
    // Characters outside the basic plane take two code units: keep the length by padding.
    out += ch.length === 2 ? `${lower.length === 1 ? lower : ' '} ` : lower.length === 1 ? lower : ' ';
  }
  return out;
}

const TLDS =
  'com|net|org|mx|io|me|co|info|biz|app|ly|us|es|site|online|store|xyz|page|gl|to|link|edu|gob|gov|dev|ai|tv|cc|website|live|shop|club';
/** Top-level domains that are also everyday words: a typo like "Gracias.Es" is not a link. */
const WORDLIKE_TLDS = new Set([
  'me',
  'co',
  'us',
  'es',
  'to',
  'io',
  'tv',
  'ai',
  'cc',
  'info',
  'live',
  'shop',
  'club',
  'link',
  'page',
  'site',
  'store',
  'app',
  'dev',
]);

const DOT_WORD = String.raw`\s*(?:\(\s*dot\s*\)|\[\s*dot\s*\]|\bdot\b|\bpunto\b)\s*`;
const AT_WORD = String.raw`\s*(?:@|\(\s*(?:at|arroba)\s*\)|\[\s*(?:at|arroba)\s*\]|\bat\b|\barroba\b)\s*`;

/** Patterns run on the folded text, each with the kind it hides. */
const PATTERNS: [RegExp, MaskedKind][] = [
  // juan.perez@gmail.com, also with spaces around the @
  [/[a-z0-9._%+-]+\s*@\s*[a-z0-9-]+(?:\s*\.\s*[a-z0-9-]+)+/g, 'email'],
  // juan at gmail dot com, juan arroba gmail punto com, juan [at] gmail [dot] com
  [
    new RegExp(
      String.raw`[a-z0-9._%+-]+${AT_WORD}[a-z0-9-]+(?:(?:\.|${DOT_WORD})[a-z0-9-]+)*(?:\.(?:${TLDS})|${DOT_WORD}[a-z]{2,10})\b`,
      'g',
    ),
    'email',
  ],
  // an address book's provider named with a handle before it: "juan1990 en gmail"
  [
    /(?:[a-z0-9._-]+\s*(?:en|on|de|at|@)?\s*)?\b(?:gmail|hotmail|outlook|yahoo|icloud|protonmail|proton|live\.com)\b/g,
    'email',
  ],
  [/\b(?:https?|ftp)\s*:\s*\/\s*\/\S*/g, 'link'],
  [new RegExp(String.raw`\bwww\b(?:\s*\.\s*|${DOT_WORD}|\s+)\S+`, 'g'), 'link'],
  // midominio punto com, mysite dot com
  [new RegExp(String.raw`\b[a-z0-9-]+${DOT_WORD}(?:${TLDS})\b(?:${DOT_WORD}[a-z]{2}\b)?`, 'g'), 'link'],
  [/\b(?:wa\s*\.\s*me|t\s*\.\s*me|telegram\s*\.\s*me|chat\s*\.\s*whatsapp\s*\.\s*com)\s*\/\s*\S*/g, 'handle'],
  [/(?:^|(?<=[^a-z0-9._%+-]))@\s?[a-z0-9_.]{2,}/g, 'handle'],
  [
    /\b(?:what'?s?\s*app?|whatsapp|whatsap|wats\s*app?|wasap|guasap|wassap|wsp|wpp|telegram|viber|wechat|instagram|facebook|messenger|skype|snapchat|imessage)\b/g,
    'handle',
  ],
  [
    /\b(?:clabe|swift|bic|iban|spei|zelle|venmo|paypal|pay\s*pal|cash\s*app|money\s*gram|western\s*union|oxxo|bitcoin|btc|usdt|cript\w*|crypt\w*)\b/g,
    'payment',
  ],
  [/\btransfer(?:encias?|ir|ime|irme|irte|iras?|ido)\b|\btransfier\w*/g, 'payment'],
  [
    /\b(?:wire|wired|wiring)\b|\b(?:bank|money)\s*transfers?\b|\btransfer\s+(?:the\s+)?(?:money|funds|payment)\b|\bbank\s+(?:deposit|account|details)\b|\bdirect\s+deposit\b/g,
    'payment',
  ],
  [
    /\bdeposito\s+(?:bancario|a\s+(?:mi\s+)?cuenta|en\s+(?:mi\s+)?(?:cuenta|banco))\b|\bdeposit(?:a|ar|ame|arme|e|en)\b/g,
    'payment',
  ],
  [
    /\bgift\s*cards?\b|\btarjetas?\s+(?:de\s+)?regalo\b|\b(?:itunes|amazon|google\s+play|steam)\s+cards?\b/g,
    'payment',
  ],
  [
    /\b(?:numero\s+de\s+(?:cuenta|tarjeta)|account\s+number|routing\s+number|sort\s+code|cuenta\s+bancaria|card\s+number)\b/g,
    'payment',
  ],
  // IBAN: two letters, two check digits, then groups of letters and digits
  [/\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){3,7}(?:\s?[a-z0-9]{1,3})?\b/g, 'payment'],
];

/** A SWIFT/BIC code as banks print it: four letters, a country, two more, maybe a branch (upper case only). */
const BIC = /\b[A-Z]{4}(?:MX|US|ES|CA|GB|DE|FR|IT|CH|NL)[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/g;

/** Bare domains: midominio.com.mx, wa.me/5255…, bit.ly/x. */
const DOMAIN = new RegExp(
  String.raw`\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\s*\.\s*[a-z0-9-]+)*\s*\.\s*(${TLDS})\b(?:\s*\.\s*[a-z]{2}\b)?(?:\/\S*)?`,
  'g',
);

/** Characters that may sit between the digits of one number: 55-1234 5678, (55) 1234.5678, +52 1 55… */
const SEPARATOR = /[\s\-.()+_*,/\\|–—‐‑‒―\u200b-\u200d\u2060\ufeff~]/;
/** Digits in one run from which it is a phone number; from PAYMENT_DIGITS an account or card number. */
const PHONE_DIGITS = 7;
const PAYMENT_DIGITS = 16;

/** Ordinary numbers that read like digits in a row but are not: dates, times, amounts of money. */
// Each is ordinary only when no more digits follow it ("15/12/3456 7890" is a phone number).
const NO_DIGITS_AFTER = String.raw`(?![\s\-.,/]*\d)`;
const ORDINARY: RegExp[] = [
  new RegExp(
    String.raw`\b(?:[0-2]?\d|3[01])\/(?:0?[1-9]|1[0-2])(?:\/(?:\d{2}|\d{4}))?\b${NO_DIGITS_AFTER}`,
    'g',
  ),
  new RegExp(String.raw`\b(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:[0-2]\d|3[01])\b${NO_DIGITS_AFTER}`, 'g'),
  new RegExp(String.raw`\b(?:[01]?\d|2[0-3]):[0-5]\d\b${NO_DIGITS_AFTER}`, 'g'),
  new RegExp(
    String.raw`\$\s*\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?\b${NO_DIGITS_AFTER}|\b\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?\b${NO_DIGITS_AFTER}`,
    'g',
  ),
];

/**
 * Stretches of the text that are dates, times or amounts: their digits never count towards a phone
 * number. An amount without a currency sign is one only below seven digits ("5,512,345,678" is a
 * phone number written with thousands separators; "$1,250,000" stays a price).
 */
function ordinarySpans(f: string): boolean[] {
  const protectedAt = new Array<boolean>(f.length).fill(false);
  for (const re of ORDINARY)
    for (const m of f.matchAll(re)) {
      if (!m[0].includes('$') && m[0].replace(/\D/g, '').length >= PHONE_DIGITS && m[0].includes(','))
        continue;
      for (let i = m.index; i < m.index + m[0].length; i++) protectedAt[i] = true;
    }
  return protectedAt;
}

/**
 * Runs of digits, written as digits or as number words in English or Spanish, with only separators
 * between them: seven or more digits are a phone number, sixteen or more an account or card.
 */
function digitRuns(f: string): Span[] {
  const protectedAt = ordinarySpans(f);
  const spans: Span[] = [];
  // A run of spaces or line breaks is one gap, however long.
  const tokens = [...f.matchAll(/[0-9]+|[a-z]+|\s+|[^a-z0-9\s]/g)];
  let start = -1;
  let end = -1;
  let digits = 0;
  let gap = 0;
  let lastWasTens = false;
  const close = () => {
    if (digits >= PHONE_DIGITS)
      spans.push({ start, end, kind: digits >= PAYMENT_DIGITS ? 'payment' : 'phone' });
    start = -1;
    digits = 0;
    gap = 0;
    lastWasTens = false;
  };
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i][0];
    const at = tokens[i].index;
    let value = 0;
    if (/^[0-9]+$/.test(tok) && !protectedAt[at]) value = tok.length;
    else if (tok in UNITS) value = lastWasTens && gap <= 3 ? 0.0001 : 1;
    else if (TENS.has(tok)) value = 2;
    if (value > 0) {
      if (start < 0) start = at;
      end = at + tok.length;
      digits += Math.round(value);
      gap = 0;
      lastWasTens = TENS.has(tok);
      continue;
    }
    // "cincuenta y cinco", "fifty-five": the unit belongs to the tens before it.
    if (lastWasTens && (tok === 'y' || tok === 'and')) {
      gap++;
      continue;
    }
    if (start >= 0 && SEPARATOR.test(tok) && gap < 4) {
      gap++;
      if (!/\s/.test(tok)) lastWasTens = lastWasTens && tok === '-';
      continue;
    }
    if (start >= 0) close();
  }
  if (start >= 0) close();
  return spans;
}

function patternSpans(text: string, f: string): Span[] {
  const spans: Span[] = [];
  for (const [re, kind] of PATTERNS)
    for (const m of f.matchAll(re))
      if (m[0].trim()) spans.push({ start: m.index, end: m.index + m[0].length, kind });
  for (const m of text.matchAll(BIC))
    spans.push({ start: m.index, end: m.index + m[0].length, kind: 'payment' });
  for (const m of f.matchAll(DOMAIN)) {
    const original = text.slice(m.index, m.index + m[0].length);
    const tld = m[1];
    // "Gracias.Es una casa": a sentence run into the next, not an address.
    if (WORDLIKE_TLDS.has(tld) && !m[0].includes('/')) {
      const letters = original.replace(/[^\p{L}]/gu, '');
      if (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()) continue;
    }
    const kind: MaskedKind = /^(?:wa|t|telegram)\s*\.\s*me\b/.test(m[0]) ? 'handle' : 'link';
    spans.push({ start: m.index, end: m.index + m[0].length, kind });
  }
  return spans;
}

export interface MaskResult {
  /** The text with each found stretch replaced by MASK. */
  text: string;
  /** What was found, each kind once, in MASKED_KINDS order. */
  kinds: MaskedKind[];
}

/** The kinds found in `text` (computed once when a message is written, for telling its sender why). */
export function maskedKindsOf(text: string): MaskedKind[] {
  return maskText(text).kinds;
}

/**
 * The last answers of maskText, by text: an inbox serves the same previews and names over and over.
 * Bounded (the oldest leave first), so no pattern of requests grows it; a pure function's results,
 * so every process may keep its own.
 */
const REMEMBERED = 2_000;
const remembered = new Map<string, MaskResult>();

/** `text` with every contact detail and payment instruction replaced by MASK, and what kinds they were. */
export function maskText(text: string): MaskResult {
  const known = remembered.get(text);
  if (known) return known;
  const result = maskUncached(text);
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(text, result);
  return result;
}

function maskUncached(text: string): MaskResult {
  const f = fold(text);
  const spans = [...patternSpans(text, f), ...digitRuns(f)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  if (spans.length === 0) return { text, kinds: [] };
  const kinds = new Set<MaskedKind>();
  let out = '';
  let at = 0;
  for (const s of spans) {
    // A stretch inside one already hidden ("gmail dot com" of an e-mail address) adds no kind.
    if (s.end <= at) continue;
    kinds.add(s.kind);
    if (s.start >= at) out += `${text.slice(at, s.start)}${MASK}`;
    at = Math.max(at, s.end);
  }
  out += text.slice(at);
  return { text: out, kinds: MASKED_KINDS.filter((k) => kinds.has(k)) };
}
