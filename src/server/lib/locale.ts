import type { FastifyReply, FastifyRequest } from 'fastify';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The preference cookie the browser writes when a person switches language (and we write at sign-in). */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language of a request: the person's choice (cookie), else the first language their browser
 * asks for (Spanish for any es-*), else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const header = request.headers['accept-language'];
  const first = (typeof header === 'string' ? header : '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/** Remembers a language in the browser for a year (not HttpOnly: the page reads it at start). */
export function setLocaleCookie(reply: FastifyReply, locale: Locale) {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', maxAge: 31_536_000, sameSite: 'lax', httpOnly: false });
}
