import type { FastifyReply, FastifyRequest } from 'fastify';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The preference cookie the browser writes when a person switches language (and we write at sign-in). */
export const LOCALE_COOKIE = 'lang';
/**
 * Set beside the language cookie when it came from an account at sign-in (not from the switch), so
 * the next person to sign in on a shared browser gets their own language, not the last one's. The
 * switch clears it.
 */
const LOCALE_SOURCE_COOKIE = 'lang_from';

/** The language this browser's person chose with the switch, if the cookie holds one. */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isLocale(chosen) && request.cookies?.[LOCALE_SOURCE_COOKIE] !== 'account' ? chosen : null;
}

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language of a request: the address's own (`?lang=`), else the person's choice (cookie), else
 * the first language their browser asks for (Spanish for any es-*), else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  // An address for one language (the hreflang alternates: '?lang=es') wins over everything.
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (isLocale(asked)) return asked;
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const header = request.headers['accept-language'];
  const first = (typeof header === 'string' ? header : '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/** Remembers a language in the browser for a year (not HttpOnly: the page reads it at start). */
export function setLocaleCookie(
  reply: FastifyReply,
  locale: Locale,
  source: 'account' | 'choice' = 'choice',
) {
  const options = { path: '/', maxAge: 31_536_000, sameSite: 'lax', httpOnly: false } as const;
  reply.setCookie(LOCALE_COOKIE, locale, options);
  if (source === 'account') reply.setCookie(LOCALE_SOURCE_COOKIE, 'account', options);
  else reply.clearCookie(LOCALE_SOURCE_COOKIE, { path: '/' });
}
