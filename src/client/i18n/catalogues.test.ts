import { describe, expect, it } from 'vitest';
import { guestAgreement } from '#src/shared/legal/guest-agreement.ts';
import { privacyPolicy } from '#src/shared/legal/privacy-policy.ts';
import { termsOfService } from '#src/shared/legal/terms-of-service.ts';
import type { LegalDocument } from '#src/shared/legal/types.ts';
import { allEnglish } from './en-all';
import { content, es } from './es';

const english = allEnglish;
const spanish = es as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Texts that are the same in both languages on purpose: names, codes and loanwords Mexican Spanish
 * uses as they are, or nothing but placeholders and punctuation.
 */
const SAME_WORDS = new Set([
  '',
  'Semana',
  'USD',
  'OK',
  'Email',
  'E-mail',
  'WhatsApp',
  'Stripe',
  'Vidanta',
  'CLABE',
]);
const SAME_LOANWORDS = new Set(['Tutorial', 'Legal', 'Error', 'Resort', 'Resorts']);
const sameInBoth = (text: string) => {
  const words = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/[\s·:/()–©$.,\d-]+/g, ' ')
    .trim();
  return SAME_WORDS.has(words) || SAME_LOANWORDS.has(words) || /^[A-Z]{2,4}$/.test(words);
};

describe('the Spanish catalogue', () => {
  it('has exactly the English keys', () => {
    const missing = Object.keys(english).filter((k) => !(k in spanish));
    const extra = Object.keys(spanish).filter((k) => !(k in english));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('keeps every placeholder of every text', () => {
    const wrong = Object.keys(english).filter(
      (k) => k in spanish && placeholders(english[k]).join() !== placeholders(spanish[k]).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('translates: no empty text, and no English text left as it was', () => {
    expect(Object.keys(spanish).filter((k) => !spanish[k].trim())).toEqual([]);
    const untouched = Object.keys(english).filter(
      (k) => spanish[k] === english[k] && !sameInBoth(english[k]),
    );
    expect(untouched).toEqual([]);
  });
});

describe('the Spanish legal documents', () => {
  const spanishLegal = content.legal as Record<string, LegalDocument>;
  const shape = (d: LegalDocument) => [
    d.intro.length,
    ...d.sections.map((s) =>
      [s.paragraphs?.length ?? 0, s.items?.length ?? 0, s.after?.length ?? 0].join('/'),
    ),
  ];
  const texts = (d: LegalDocument) => [
    d.title,
    ...d.intro,
    ...d.sections.flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.items ?? []),
      ...(s.after ?? []),
    ]),
  ];

  it.each([
    ['termsOfService', termsOfService.en],
    ['privacyPolicy', privacyPolicy.en],
    ['guestAgreement', guestAgreement.en],
  ] as const)('%s has the English sections, placeholders and no English paragraph', (id, english) => {
    const spanish = spanishLegal[id];
    expect(shape(spanish)).toEqual(shape(english));
    const [en, es] = [texts(english), texts(spanish)];
    expect(es.map((t) => placeholders(t).join())).toEqual(en.map((t) => placeholders(t).join()));
    expect(es.filter((t, i) => t === en[i])).toEqual([]);
    // Both versions say which one governs in Mexico.
    expect(spanish.intro.join(' ')).toContain('la versión en español es la que rige');
    expect(english.intro.join(' ')).toContain('In Mexico the Spanish version governs');
  });
});
