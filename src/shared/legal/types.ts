/**
 * A legal text as data, so the page and the /auth agreement dialogs render the same words.
 * Strings may hold {operatorName}, {operatorAddress}, {email} and {phone}, filled from /api/config.
 */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  /** A bulleted list shown after the paragraphs. */
  items?: readonly string[];
  /** Paragraphs shown after the list. */
  after?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

export type LegalDocumentId = 'termsOfService' | 'privacyPolicy' | 'guestAgreement';

export interface LegalVars {
  operatorName: string;
  operatorAddress: string;
  email: string;
  phone: string;
}

/** Long content kept outside the message catalogue (legal texts): English always, other languages when written. */
export type Localized<T> = { readonly en: T } & Partial<Record<'en' | 'es', T>>;
