import type { MailLocale } from '#src/server/mail/locale.ts';
import type { ReportReason, ReportStatus } from '#src/shared/moderation/rules.ts';

type Outcome = Exclude<ReportStatus, 'open'>;

/** What a report was about, as the mails name it: a listing (week or property) or a message. */
export type MailItemKind = 'listing' | 'message';

export interface ModerationMailTexts {
  reason: Record<ReportReason, string>;
  /** To the reporter: what came of their report, in plain words (never who decided or their note). */
  reporter: {
    subject: string;
    thanks(item: string): string;
    outcome: Record<Outcome, string>;
    close: string;
  };
  /** To the reported person. */
  owner: {
    hiddenSubject: string;
    hidden(item: string, reason: string): string;
    deactivatedSubject: string;
    deactivated(item: string, reason: string): string;
    warnedSubject: string;
    warned(item: string, reason: string): string;
    note: string;
    contact(support: string): string;
  };
  button: string;
}

/** The mails about a reported message: the same parts, in a message's words. */
export type ModerationMailTextsByKind = Record<MailItemKind, ModerationMailTexts>;

const en: ModerationMailTexts = {
  reason: {
    fraud: 'suspected fraud',
    wrong_details: 'wrong details',
    offensive: 'offensive content',
    other: 'another problem',
  },
  reporter: {
    subject: 'We reviewed your report',
    thanks: (item) => `Thank you for reporting ${item}. Our team has reviewed it.`,
    outcome: {
      hidden: 'We removed the listing from Semana: renters no longer see it.',
      deactivated: 'We removed the listing from Semana and closed the owner’s account for publishing.',
      warned: 'We contacted the owner about it and asked them to put it right.',
      dismissed:
        'We found nothing that breaks our rules, so the listing stays on Semana. If you see something new, you can report it again.',
    },
    close: 'Reports like yours help keep Semana safe for everyone.',
  },
  owner: {
    hiddenSubject: 'Your listing was hidden',
    hidden: (item, reason) =>
      `Semana hid your listing ${item} after a report of ${reason}. Renters no longer see it, and it cannot be booked.`,
    deactivatedSubject: 'Your account can no longer publish',
    deactivated: (item, reason) =>
      `After a report of ${reason} about your listing ${item}, Semana hid the listing and deactivated your account: you can still sign in, but you can no longer publish.`,
    warnedSubject: 'A warning about your listing',
    warned: (item, reason) =>
      `Semana received a report of ${reason} about your listing ${item}. Our team reviewed it and asks you to put it right.`,
    note: 'Our team’s words:',
    contact: (support) => `If you think this is a mistake, write to us at ${support}.`,
  },
  button: 'Open Semana',
};

const es: ModerationMailTexts = {
  reason: {
    fraud: 'posible fraude',
    wrong_details: 'datos incorrectos',
    offensive: 'contenido ofensivo',
    other: 'otro problema',
  },
  reporter: {
    subject: 'Revisamos tu reporte',
    thanks: (item) => `Gracias por reportar ${item}. Nuestro equipo ya lo revisó.`,
    outcome: {
      hidden: 'Retiramos el anuncio de Semana: los huéspedes ya no lo ven.',
      deactivated: 'Retiramos el anuncio de Semana y desactivamos la cuenta del propietario para publicar.',
      warned: 'Nos comunicamos con el propietario y le pedimos que lo corrija.',
      dismissed:
        'No encontramos nada que incumpla nuestras reglas, así que el anuncio sigue en Semana. Si ves algo nuevo, puedes reportarlo otra vez.',
    },
    close: 'Reportes como el tuyo ayudan a que Semana sea segura para todos.',
  },
  owner: {
    hiddenSubject: 'Ocultamos tu anuncio',
    hidden: (item, reason) =>
      `Semana ocultó tu anuncio ${item} después de un reporte por ${reason}. Los huéspedes ya no lo ven y no se puede reservar.`,
    deactivatedSubject: 'Tu cuenta ya no puede publicar',
    deactivated: (item, reason) =>
      `Después de un reporte por ${reason} sobre tu anuncio ${item}, Semana ocultó el anuncio y desactivó tu cuenta: puedes seguir iniciando sesión, pero ya no puedes publicar.`,
    warnedSubject: 'Un aviso sobre tu anuncio',
    warned: (item, reason) =>
      `Semana recibió un reporte por ${reason} sobre tu anuncio ${item}. Nuestro equipo lo revisó y te pide que lo corrijas.`,
    note: 'Lo que dice nuestro equipo:',
    contact: (support) => `Si crees que es un error, escríbenos a ${support}.`,
  },
  button: 'Abrir Semana',
};

const enMessage: ModerationMailTexts = {
  ...en,
  reporter: {
    ...en.reporter,
    thanks: (item) => `Thank you for reporting the message ${item}. Our team has reviewed it.`,
    outcome: {
      hidden: 'We removed the message from the conversation: nobody sees it any more.',
      deactivated: 'We removed the message and closed the sender’s account for publishing.',
      warned: 'We contacted the sender about it and asked them to keep to our rules.',
      dismissed:
        'We found nothing that breaks our rules, so the message stays. If you see something new, you can report it again.',
    },
  },
  owner: {
    ...en.owner,
    hiddenSubject: 'Your message was removed',
    hidden: (item, reason) =>
      `Semana removed your message ${item} after a report of ${reason}. Nobody sees it any more.`,
    deactivated: (item, reason) =>
      `After a report of ${reason} about your message ${item}, Semana removed the message and deactivated your account: you can still sign in, but you can no longer publish.`,
    warnedSubject: 'A warning about your message',
    warned: (item, reason) =>
      `Semana received a report of ${reason} about your message ${item}. Our team reviewed it and asks you to keep to our rules: pay and talk only through Semana.`,
  },
};

const esMessage: ModerationMailTexts = {
  ...es,
  reporter: {
    ...es.reporter,
    thanks: (item) => `Gracias por reportar el mensaje ${item}. Nuestro equipo ya lo revisó.`,
    outcome: {
      hidden: 'Retiramos el mensaje de la conversación: ya nadie lo ve.',
      deactivated: 'Retiramos el mensaje y desactivamos la cuenta de quien lo envió para publicar.',
      warned: 'Nos comunicamos con quien lo envió y le pedimos que respete nuestras reglas.',
      dismissed:
        'No encontramos nada que incumpla nuestras reglas, así que el mensaje sigue. Si ves algo nuevo, puedes reportarlo otra vez.',
    },
  },
  owner: {
    ...es.owner,
    hiddenSubject: 'Retiramos tu mensaje',
    hidden: (item, reason) =>
      `Semana retiró tu mensaje ${item} después de un reporte por ${reason}. Ya nadie lo ve.`,
    deactivated: (item, reason) =>
      `Después de un reporte por ${reason} sobre tu mensaje ${item}, Semana retiró el mensaje y desactivó tu cuenta: puedes seguir iniciando sesión, pero ya no puedes publicar.`,
    warnedSubject: 'Un aviso sobre tu mensaje',
    warned: (item, reason) =>
      `Semana recibió un reporte por ${reason} sobre tu mensaje ${item}. Nuestro equipo lo revisó y te pide que respetes nuestras reglas: paga y conversa solo a través de Semana.`,
  },
};

export const MODERATION_MAIL_TEXTS: Record<MailLocale, ModerationMailTextsByKind> = {
  en: { listing: en, message: enMessage },
  es: { listing: es, message: esMessage },
};
