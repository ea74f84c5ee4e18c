import { describe, expect, it } from 'vitest';
import { en } from './en';
import { accountMessages } from './en/account';
import { adminAccountsMessages } from './en/admin-accounts';
import { adminDatabaseMessages } from './en/admin-database';
import { adminDevMessages } from './en/admin-dev';
import { adminImagesMessages } from './en/admin-images';
import { adminStaffMessages } from './en/admin-staff';
import { alertsMessages } from './en/alerts';
import { ownerMessages } from './en/owner';
import { paymentsMessages } from './en/payments';
import { es } from './es';

/** Every English text: the first bundle's and every area's loaded with its pages. */
const english: Record<string, string> = {
  ...en,
  ...ownerMessages,
  ...paymentsMessages,
  ...adminAccountsMessages,
  ...adminDatabaseMessages,
  ...adminDevMessages,
  ...adminImagesMessages,
  ...adminStaffMessages,
  ...alertsMessages,
  ...accountMessages,
};
const spanish = es as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Texts that are the same in both languages on purpose (names, codes, symbols). */
const SAME_IN_BOTH =
  /^(Semana|USD|OK|Email|E-mail|WhatsApp|Stripe|Vidanta|[A-Z]{2,4}|[\d\s$.,:/()–-]*|\{\w+\}[\s·:/-]*(\{\w+\})?)$/;

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
      (k) => spanish[k] === english[k] && !SAME_IN_BOTH.test(english[k].trim()),
    );
    expect(untouched).toEqual([]);
  });
});
