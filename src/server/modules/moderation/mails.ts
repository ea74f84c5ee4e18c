import type { DbOrTx } from '#src/server/db/client.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { mailLocale } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { ReportKind, ReportReason, ReportStatus } from '#src/shared/moderation/rules.ts';
import { MODERATION_MAIL_TEXTS } from './mail-texts';

const mailKind = (kind: ReportKind) => (kind === 'message' ? 'message' : 'listing');

export interface Recipient {
  email: string;
  firstName: string | null;
  locale: string | null;
}

/** The mails of a decision, queued in its transaction: sent only if the decision commits. */
export function moderationMail(mailer: Mailer, ctx: MailContext) {
  const send = (tx: DbOrTx, m: Parameters<typeof composeMail>[1]) =>
    mailer.queue(composeMail(ctx, m), tx as Parameters<Mailer['queue']>[1]);
  return {
    /** The reporter learns the outcome; the item is named as they saw it. */
    async outcome(
      tx: DbOrTx,
      to: Recipient,
      kind: ReportKind,
      item: string,
      status: Exclude<ReportStatus, 'open'>,
    ) {
      const locale = mailLocale(to.locale);
      const t = MODERATION_MAIL_TEXTS[locale][mailKind(kind)];
      await send(tx, {
        to: to.email,
        locale,
        subject: t.reporter.subject,
        paragraphs: [
          greeting(locale, to.firstName),
          t.reporter.thanks(item),
          t.reporter.outcome[status],
          t.reporter.close,
        ],
        action: { label: t.button, url: `${ctx.publicUrl}/dashboard` },
      });
    },
    /** The reported person: what was decided about their item, staff's note with a warning, and where to write. */
    async owner(
      tx: DbOrTx,
      to: Recipient,
      kind: ReportKind,
      item: string,
      reason: ReportReason,
      status: 'hidden' | 'warned' | 'deactivated',
      note: string,
    ) {
      const locale = mailLocale(to.locale);
      const t = MODERATION_MAIL_TEXTS[locale][mailKind(kind)];
      const why = t.reason[reason];
      const subject = {
        hidden: t.owner.hiddenSubject,
        warned: t.owner.warnedSubject,
        deactivated: t.owner.deactivatedSubject,
      }[status];
      const what = {
        hidden: t.owner.hidden,
        warned: t.owner.warned,
        deactivated: t.owner.deactivated,
      }[status](item, why);
      await send(tx, {
        to: to.email,
        locale,
        subject,
        paragraphs: [
          greeting(locale, to.firstName),
          what,
          ...(note ? [t.owner.note, note] : []),
          t.owner.contact(ctx.operator.email),
        ],
        action: { label: t.button, url: `${ctx.publicUrl}/dashboard` },
      });
    },
  };
}

export type ModerationMail = ReturnType<typeof moderationMail>;
