import type { MailLocale } from '#src/server/mail/locale.ts';
import type { ReviewSide } from '#src/shared/reviews/rules.ts';

/** What a review mail says of its booking, already written for its reader. */
export interface ReviewFacts {
  reference: string;
  /** 'Villa del Arco, Los Cabos' */
  stay: string;
  /** The other side's first name ('your guest' / 'the owner' when unknown). */
  other: string;
  /** The day the window closes, in the reader's language. */
  closes: string;
}

interface Written {
  subject: string;
  paragraphs: string[];
}

export interface ReviewMailTexts {
  invite(side: ReviewSide, f: ReviewFacts): Written;
  remind(side: ReviewSide, f: ReviewFacts): Written;
  published(f: ReviewFacts): Written;
  writeReview: string;
  readReviews: string;
  otherFallback(side: ReviewSide): string;
}

const en: ReviewMailTexts = {
  invite: (side, f) => ({
    subject:
      side === 'guest'
        ? `How was your stay at ${f.stay}?`
        : `How was your guest? Review booking ${f.reference}`,
    paragraphs: [
      side === 'guest'
        ? `Your stay at ${f.stay} (booking ${f.reference}) has ended. Tell other travelers how it went: rate it from 1 to 5 stars and write a few lines.`
        : `The stay of booking ${f.reference} at ${f.stay} has ended. Tell other owners how ${f.other} was as a guest: rate them from 1 to 5 stars and write a few lines.`,
      `You can write your review until ${f.closes}. Neither of you sees the other's review until both are written or that day has passed; then both are published together.`,
    ],
  }),
  remind: (side, f) => ({
    subject: `Three days left to review booking ${f.reference}`,
    paragraphs: [
      side === 'guest'
        ? `You have until ${f.closes} to review your stay at ${f.stay}.`
        : `You have until ${f.closes} to review ${f.other}, your guest at ${f.stay}.`,
      `After that day the reviews already written are published, and yours can no longer be added.`,
    ],
  }),
  published: (f) => ({
    subject: `The reviews of booking ${f.reference} are published`,
    paragraphs: [
      `The reviews of the stay at ${f.stay} (booking ${f.reference}) are now published. Read them on the booking's page.`,
    ],
  }),
  writeReview: 'Write your review',
  readReviews: 'Read the reviews',
  otherFallback: (side) => (side === 'guest' ? 'the owner' : 'your guest'),
};

const es: ReviewMailTexts = {
  invite: (side, f) => ({
    subject:
      side === 'guest'
        ? `¿Cómo estuvo tu estancia en ${f.stay}?`
        : `¿Cómo fue tu huésped? Califica la reservación ${f.reference}`,
    paragraphs: [
      side === 'guest'
        ? `Tu estancia en ${f.stay} (reservación ${f.reference}) terminó. Cuéntales a otros viajeros cómo te fue: califícala de 1 a 5 estrellas y escribe unas líneas.`
        : `La estancia de la reservación ${f.reference} en ${f.stay} terminó. Cuéntales a otros propietarios cómo fue ${f.other} como huésped: califícalo de 1 a 5 estrellas y escribe unas líneas.`,
      `Puedes escribir tu reseña hasta el ${f.closes}. Ninguno de los dos ve la reseña del otro hasta que ambos la escriban o pase esa fecha; entonces se publican las dos juntas.`,
    ],
  }),
  remind: (side, f) => ({
    subject: `Quedan tres días para calificar la reservación ${f.reference}`,
    paragraphs: [
      side === 'guest'
        ? `Tienes hasta el ${f.closes} para calificar tu estancia en ${f.stay}.`
        : `Tienes hasta el ${f.closes} para calificar a ${f.other}, tu huésped en ${f.stay}.`,
      `Después de esa fecha se publican las reseñas ya escritas, y la tuya ya no podrá agregarse.`,
    ],
  }),
  published: (f) => ({
    subject: `Se publicaron las reseñas de la reservación ${f.reference}`,
    paragraphs: [
      `Las reseñas de la estancia en ${f.stay} (reservación ${f.reference}) ya están publicadas. Léelas en la página de la reservación.`,
    ],
  }),
  writeReview: 'Escribir mi reseña',
  readReviews: 'Leer las reseñas',
  otherFallback: (side) => (side === 'guest' ? 'el propietario' : 'tu huésped'),
};

export const REVIEW_MAIL_TEXTS = { en, es } satisfies Record<MailLocale, ReviewMailTexts>;
