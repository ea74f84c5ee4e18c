import { type EnglishCatalogue, en } from './en';

/**
 * The one door every user-visible string goes through (house style 10). English is the source
 * catalogue: its keys are the type of every other locale, so a missing key is a compile error, and
 * `t()` checks the `{placeholder}` names of the English text against the variables passed.
 */
export type Catalogue = EnglishCatalogue;
export type MessageKey = keyof Catalogue;
/** What another locale (es-MX next) must provide: every key, any wording. */
export type Translation = { readonly [K in MessageKey]: string };

export const LOCALES = ['en'] as const;
export type Locale = (typeof LOCALES)[number];

// Partial: areas loaded with their routes are added by registerMessages().
const catalogues: Record<Locale, Partial<Translation>> = { en: { ...en } };
let currentLocale: Locale = 'en';

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

export function getLocale(): Locale {
  return currentLocale;
}

export function setLocale(locale: Locale): void {
  currentLocale = locale;
  document.documentElement.lang = locale;
}

/** Long content kept outside the message catalogue (legal texts): English always, other locales when written. */
export type Localized<T> = { readonly en: T } & Partial<Record<Locale, T>>;

export function localized<T>(content: Localized<T>): T {
  return content[currentLocale] ?? content.en;
}
