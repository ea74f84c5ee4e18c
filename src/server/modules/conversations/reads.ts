import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type {
  ConversationMessage,
  ConversationSummary,
  MaskedKind,
} from '#src/shared/contracts/conversations.ts';
import { maskText } from './masking';

/**
 * The statuses of a booking whose payment was taken (src/shared/bookings/process.ts): from then on
 * contact details may be shared. `pending_payment` and `cancelled` are not paid.
 */
export const PAID_STATUSES = [
  'awaiting_owner',
  'accepted',
  'confirmed',
  'completed',
  'on_hold',
  'paid_out',
] as const;

export type Side = 'guest' | 'owner';

interface SummaryRow {
  id: number;
  guestId: number;
  ownerId: number;
  weekId: number | null;
  bookingId: number | null;
  bookingStatus: string | null;
  otherFirst: string | null;
  otherLast: string | null;
  resort: string | null;
  unitType: string | null;
  place: string | null;
  fromDate: string | null;
  toDate: string | null;
  lastBody: string | null;
  lastSender: number | null;
  lastAt: Date | string | null;
  guestUnread: number;
  ownerUnread: number;
  lastMessageAt: Date | string;
}

const isoOf = (d: Date | string) => new Date(d).toISOString();

/**
 * The conversation's booking: the live (not cancelled) booking of its week by its renter, read
 * through the week's partial unique index, else the booking it was opened from.
 */
const BOOKING = sql`left join lateral (
    select x.* from (
      select b.id, b.status, b.resort_id, b.unit_type_id, b.location_id, b.from_date, b.to_date, 0 as pick
      from bookings b
      where b.week_id = c.week_id and b.status <> 'cancelled' and b.guest_id = c.guest_id
      union all
      select b.id, b.status, b.resort_id, b.unit_type_id, b.location_id, b.from_date, b.to_date, 1
      from bookings b where b.id = c.booking_id) x
    order by x.pick limit 1) bk on true`;

/**
 * Conversations as `viewer` sees them, with the stay, the other person's short name, the latest
 * message and the booking's status; `where` picks them, `tail` orders and limits.
 */
export async function summaries(db: DbOrTx, viewer: number, where: SQL, tail: SQL = sql``) {
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      select c.id, c.guest_id as "guestId", c.owner_id as "ownerId", c.week_id as "weekId",
        bk.id as "bookingId", bk.status as "bookingStatus",
        o.first_name as "otherFirst", o.last_name as "otherLast",
        r.name as resort, ut.name as "unitType", l.name as place,
        coalesce(w.from_date, bk.from_date)::text as "fromDate", coalesce(w.to_date, bk.to_date)::text as "toDate",
        m.body as "lastBody", m.sender_id as "lastSender", m.created_at as "lastAt",
        c.guest_unread as "guestUnread", c.owner_unread as "ownerUnread", c.last_message_at as "lastMessageAt"
      from conversations c
      left join weeks w on w.id = c.week_id
      ${BOOKING}
      left join unit_types ut on ut.id = coalesce(w.unit_type_id, bk.unit_type_id)
      left join resorts r on r.id = ut.resort_id
      left join locations l on l.id = coalesce(w.location_id, bk.location_id)
      left join users o on o.id = case when c.guest_id = ${viewer} then c.owner_id else c.guest_id end
      left join lateral (
        select body, sender_id, created_at from conversation_messages cm
        where cm.conversation_id = c.id order by cm.id desc limit 1) m on true
      where ${where} ${tail}`),
  );
  return rows.map((r) => summaryOf(r, viewer));
}

function summaryOf(
  r: SummaryRow,
  viewer: number,
): ConversationSummary & { guestId: number; ownerId: number } {
  const role: Side = r.guestId === viewer ? 'guest' : 'owner';
  const paid = isPaid(r.bookingStatus);
  return {
    id: r.id,
    guestId: r.guestId,
    ownerId: r.ownerId,
    role,
    otherName: shortName(r.otherFirst, r.otherLast),
    weekId: r.weekId,
    bookingId: r.bookingId,
    paid,
    stay:
      r.resort && r.fromDate && r.toDate
        ? {
            resort: r.resort,
            unitType: r.unitType ?? '',
            place: r.place ?? '',
            fromDate: r.fromDate,
            toDate: r.toDate,
          }
        : null,
    lastMessage:
      r.lastBody !== null && r.lastAt !== null
        ? { body: served(r.lastBody, paid).body, fromMe: r.lastSender === viewer, at: isoOf(r.lastAt) }
        : null,
    unread: role === 'guest' ? r.guestUnread : r.ownerUnread,
    lastMessageAt: isoOf(r.lastMessageAt),
  };
}

export const isPaid = (status: string | null) =>
  !!status && (PAID_STATUSES as readonly string[]).includes(status);

/** "Ana G.": what each side sees of the other (never a full surname, never an address). */
export const shortName = (first: string | null, last: string | null) =>
  first ? `${first}${last ? ` ${last.slice(0, 1)}.` : ''}` : '—';

/** A message's text as served: whole once paid, else with contact details hidden. */
export function served(body: string, paid: boolean): { body: string; hidden: MaskedKind[] } {
  if (paid) return { body, hidden: [] };
  const masked = maskText(body);
  return { body: masked.text, hidden: masked.kinds };
}

export interface MessageRow {
  id: number;
  senderId: number;
  body: string;
  createdAt: Date | string;
}

export function messageOf(m: MessageRow, viewer: number, paid: boolean): ConversationMessage {
  const s = served(m.body, paid);
  return {
    id: m.id,
    fromMe: m.senderId === viewer,
    body: s.body,
    hidden: s.hidden,
    createdAt: isoOf(m.createdAt),
  };
}
