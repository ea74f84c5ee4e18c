import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageOf, messageText, translateMessage } from './messages';
import { messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

const root = path.resolve(__dirname, '../..');
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** Sentences written in the shared contracts (validation messages a person reads). */
function contractMessages(): string[] {
  const found = new Set<string>();
  for (const file of filesUnder(path.join(root, 'shared/contracts'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'([A-Z][^'\n]*\s[^'\n]*)'/g)) {
      // An endpoint's name ('GET /api/weeks') is no sentence.
      if (!/^[A-Z]+ \/api\//.test(m[1])) found.add(m[1]);
    }
  }
  return [...found];
}

/** The areas of the table's keys ('accounts', 'weeks', …). */
const AREAS = [...new Set(Object.keys(messagesEn).map((key) => key.split('.')[0]))];

/** Every literal in the server's code that is written like a message key ('weeks.weekNotFound'). */
function serverMessageKeys(): string[] {
  const keyLike = new RegExp(`'((?:${AREAS.join('|')})\\.[A-Za-z0-9]+)'`, 'g');
  const found = new Set<string>();
  for (const file of filesUnder(path.join(root, 'server'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(keyLike)) found.add(m[1]);
  }
  return [...found];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Values a Spanish message leaves out (zod's 'received' kind says nothing a reader needs). */
const LEFT_OUT_IN_SPANISH: Record<string, string[]> = { 'zod.invalidType': ['received'] };

/** Written in the contracts but never shown as a message (descriptions, examples). */
const NOT_MESSAGES = new Set<string>(['No properties listed yet', 'Showing N of M']);

describe('messages by key', () => {
  it('has every key in Spanish, with the same placeholders as the English', () => {
    expect(Object.keys(messagesEs).sort()).toEqual(Object.keys(messagesEn).sort());
    const differing = Object.entries(messagesEn).filter(
      ([key, english]) =>
        placeholders(english)
          .filter((name) => !LEFT_OUT_IN_SPANISH[key]?.includes(name))
          .join() !== placeholders(messagesEs[key as keyof typeof messagesEn]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('knows every key the server gives an error or an issue', () => {
    const keys = serverMessageKeys();
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !Object.hasOwn(messagesEn, key))).toEqual([]);
  });

  it('has a key for every message written in the shared contracts', () => {
    const missing = contractMessages().filter((m) => !NOT_MESSAGES.has(m) && !messageOf(m));
    expect(missing).toEqual([]);
  });

  it('writes a message from its key and values in either language', () => {
    expect(messageText('request.tooManyAttemptsMinutes', 'es', { count: 15 })).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 15 minutos.',
    );
    expect(messageText('catalog.resortNameTaken', 'en', { name: 'Grand Luxxe' })).toBe(
      "A resort named 'Grand Luxxe' already exists",
    );
    expect(messageText('weeks.priceCannotNegative', 'es')).toBe('El precio no puede ser negativo');
  });

  it("finds the key of a schema's English text, with its values, and leaves English alone", () => {
    expect(messageOf('Price cannot be negative')).toEqual({ key: 'weeks.priceCannotNegative' });
    expect(messageOf('Must be an id from 1 to 2147483647')).toEqual({
      key: 'request.idRange',
      vars: { max: '2147483647' },
    });
    expect(translateMessage('Price cannot be negative', 'en')).toBe('Price cannot be negative');
    expect(translateMessage('Invalid input: expected string, received undefined', 'es')).toBe(
      'Dato no válido: se esperaba un texto',
    );
    expect(translateMessage('Invalid input: expected number, received string', 'es')).toBe(
      'Dato no válido: se esperaba un número',
    );
    expect(translateMessage('A sentence no table has', 'es')).toBe('A sentence no table has');
  });
});
