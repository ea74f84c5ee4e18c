import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages-es';

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
    for (const m of readFileSync(file, 'utf8').matchAll(/'([A-Z][^'\n]*\s[^'\n]*)'/g)) found.add(m[1]);
  }
  return [...found];
}

/** Messages the server's handlers give with their errors (AppError's second argument). */
function serverErrorMessages(): string[] {
  const found = new Set<string>();
  for (const file of filesUnder(path.join(root, 'server'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/AppError\(\s*'[A-Z_]+',\s*'([^'\n]+)'/g))
      found.add(m[1]);
  }
  return [...found];
}

/** Written in the contracts but never shown as a message (descriptions, examples). */
const NOT_MESSAGES = new Set<string>(['No properties listed yet', 'Showing N of M']);

describe('the Spanish of validation and server messages', () => {
  it('covers every message written in the shared contracts', () => {
    const missing = contractMessages().filter((m) => !NOT_MESSAGES.has(m) && translateMessage(m, 'es') === m);
    expect(missing).toEqual([]);
  });

  it('covers every message the server gives with an error', () => {
    const missing = serverErrorMessages().filter((m) => translateMessage(m, 'es') === m);
    expect(missing).toEqual([]);
  });

  it('translates messages with values and the field-prefixed form, and leaves English alone', () => {
    expect(translateMessage('Too many attempts. Try again in 15 minutes.', 'es')).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 15 minutos.',
    );
    expect(translateMessage('price: Price cannot be negative', 'es')).toBe(
      'price: El precio no puede ser negativo',
    );
    expect(translateMessage('Price cannot be negative', 'en')).toBe('Price cannot be negative');
    expect(translateMessage('Invalid input: expected string, received undefined', 'es')).toBe(
      'Dato no válido: se esperaba un texto',
    );
    expect(translateMessage('Invalid input: expected number, received string', 'es')).toBe(
      'Dato no válido: se esperaba un número',
    );
  });
});
