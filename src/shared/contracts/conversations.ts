import { z } from 'zod';
import { MASKED_KINDS, MESSAGE_MAX } from '../conversations/rules';
import { id, text } from './common';
import { pageNumber, pageOf, pageSizeUpTo } from './paging';

export { MASKED_KINDS, type MaskedKind, MESSAGE_MAX } from '../conversations/rules';

const body = text({ error: 'Please write a message' })
  .trim()
  .min(1, 'Please write a message')
  .max(MESSAGE_MAX, 'A message cannot exceed 2,000 characters');

/** POST /api/conversations/:id/messages. */
export const messageInput = z.object({ body });

/**
 * POST /api/conversations: the renter's message about a week (a new conversation, or the one they
 * already have about it), or either side's about a booking (from the booking's page).
 */
export const startConversationInput = z
  .object({ weekId: id('Please choose a week').optional(), bookingId: id().optional(), body })
  .refine((v) => (v.weekId === undefined) !== (v.bookingId === undefined), {
    message: 'Name either a week or a booking',
    path: ['weekId'],
  });
export type StartConversationInput = z.infer<typeof startConversationInput>;

/** GET /api/conversations: the inbox, newest first. */
export const conversationsQuery = z.object({
  page: pageNumber(500).default(1),
  pageSize: pageSizeUpTo(50).default(20),
});

/** GET /api/conversations/:id: the latest messages, or those before a message already shown. */
export const conversationQuery = z.object({ before: id().optional() });

/** The stay a conversation is about, from its week (or its booking, once the week is gone). */
const stay = z.object({
  resort: z.string(),
  unitType: z.string(),
  place: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
});

/** One conversation as its participant sees it (the inbox's row, the conversation's header). */
export const conversationSummary = z.object({
  id: z.number().int(),
  /** The viewer's side. */
  role: z.enum(['guest', 'owner']),
  /** The other person: first name and the initial of the last. */
  otherName: z.string(),
  weekId: z.number().int().nullable(),
  /** The booking of the week by this renter, when there is one that is not cancelled. */
  bookingId: z.number().int().nullable(),
  /** Paid: contact details are no longer hidden. */
  paid: z.boolean(),
  stay: stay.nullable(),
  lastMessage: z
    .object({ body: z.string(), removed: z.boolean(), fromMe: z.boolean(), at: z.string() })
    .nullable(),
  unread: z.number().int(),
  lastMessageAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationPage = pageOf(conversationSummary);
export type ConversationPage = z.infer<typeof conversationPage>;

/** One message as served: hidden where needed while the booking is not paid. */
export const conversationMessage = z.object({
  id: z.number().int(),
  fromMe: z.boolean(),
  body: z.string(),
  /** What was hidden in the text as served (empty once paid, or when nothing was). */
  hidden: z.array(z.enum(MASKED_KINDS)),
  /** Staff removed it after a report: its text is served to nobody (`body` is empty). */
  removed: z.boolean(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** GET /api/conversations/:id: the header, and a page of messages oldest to newest. */
export const conversationDetail = conversationSummary.extend({
  messages: z.array(conversationMessage),
  /** More messages before the first one here ("load earlier", with `before`). */
  hasEarlier: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

/** What sending answers: the message as served, and what was hidden in it (to tell the sender why). */
export const sentMessage = z.object({
  conversationId: z.number().int(),
  message: conversationMessage,
  maskedKinds: z.array(z.enum(MASKED_KINDS)),
});
export type SentMessage = z.infer<typeof sentMessage>;

/** GET /api/conversations/unread: the top bar's count. */
export const unreadCount = z.object({ unread: z.number().int() });
