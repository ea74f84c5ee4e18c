import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { conversationMessages, conversations } from '#src/server/db/schema/conversations.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  ConversationDetail,
  ConversationPage,
  conversationsQuery,
  SentMessage,
  StartConversationInput,
} from '#src/shared/contracts/conversations.ts';
import type { ConversationMail } from './mails';
import { maskedKindsOf } from './masking';
import { inboxPage, type MessageRow, messageOf, type Side, summaryIn } from './reads';

/** Messages one page of a conversation shows; "load earlier" reads the page before. */
export const MESSAGES_PER_PAGE = 30;

const notFound = () => new AppError('NOT_FOUND', 'conversations.notFound');

/** Today as a calendar date, for "the week has not started". */
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Conversations between a week's renter and its owner (decision 060): only the two of them read
 * one; the text is stored whole and served with contact details hidden until the booking is paid.
 */
export function conversationsService(db: Db, mail: ConversationMail, clock: () => Date = () => new Date()) {
  /** The conversation `id` if `user` is one of its two people, with their side; else 404. */
  async function participant(tx: DbOrTx, user: PublicUser, id: number, lock = false) {
    const query = tx
      .select({ id: conversations.id, guestId: conversations.guestId, ownerId: conversations.ownerId })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, id),
          or(eq(conversations.guestId, user.id), eq(conversations.ownerId, user.id)),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    const side: Side = row.guestId === user.id ? 'guest' : 'owner';
    return { ...row, side };
  }

  /** Whether the conversation's booking is paid, read in `tx` (contact details are shown from then on). */
  async function paidNow(tx: DbOrTx, conversationId: number) {
    return (await summaryIn(tx, 0, conversationId))?.paid ?? false;
  }

  /**
   * Adds `body` from `user` on `side`, in one transaction with the conversation's row locked: the
   * other side's unread count goes up, the sender has read everything (they are looking at it),
   * and the other side is mailed now or in the quarter hour's digest (mails.ts).
   */
  async function add(conversationId: number, user: PublicUser, body: string): Promise<SentMessage> {
    return db.transaction(async (tx) => {
      const c = await participant(tx, user, conversationId, true);
      // A week staff hid after a report ends its talk, unless the stay is already paid for.
      const [week] = await tx
        .select({ hiddenAt: weeks.hiddenAt })
        .from(conversations)
        .innerJoin(weeks, eq(weeks.id, conversations.weekId))
        .where(eq(conversations.id, conversationId));
      if (week?.hiddenAt && !(await paidNow(tx, conversationId)))
        throw new AppError('CONFLICT', 'conversations.weekHidden');
      const now = clock();
      const maskedKinds = maskedKindsOf(body);
      const [m] = await tx
        .insert(conversationMessages)
        .values({ conversationId, senderId: user.id, body, maskedKinds, createdAt: now })
        .returning();
      const other: Side = c.side === 'guest' ? 'owner' : 'guest';
      await tx
        .update(conversations)
        .set(
          c.side === 'guest'
            ? { lastMessageAt: now, guestUnread: 0, ownerUnread: sql`${conversations.ownerUnread} + 1` }
            : { lastMessageAt: now, ownerUnread: 0, guestUnread: sql`${conversations.guestUnread} + 1` },
        )
        .where(eq(conversations.id, conversationId));
      await mail.messageAdded(tx, conversationId, other, now);
      const paid = await paidNow(tx, conversationId);
      return {
        conversationId,
        message: messageOf(m as MessageRow, user.id, paid),
        maskedKinds: paid ? [] : maskedKinds,
      };
    });
  }

  /** The renter's conversation about week `weekId`: theirs already, or a new one if the week is on offer. */
  async function forWeek(user: PublicUser, weekId: number): Promise<number> {
    const [week] = await db
      .select({ id: weeks.id, ownerId: weeks.userId, onOffer: weeks.onOffer, fromDate: weeks.fromDate })
      .from(weeks)
      .where(eq(weeks.id, weekId));
    if (!week) throw new AppError('NOT_FOUND', 'conversations.weekNotFound');
    if (week.ownerId === user.id) throw new AppError('CONFLICT', 'conversations.ownWeek');
    const mine = and(eq(conversations.weekId, weekId), eq(conversations.guestId, user.id));
    const [existing] = await db.select({ id: conversations.id }).from(conversations).where(mine);
    if (existing) return existing.id;
    if (!week.onOffer || week.fromDate <= today(clock()))
      throw new AppError('CONFLICT', 'conversations.weekNotOffered');
    // Many starts at once for one week and renter make one conversation: the unique index decides.
    const [made] = await db
      .insert(conversations)
      .values({ weekId, guestId: user.id, ownerId: week.ownerId, lastMessageAt: clock() })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (made) return made.id;
    const [raced] = await db.select({ id: conversations.id }).from(conversations).where(mine);
    return raced.id;
  }

  /** The conversation of booking `bookingId` for its guest or owner (made on the first message). */
  async function forBooking(user: PublicUser, bookingId: number): Promise<number> {
    const [b] = await db
      .select({ weekId: bookings.weekId, guestId: bookings.guestId, ownerId: bookings.ownerId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!b?.guestId || !b.ownerId || (b.guestId !== user.id && b.ownerId !== user.id))
      throw new AppError('NOT_FOUND', 'bookings.bookingNotFound');
    const guestId = b.guestId;
    const ownerId = b.ownerId;
    const find = async () => {
      const [row] = await db
        .select({ id: conversations.id, bookingId: conversations.bookingId })
        .from(conversations)
        .where(
          b.weekId
            ? or(
                eq(conversations.bookingId, bookingId),
                and(eq(conversations.weekId, b.weekId), eq(conversations.guestId, guestId)),
              )
            : eq(conversations.bookingId, bookingId),
        )
        .limit(1);
      return row;
    };
    let row = await find();
    if (!row) {
      await db
        .insert(conversations)
        .values({ weekId: b.weekId, bookingId, guestId, ownerId, lastMessageAt: clock() })
        .onConflictDoNothing();
      row = await find();
    }
    // Named once; a second booking of the same week and renter keeps the first's (its week links both).
    if (row.bookingId === null)
      await db
        .update(conversations)
        .set({ bookingId })
        .where(and(eq(conversations.id, row.id), sql`${conversations.bookingId} is null`))
        .catch(() => {});
    return row.id;
  }

  return {
    async start(user: PublicUser, input: StartConversationInput): Promise<SentMessage> {
      const id = input.weekId
        ? await forWeek(user, input.weekId)
        : await forBooking(user, input.bookingId as number);
      return add(id, user, input.body);
    },

    send: (user: PublicUser, id: number, body: string) => add(id, user, body),

    /** The person's conversations (as renter and as owner), newest message first, one page (reads.ts). */
    async inbox(user: PublicUser, q: z.output<typeof conversationsQuery>): Promise<ConversationPage> {
      const { items, total } = await inboxPage(db, user.id, q.page, q.pageSize);
      return {
        items: items.map(({ guestId: _g, ownerId: _o, ...r }) => r),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** What the top bar shows: the person's unread messages, from the partial indexes of conversations with any. */
    async unread(user: PublicUser) {
      const [{ unread }] = rowsOf<{ unread: number }>(
        await db.execute(sql`select
          coalesce((select sum(guest_unread) from conversations where guest_id = ${user.id} and guest_unread > 0), 0)::int
          + coalesce((select sum(owner_unread) from conversations where owner_id = ${user.id} and owner_unread > 0), 0)::int
          as unread`),
      );
      return { unread };
    },

    /** One conversation for one of its two people: its header and a page of messages, oldest to newest. */
    async detail(user: PublicUser, id: number, before?: number): Promise<ConversationDetail> {
      await participant(db, user, id);
      const head = await summaryIn(db, user.id, id);
      if (!head) throw notFound();
      const page = rowsOf<MessageRow>(
        await db.execute(sql`select id, sender_id as "senderId", body, created_at as "createdAt", removed_at as "removedAt"
          from conversation_messages where conversation_id = ${id}
          ${before ? sql`and id < ${before}` : sql``}
          order by id desc limit ${MESSAGES_PER_PAGE + 1}`),
      );
      const { guestId: _g, ownerId: _o, ...header } = head;
      return {
        ...header,
        messages: page
          .slice(0, MESSAGES_PER_PAGE)
          .reverse()
          .map((m) => messageOf(m, user.id, head.paid)),
        hasEarlier: page.length > MESSAGES_PER_PAGE,
      };
    },

    /** The person has read the conversation: their unread count is zero. */
    async read(user: PublicUser, id: number) {
      const c = await participant(db, user, id);
      await db
        .update(conversations)
        .set(c.side === 'guest' ? { guestUnread: 0 } : { ownerUnread: 0 })
        .where(eq(conversations.id, id));
      return { ok: true as const };
    },
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;
