import { type MessageKey, messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

/**
 * Messages by key (decision 050): the server gives each message as a key and its values, and writes
 * it here in the reader's language. A text that arrives without its key — an issue a shared
 * contract's zod schema wrote in English, a card processor's sentence — is matched to its key by the
 * English table itself (a text without values exactly, one with values by its key's template), then
 * written from the key like any other.
 */

export type MessageLocale = 'en' | 'es';
export type MessageVars = Readonly<Record<string, string | number>>;
/** A message as it travels: its key, and the values its `{placeholders}` take. */
export interface Message {
  key: MessageKey;
  vars?: MessageVars;
}
export type { MessageKey };

const TABLES: Record<MessageLocale, Record<MessageKey, string>> = { en: messagesEn, es: messagesEs };

/** Values zod names in its own messages, as a Spanish reader would say them ('expected string'). */
const SPANISH_VALUES: Record<string, Record<string, string>> = {
  kind: {
    string: 'un texto',
    number: 'un número',
    int: 'un número entero',
    boolean: 'sí o no',
    date: 'una fecha',
    array: 'una lista',
    object: 'un objeto',
    tuple: 'una lista',
  },
};

/** A message in `locale`, from its key: `{name}` placeholders filled, an unknown name left visible. */
export function messageText(key: MessageKey, locale: MessageLocale, vars?: MessageVars): string {
  const template = TABLES[locale][key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.hasOwn(vars, name)) return match;
    const value = String(vars[name]);
    return (locale === 'es' && SPANISH_VALUES[name]?.[value]) || value;
  });
}

/** The English message of a key (what logs and `AppError.message` hold). */
export const englishText = (key: MessageKey, vars?: MessageVars) => messageText(key, 'en', vars);

const keys = Object.keys(messagesEn) as MessageKey[];
/** Texts without values, by their English words. */
const byText = new Map<string, MessageKey>(
  keys.filter((key) => !messagesEn[key].includes('{')).map((key) => [messagesEn[key], key]),
);
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Texts with values: each key's English template as a matcher, and the names of its values. */
const byTemplate = keys
  .filter((key) => messagesEn[key].includes('{'))
  .map((key) => {
    const names: string[] = [];
    const source = messagesEn[key]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return literally(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, matcher: new RegExp(`^${source}$`, 's') };
  });

/** The key (and values) of an English message text, or undefined for a text the table does not have. */
export function messageOf(text: string): Message | undefined {
  const key = byText.get(text);
  if (key) return { key };
  for (const { key, names, matcher } of byTemplate) {
    const m = matcher.exec(text);
    if (m) return { key, vars: Object.fromEntries(names.map((name, i) => [name, m[i + 1]])) };
  }
  return undefined;
}

/** An English message text in `locale`, through its key; a text the table does not have stays as it is. */
export function translateMessage(text: string, locale: MessageLocale): string {
  if (locale === 'en' || !text) return text;
  const message = messageOf(text);
  return message ? messageText(message.key, locale, message.vars) : text;
}

/** Every English message without values (for tests and journeys that look for them on screen). */
export const KNOWN_MESSAGES = [...byText.keys()];
