import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay, mailLocale } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';

/** What a decision's mail is about. */
export interface DecisionFacts {
  to: { email: string; firstName: string; locale: string | null };
  /** 'Villa del Arco, One-bedroom suite, Los Cabos' */
  stay: string;
  fromDate: string;
  toDate: string;
  reason: string | null;
}

interface Written {
  subject: string;
  paragraphs: string[];
  button: string;
}

type Texts = Record<'approved' | 'rejected', (f: DecisionFacts, dates: string) => Written>;

const TEXTS: Record<MailLocale, Texts> = {
  en: {
    approved: (f, dates) => ({
      subject: 'Your week is verified',
      paragraphs: [
        `Our team checked your proof for ${f.stay}, ${dates}, and your week now shows the Verified badge to travelers.`,
        'The badge comes off by itself if you change the week’s dates, resort, unit type or reservation code; you can then ask again.',
      ],
      button: 'Open My Dashboard',
    }),
    rejected: (f, dates) => ({
      subject: 'We could not verify your week',
      paragraphs: [
        `Our team could not verify ${f.stay}, ${dates}, with the files you sent.`,
        `Why: ${f.reason ?? ''}`,
        'You can ask again from My Dashboard with the resort’s reservation confirmation, or the contract and the latest maintenance-fee statement.',
      ],
      button: 'Open My Dashboard',
    }),
  },
  es: {
    approved: (f, dates) => ({
      subject: 'Tu semana está verificada',
      paragraphs: [
        `Nuestro equipo revisó tu comprobante de ${f.stay}, ${dates}, y tu semana ya muestra la insignia Verificada a los viajeros.`,
        'La insignia se quita sola si cambias las fechas, el resort, el tipo de unidad o la clave de reservación de la semana; entonces puedes pedirla de nuevo.',
      ],
      button: 'Abrir Mi panel',
    }),
    rejected: (f, dates) => ({
      subject: 'No pudimos verificar tu semana',
      paragraphs: [
        `Nuestro equipo no pudo verificar ${f.stay}, ${dates}, con los archivos que enviaste.`,
        `Motivo: ${f.reason ?? ''}`,
        'Puedes pedirla de nuevo desde Mi panel con la confirmación de reservación del resort, o el contrato y el último estado de cuenta de mantenimiento.',
      ],
      button: 'Abrir Mi panel',
    }),
  },
};

/**
 * The owner's mail when staff decide their request, in the owner's language, queued in the
 * decision's transaction (decision 019): it exists exactly when the decision commits.
 */
export function verificationMail(mailer: Mailer, ctx: MailContext) {
  return async (tx: DbOrTx, outcome: 'approved' | 'rejected', f: DecisionFacts) => {
    const locale = mailLocale(f.to.locale);
    const dates = `${mailDay(f.fromDate, locale)} – ${mailDay(f.toDate, locale)}`;
    const w = TEXTS[locale][outcome](f, dates);
    const message = composeMail(ctx, {
      to: f.to.email,
      subject: w.subject,
      paragraphs: [greeting(locale, f.to.firstName), ...w.paragraphs],
      action: { label: w.button, url: `${ctx.publicUrl}/dashboard` },
      locale,
    });
    await mailer.queue(message, tx as Db);
  };
}

export type VerificationMail = ReturnType<typeof verificationMail>;
