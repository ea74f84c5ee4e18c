import type { MailLocale } from './locale';

/**
 * Anything a mail client would draw as a link, or that reads as an instruction rather than a name:
 * a scheme ('https:'), 'www.', an address's '@', a dot between two letters or digits ('evil.example'),
 * a slash or angle bracket.
 */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|@|[\p{L}\p{N}]\s*[.。．]\s*[\p{L}\p{N}]|[/\\<>]/iu;
/** Longer than any first name a person types; a sentence is not a name. */
const NAME_MAX = 40;

/**
 * The name a mail may greet its reader with, or undefined when it may not. A name is whatever
 * somebody typed into a form, and the mail may go to an address that person does not own (an
 * account registered with someone else's address), so a name that looks like a link or a sentence
 * is left out rather than shown as the site's own words (docs/decisions/039-alerts-double-opt-in.md).
 */
export function greetingName(name: string | null | undefined): string | undefined {
  const plain = name?.replace(/\s+/g, ' ').trim();
  if (!plain || plain.length > NAME_MAX || LINK_LIKE.test(plain)) return undefined;
  return plain;
}

/** 'Hello Ana,' or, without a name fit to show, 'Hello,' (and the Spanish forms). */
export function greeting(locale: MailLocale, name: string | null | undefined): string {
  const shown = greetingName(name);
  if (locale === 'es') return shown ? `Hola, ${shown}:` : 'Hola:';
  return shown ? `Hello ${shown},` : 'Hello,';
}
