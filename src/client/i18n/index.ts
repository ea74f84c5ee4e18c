import type { Locale as DateFnsLocale } from 'date-fns';
import type { Localized } from '#src/shared/legal/types.ts';
import { type EnglishCatalogue, en } from './en';

/**
 * The one door every user-visible string goes through (CODE_STYLE.md, 10). English is the source
 * catalogue: its keys are the type of every other locale, so a missing key is a compile error, and
 * `t()` checks the `{placeholder}` names of the English text against the variables passed.
 */
export type Catalogue = EnglishCatalogue;
export type MessageKey = keyof Catalogue;
/** What another locale (es-MX next) must provide: every key, any wording. */
export type Translation = { readonly [K in MessageKey]: string };

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The regional tag each locale formats numbers and dates with (Intl). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-MX' };
/** The cookie that keeps a person's choice (the server reads it too, for its own messages). */
export const LOCALE_COOKIE = 'lang';

// Partial: areas loaded with their routes are added by registerMessages(); Spanish arrives whole
// with its own chunk (loadLocale), so an English visitor never downloads it.
const catalogues: Record<Locale, Partial<Translation>> = { en: { ...en }, es: {} };
let currentLocale: Locale = 'en';
let spanish: Promise<void> | undefined;
let dateLocale: DateFnsLocale | undefined;
/** The Spanish table of the schemas' and server's English messages, loaded with Spanish. */
let messageTranslator: ((text: string) => string) | undefined;
const listeners = new Set<() => void>();
/** Long Spanish content that is not a message (legal documents), loaded with the Spanish chunk. */
const spanishContent: Record<string, unknown> = {};

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
export type MessageVars<K extends MessageKey> = Record<Placeholders<Catalogue[K]>, string | number>;
type VarsArg<K extends MessageKey> = [Placeholders<Catalogue[K]>] extends [never]
  ? []
  : [vars: MessageVars<K>];

/** Fills `{name}` placeholders; unknown names stay visible so a mistake shows on screen, not as blank. */
export function interpolate(template: string, vars?: Readonly<Record<string, string | number>>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

/** Adds an area's messages (loaded with its route chunk) to the English catalogue. */
export function registerMessages(messages: Partial<Translation>): void {
  Object.assign(catalogues.en, messages);
}

export function t<K extends MessageKey>(key: K, ...vars: VarsArg<K>): string {
  const template = catalogues[currentLocale][key] ?? catalogues.en[key] ?? key;
  return interpolate(template, vars[0]);
}

/** A validation message (the shared schemas' English) in the current language. */
export function translateMessageText(text: string): string {
  return currentLocale === 'en' || !messageTranslator ? text : messageTranslator(text);
}

export function getLocale(): Locale {
  return currentLocale;
}

/** 'en-US' or 'es-MX': for Intl formatting. */
export function localeTag(): string {
  return LOCALE_TAGS[currentLocale];
}

/** The date-fns locale of the current language (undefined: English, date-fns's default). */
export function dateFnsLocale(): DateFnsLocale | undefined {
  return currentLocale === 'en' ? undefined : dateLocale;
}

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language to start in: the address's (`?lang=`), else the person's earlier choice (cookie), else the browser's languages
 * (Spanish for any es-*, English otherwise).
 */
export function detectLocale(): Locale {
  // An address for one language ('?lang=es', the search engines' alternates) opens in it.
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) return asked;
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))?.[1];
  if (isLocale(cookie)) return cookie;
  const first = navigator.languages?.[0] ?? navigator.language ?? 'en';
  return first.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Loads a language's texts (Spanish: one chunk with its catalogue and date-fns locale). */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  spanish ??= import('./es').then((m) => {
    Object.assign(catalogues.es, m.es);
    dateLocale = m.dateLocale;
    messageTranslator = m.translateMessage;
    Object.assign(spanishContent, m.content);
  });
  return spanish;
}

/** Whether a language's texts are here (Spanish fails to load only when its chunk cannot be fetched). */
export function getLocaleLoaded(locale: Locale = 'es'): boolean {
  return locale === 'en' || Object.keys(catalogues[locale]).length > 0;
}

export function setLocale(locale: Locale): void {
  currentLocale = locale;
  // Rendered on the server too (entry-server.tsx), where there is no document.
  // Set only when it changes: setting it restyles the page, even to the same value.
  if (typeof document !== 'undefined' && document.documentElement.lang !== LOCALE_TAGS[locale])
    document.documentElement.lang = LOCALE_TAGS[locale];
  for (const listener of listeners) listener();
}

/** Switches language: loads it, remembers it for a year, and re-renders whatever subscribed. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads too
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  // The person's own choice now, not a signed-in account's (the server reads this at sign-in).
  // biome-ignore lint/suspicious/noDocumentCookie: clears the server's marker cookie
  document.cookie = 'lang_from=; path=/; max-age=0; samesite=lax';
  setLocale(locale);
}

/** Calls `listener` after every language change; returns the unsubscribe. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spanish long content by name (see i18n/es.ts), when Spanish is the language and it is loaded. */
export function spanishContentOf<T>(name: string): T | undefined {
  return currentLocale === 'es' ? (spanishContent[name] as T | undefined) : undefined;
}

export function localized<T>(content: Localized<T>): T {
  return content[currentLocale] ?? content.en;
}
