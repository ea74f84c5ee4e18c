import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailLocale } from '#src/server/mail/locale.ts';
import { ATTACHMENT_LIMITS, type Mailer } from '#src/server/mail/mailer.ts';
import type { MailAttachment } from '#src/server/mail/transport.ts';
import { rateText } from '#src/shared/money/money.ts';

/** What an issued invoice's mail says. */
export interface IssuedFacts {
  to: { email: string; firstName: string; locale: string | null };
  invoiceId: number;
  uuid: string;
  rfc: string;
  currency: 'MXN' | 'USD';
  totalCents: number;
  rateE4: number | null;
  pdf: Buffer;
  xml: Buffer;
}

/** 350000 → '3,500.00': written from the digits, never through a float. */
export function centsText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(cents - whole * 100).padStart(2, '0')}`;
}

interface Written {
  subject: string;
  paragraphs: string[];
}

const TEXTS: Record<MailLocale, (f: IssuedFacts, amount: string, attached: boolean) => Written> = {
  en: (f, amount, attached) => ({
    subject: 'Your CFDI invoice from Semana',
    paragraphs: [
      `Your invoice for ${amount} to RFC ${f.rfc} is stamped. Folio fiscal (UUID): ${f.uuid}.`,
      ...(f.rateE4 ? [`Exchange rate: ${rateText(f.rateE4)} pesos per dollar.`] : []),
      attached
        ? 'The PDF and the XML are attached; you can also download them from My Dashboard.'
        : 'Download the PDF and the XML from My Dashboard.',
    ],
  }),
  es: (f, amount, attached) => ({
    subject: 'Tu factura CFDI de Semana',
    paragraphs: [
      `Tu factura por ${amount} al RFC ${f.rfc} está timbrada. Folio fiscal (UUID): ${f.uuid}.`,
      ...(f.rateE4 ? [`Tipo de cambio: ${rateText(f.rateE4)} pesos por dólar.`] : []),
      attached
        ? 'Adjuntamos el PDF y el XML; también puedes descargarlos desde Mi panel.'
        : 'Descarga el PDF y el XML desde Mi panel.',
    ],
  }),
};

/**
 * The receiver's mail when their invoice is stamped, in their language, queued in the transaction
 * that stores it (decision 019): the PDF and XML attached as base64 when they fit the queue's limit,
 * else the mail points at My Dashboard.
 */
export function invoiceMail(mailer: Mailer, ctx: MailContext) {
  return async (tx: DbOrTx, f: IssuedFacts) => {
    const locale = mailLocale(f.to.locale);
    const name = `semana-cfdi-${f.invoiceId}`;
    const attachments: MailAttachment[] = [
      {
        filename: `${name}.pdf`,
        content: f.pdf.toString('base64'),
        contentType: 'application/pdf',
        encoding: 'base64',
      },
      {
        filename: `${name}.xml`,
        content: f.xml.toString('base64'),
        contentType: 'application/xml',
        encoding: 'base64',
      },
    ];
    const fits = attachments.reduce((n, a) => n + a.content.length, 0) <= ATTACHMENT_LIMITS.totalBytes;
    const w = TEXTS[locale](f, `${f.currency} ${centsText(f.totalCents)}`, fits);
    const message = composeMail(ctx, {
      to: f.to.email,
      subject: w.subject,
      paragraphs: [greeting(locale, f.to.firstName), ...w.paragraphs],
      action: {
        label: locale === 'es' ? 'Abrir Mi panel' : 'Open My Dashboard',
        url: `${ctx.publicUrl}/dashboard`,
      },
      locale,
    });
    await mailer.queue(fits ? { ...message, attachments } : message, tx as Db);
  };
}

export type InvoiceMail = ReturnType<typeof invoiceMail>;
