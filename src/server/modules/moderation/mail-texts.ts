import type { MailLocale } from '#src/server/mail/locale.ts';
import type { ReportReason, ReportStatus } from '#src/shared/moderation/rules.ts';

type Outcome = Exclude<ReportStatus, 'open'>;

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

export const MODERATION_MAIL_TEXTS: Record<MailLocale, ModerationMailTexts> = { en, es };
