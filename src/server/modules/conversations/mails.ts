import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay, mailLocale } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import { type Side, served, summaryIn } from './reads';

/** At most one mail per conversation and recipient in this long. */
export const MAIL_GAP_MS = 15 * 60_000;
export const CONVERSATION_MAIL_QUEUE = 'conversation-mail';
/** Unread messages quoted in one digest; the conversation has them all. */
const QUOTED = 10;

interface DigestJob {
  conversationId: number;
  side: Side;
}

const TEXTS = {
  en: {
    subject: (name: string) => `New message from ${name} on Semana`,
    subjectMany: (name: string, n: number) => `${n} new messages from ${name} on Semana`,
    about: (name: string, stay: string) => `${name} wrote to you about ${stay}:`,
    hidden: 'Contact details are hidden until the booking is paid. Pay only through Semana.',
    more: (n: number) => `And ${n} more in the conversation.`,
    open: 'Open the conversation',
    stay: (resort: string, from: string, to: string) => `the week at ${resort}, ${from} – ${to}`,
    noStay: 'a week',
  },
  es: {
    subject: (name: string) => `Nuevo mensaje de ${name} en Semana`,
    subjectMany: (name: string, n: number) => `${n} mensajes nuevos de ${name} en Semana`,
    about: (name: string, stay: string) => `${name} te escribió sobre ${stay}:`,
    hidden:
      'Los datos de contacto se ocultan hasta que la reservación esté pagada. Paga solo a través de Semana.',
    more: (n: number) => `Y ${n} más en la conversación.`,
    open: 'Abrir la conversación',
    stay: (resort: string, from: string, to: string) => `la semana en ${resort}, ${from} – ${to}`,
    noStay: 'una semana',
  },
} satisfies Record<MailLocale, unknown>;

/**
 * A new message mails the other person at most once per conversation per quarter hour (decision
 * 059): at once when their last mail about it is older than that, else one job (a singleton per
 * conversation and recipient) at the end of the quarter hour mails what is still unread then, and
 * nothing if they read it meanwhile. The text is quoted as served at that moment (hidden while
 * unpaid), in the recipient's language; the mail never carries the other side's address.
 */
export function conversationMail(
  db: Db,
  jobs: Pick<JobQueue, 'send' | 'work'>,
  mailer: Pick<Mailer, 'queue'>,
  ctx: MailContext,
) {
  const mailedColumn = (side: Side) => sql.raw(side === 'guest' ? 'guest_mailed_at' : 'owner_mailed_at');
  const unreadColumn = (side: Side) => sql.raw(side === 'guest' ? 'guest_unread' : 'owner_unread');

  /** Mails `side` of conversation `id` what it has unread as of `now`, if any; in `tx`, the row locked by the caller. */
  async function mailUnread(tx: DbOrTx, id: number, side: Side, now: Date) {
    const [c] = rowsOf<{
      unread: number;
      recipient: number;
      email: string;
      locale: string | null;
      firstName: string;
    }>(
      await tx.execute(sql`select c.${unreadColumn(side)} as unread, u.id as recipient, u.email, u.locale,
          u.first_name as "firstName"
        from conversations c join users u on u.id = c.${sql.raw(side === 'guest' ? 'guest_id' : 'owner_id')}
        where c.id = ${id}`),
    );
    if (!c || c.unread <= 0) return false;
    const head = await summaryIn(tx, c.recipient, id);
    if (!head) return false;
    const unread = rowsOf<{ body: string }>(
      await tx.execute(sql`select body from conversation_messages
        where conversation_id = ${id} and sender_id <> ${c.recipient} and removed_at is null
        order by id desc limit ${Math.min(c.unread, QUOTED)}`),
    ).reverse();
    const locale = mailLocale(c.locale);
    const t = TEXTS[locale];
    const stay = head.stay
      ? t.stay(head.stay.resort, mailDay(head.stay.fromDate, locale), mailDay(head.stay.toDate, locale))
      : t.noStay;
    const quoted = unread.map((m) => served(m.body, head.paid));
    await mailer.queue(
      composeMail(ctx, {
        locale,
        to: c.email,
        subject: c.unread > 1 ? t.subjectMany(head.otherName, c.unread) : t.subject(head.otherName),
        paragraphs: [
          greeting(locale, c.firstName),
          t.about(head.otherName, stay),
          ...quoted.map((q) => `“${q.body}”`),
          ...(c.unread > QUOTED ? [t.more(c.unread - QUOTED)] : []),
          ...(quoted.some((q) => q.hidden.length > 0) ? [t.hidden] : []),
        ],
        action: { label: t.open, url: `${ctx.publicUrl}/messages/${id}` },
      }),
      tx as Db,
    );
    await tx.execute(sql`update conversations set ${mailedColumn(side)} = ${now} where id = ${id}`);
    return true;
  }

  /** The digest's job, run "as of" `now`: mails what is unread unless a mail went out less than a quarter hour before. */
  async function digest({ conversationId, side }: DigestJob, now: Date) {
    return db.transaction(async (tx) => {
      const [c] = rowsOf<{ mailedAt: Date | string | null }>(
        await tx.execute(sql`select ${mailedColumn(side)} as "mailedAt" from conversations
          where id = ${conversationId} for update`),
      );
      if (!c) return false;
      if (c.mailedAt && now.getTime() - new Date(c.mailedAt).getTime() < MAIL_GAP_MS) return false;
      return mailUnread(tx, conversationId, side, now);
    });
  }

  return {
    /** In the message's transaction (the conversation's row locked): mail `side` now, or queue the quarter hour's digest. */
    async messageAdded(tx: DbOrTx, conversationId: number, side: Side, now: Date) {
      const [c] = rowsOf<{ mailedAt: Date | string | null }>(
        await tx.execute(
          sql`select ${mailedColumn(side)} as "mailedAt" from conversations where id = ${conversationId}`,
        ),
      );
      const last = c?.mailedAt ? new Date(c.mailedAt).getTime() : null;
      if (last === null || now.getTime() - last >= MAIL_GAP_MS) {
        await mailUnread(tx, conversationId, side, now);
        return;
      }
      const seconds = Math.max(1, Math.ceil((last + MAIL_GAP_MS - now.getTime()) / 1000));
      await jobs.send(CONVERSATION_MAIL_QUEUE, { conversationId, side } satisfies DigestJob, {
        tx: tx as Db,
        singletonKey: `${conversationId}:${side}`,
        startAfterSeconds: seconds,
      });
    },

    digest,

    /**
     * Every digest due by `now` (the admin CLI's `conversations:mail`, and tests moving time):
     * conversations with unread messages that arrived after their recipient's last mail, mailed
     * more than a quarter hour before `now`.
     */
    async due(now: Date) {
      const cutoff = new Date(now.getTime() - MAIL_GAP_MS);
      let mailed = 0;
      for (const side of ['guest', 'owner'] as const) {
        const rows = rowsOf<{ id: number }>(
          await db.execute(sql`select id from conversations
            where ${unreadColumn(side)} > 0 and ${mailedColumn(side)} <= ${cutoff}
              and last_message_at > ${mailedColumn(side)} and last_message_at <= ${now}
            order by id limit 1000`),
        );
        for (const r of rows) if (await digest({ conversationId: r.id, side }, now)) mailed++;
      }
      return { mailed };
    },

    startWorker: () =>
      jobs.work<DigestJob>(CONVERSATION_MAIL_QUEUE, async (job) => {
        await digest(job, new Date());
      }),
  };
}

export type ConversationMail = Pick<ReturnType<typeof conversationMail>, 'messageAdded'>;
