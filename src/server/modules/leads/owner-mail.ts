import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay, mailLocale } from '#src/server/mail/locale.ts';
import type { OwnerInterestKind } from '#src/shared/contracts/leads.ts';

/** The listing as the owner's mail names it. */
export interface LeadListing {
  ownerEmail: string;
  ownerName: string;
  /** The owner's language (their account's preference); English when they never chose. */
  locale?: string | null;
  /** Resort (a week) or hotel (a property). */
  title: string;
  /** Unit type (a week) or location (a property). */
  detail: string;
  /** A week's stay. */
  fromDate?: string;
  toDate?: string;
}

const TEXTS = {
  en: {
    what: (kind: OwnerInterestKind, title: string, detail: string) =>
      kind === 'week' ? `your week at ${title} (${detail})` : `your property at ${title}, ${detail}`,
    subject: (kind: OwnerInterestKind, title: string) =>
      `New interest in your ${kind === 'week' ? 'week' : 'property'} at ${title}`,
    someone: (what: string) => `Someone is interested in ${what}.`,
    from: (email: string) => `From: ${email}`,
    message: (text: string) => `Message: ${text}`,
    reply:
      'Reply to this e-mail to answer them directly. Semana never asks you for payment details by e-mail.',
    see: 'See it on your dashboard',
    batchSubject: (total: number, kind: OwnerInterestKind, title: string) =>
      `${total} more people are interested in your ${kind === 'week' ? 'week' : 'property'} at ${title}`,
    batch: (total: number, what: string) =>
      `In the last hour ${total} more people wrote about ${what}. Write to each at their address:`,
    more: (n: number) => `And ${n} more on your dashboard.`,
    seeAll: 'See them on your dashboard',
  },
  es: {
    what: (kind: OwnerInterestKind, title: string, detail: string) =>
      kind === 'week' ? `tu semana en ${title} (${detail})` : `tu propiedad en ${title}, ${detail}`,
    subject: (kind: OwnerInterestKind, title: string) =>
      `Alguien se interesa en tu ${kind === 'week' ? 'semana' : 'propiedad'} en ${title}`,
    someone: (what: string) => `Alguien está interesado en ${what}.`,
    from: (email: string) => `De: ${email}`,
    message: (text: string) => `Mensaje: ${text}`,
    reply:
      'Responde a este correo para contestarle directamente. Semana nunca te pide datos de pago por correo.',
    see: 'Verlo en tu panel',
    batchSubject: (total: number, kind: OwnerInterestKind, title: string) =>
      `${total} personas más se interesan en tu ${kind === 'week' ? 'semana' : 'propiedad'} en ${title}`,
    batch: (total: number, what: string) =>
      `En la última hora, ${total} personas más escribieron sobre ${what}. Escríbele a cada una a su correo:`,
    more: (n: number) => `Y ${n} más en tu panel.`,
    seeAll: 'Verlos en tu panel',
  },
} satisfies Record<MailLocale, unknown>;

function listingPhrase(kind: OwnerInterestKind, l: LeadListing, locale: MailLocale) {
  const detail =
    kind === 'week' && l.fromDate && l.toDate
      ? `${l.detail} · ${mailDay(l.fromDate, locale)} – ${mailDay(l.toDate, locale)}`
      : l.detail;
  return TEXTS[locale].what(kind, l.title, detail);
}

/** One visitor's interest, to the owner in their language, answerable with the mail program's Reply. */
export function leadMail(
  ctx: MailContext,
  kind: OwnerInterestKind,
  listing: LeadListing,
  interest: { email: string; message: string },
) {
  const locale = mailLocale(listing.locale);
  const t = TEXTS[locale];
  return composeMail(ctx, {
    locale,
    to: listing.ownerEmail,
    replyTo: interest.email,
    subject: t.subject(kind, listing.title),
    paragraphs: [
      greeting(locale, listing.ownerName),
      t.someone(listingPhrase(kind, listing, locale)),
      t.from(interest.email),
      t.message(interest.message),
      t.reply,
    ],
    action: { label: t.see, url: `${ctx.publicUrl}/dashboard#interest` },
  });
}

/** The hour's further interests in one listing, in one mail (no Reply-To: there are several people). */
export function leadBatchMail(
  ctx: MailContext,
  kind: OwnerInterestKind,
  listing: LeadListing,
  shown: { email: string; message: string }[],
  total: number,
) {
  const locale = mailLocale(listing.locale);
  const t = TEXTS[locale];
  return composeMail(ctx, {
    locale,
    to: listing.ownerEmail,
    subject: t.batchSubject(total, kind, listing.title),
    paragraphs: [
      greeting(locale, listing.ownerName),
      t.batch(total, listingPhrase(kind, listing, locale)),
      ...shown.map((i) => `${i.email}: ${i.message}`),
      ...(total > shown.length ? [t.more(total - shown.length)] : []),
    ],
    action: { label: t.seeAll, url: `${ctx.publicUrl}/dashboard#interest` },
  });
}
