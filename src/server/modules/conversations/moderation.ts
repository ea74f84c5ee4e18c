import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { conversationMessages, conversations } from '#src/server/db/schema/conversations.ts';
import { maskText } from './masking';
import { shortName } from './reads';

/** How much of a reported message the moderation queue and "My reports" quote. */
const QUOTED_CHARS = 160;

/**
 * What moderation may know and change of a message (CODE_STYLE.md, 2: only this module writes its
 * tables). A message is reported by the other person of its conversation; staff remove it, and
 * neither side is served its text from then on.
 */

/** Message `id`'s author and whether staff removed it; undefined when there is none, or when `viewerId` is not one of its conversation's two people. */
export async function findMessage(tx: DbOrTx, id: number, viewerId?: number) {
  const [row] = await tx
    .select({
      senderId: conversationMessages.senderId,
      removedAt: conversationMessages.removedAt,
      guestId: conversations.guestId,
      ownerId: conversations.ownerId,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(eq(conversationMessages.id, id))
    .limit(1);
  if (!row) return undefined;
  if (viewerId !== undefined && viewerId !== row.guestId && viewerId !== row.ownerId) return undefined;
  return { ownerId: row.senderId, hidden: row.removedAt !== null };
}

/** Staff remove the message; true when this call removed it. */
export async function removeMessage(tx: DbOrTx, id: number): Promise<boolean> {
  const done = await tx
    .update(conversationMessages)
    .set({ removedAt: sql`now()` })
    .where(and(eq(conversationMessages.id, id), isNull(conversationMessages.removedAt)))
    .returning({ id: conversationMessages.id });
  return done.length > 0;
}

/** Staff put the message back; true when it was removed. */
export async function restoreMessage(tx: DbOrTx, id: number): Promise<boolean> {
  const done = await tx
    .update(conversationMessages)
    .set({ removedAt: null })
    .where(and(eq(conversationMessages.id, id), isNotNull(conversationMessages.removedAt)))
    .returning({ id: conversationMessages.id });
  return done.length > 0;
}

/**
 * Each message's line for the queue and the reporter's list: its author and its start, with
 * contact details hidden as they are before payment (a reporter must not read through a report
 * what the conversation hid from them). Conversations are private: no public link.
 */
export async function describeMessages(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { summary: string; link: null; hidden: boolean }>();
  const rows = await tx
    .select({
      id: conversationMessages.id,
      body: conversationMessages.body,
      removedAt: conversationMessages.removedAt,
      first: users.firstName,
      last: users.lastName,
    })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.id, ids));
  return new Map(
    rows.map((r) => {
      const text = maskText(r.body).text.replace(/\s+/g, ' ').trim();
      const quoted = text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS - 1)}…` : text;
      return [
        r.id,
        { summary: `${shortName(r.first, r.last)}: “${quoted}”`, link: null, hidden: r.removedAt !== null },
      ];
    }),
  );
}
