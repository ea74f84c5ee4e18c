import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { isoTimestamp, rawRows } from '#src/server/lib/prepared.ts';
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

/**
 * The columns and joins of a conversation as participant `$1` sees it: the stay, the other
 * person's names, the latest message, and the conversation's booking (the live, not cancelled,
 * booking of its week by its renter, read through the week's partial unique index; else the
 * booking it was opened from). Aliased, in the order `rowOf` reads them.
 */
const SUMMARY_FROM = `select c.id as c_id, c.guest_id as c_guest, c.owner_id as c_owner, c.week_id as c_week,
    bk.id as bk_id, bk.status as bk_status, o.first_name as o_first, o.last_name as o_last,
    r.name as r_name, ut.name as ut_name, l.name as l_name,
    coalesce(w.from_date, bk.from_date)::text as s_from, coalesce(w.to_date, bk.to_date)::text as s_to,
    m.body as m_body, m.sender_id as m_sender, ${isoTimestamp('m.created_at')} as m_at,
    c.guest_unread as c_gu, c.owner_unread as c_ou, ${isoTimestamp('c.last_message_at')} as c_last,
    m.removed_at is not null as m_removed
  from conversations c
  left join weeks w on w.id = c.week_id
  left join lateral (
    select x.* from (
      select b.id, b.status, b.unit_type_id, b.location_id, b.from_date, b.to_date, 0 as pick
      from bookings b
      where b.week_id = c.week_id and b.status <> 'cancelled' and b.guest_id = c.guest_id
      union all
      select b.id, b.status, b.unit_type_id, b.location_id, b.from_date, b.to_date, 1
      from bookings b where b.id = c.booking_id) x
    order by x.pick limit 1) bk on true
  left join unit_types ut on ut.id = coalesce(w.unit_type_id, bk.unit_type_id)
  left join resorts r on r.id = ut.resort_id
  left join locations l on l.id = coalesce(w.location_id, bk.location_id)
  left join users o on o.id = case when c.guest_id = $1 then c.owner_id else c.guest_id end
  left join lateral (
    select body, sender_id, created_at, removed_at from conversation_messages cm
    where cm.conversation_id = c.id order by cm.id desc limit 1) m on true`;

/** Each side's inbox order, as its index keeps it. */
const ORDER = 'last_message_at desc nulls last, id desc nulls last';

export type Summary = ConversationSummary & { guestId: number; ownerId: number };

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** A row of SUMMARY_FROM (its values in select order) as `viewer` sees it. */
function rowOf(v: unknown[], viewer: number): Summary {
  const [id, guestId, ownerId, weekId, bookingId, bookingStatus, first, last, resort, unitType, place] = v;
  const [
    fromDate,
    toDate,
    lastBody,
    lastSender,
    lastAt,
    guestUnread,
    ownerUnread,
    lastMessageAt,
    lastRemoved,
  ] = v.slice(11);
  const role: Side = Number(guestId) === viewer ? 'guest' : 'owner';
  const paid = isPaid(str(bookingStatus));
  return {
    id: Number(id),
    guestId: Number(guestId),
    ownerId: Number(ownerId),
    role,
    otherName: shortName(str(first), str(last)),
    weekId: weekId === null ? null : Number(weekId),
    bookingId: bookingId === null ? null : Number(bookingId),
    paid,
    stay:
      resort !== null && fromDate !== null && toDate !== null
        ? {
            resort: String(resort),
            unitType: str(unitType) ?? '',
            place: str(place) ?? '',
            fromDate: String(fromDate),
            toDate: String(toDate),
          }
        : null,
    lastMessage:
      lastBody !== null && lastAt !== null
        ? {
            // Staff removed it after a report: its text is served to nobody.
            body: lastRemoved === true || lastRemoved === 't' ? '' : served(String(lastBody), paid).body,
            removed: lastRemoved === true || lastRemoved === 't',
            fromMe: Number(lastSender) === viewer,
            at: String(lastAt),
          }
        : null,
    unread: Number(role === 'guest' ? guestUnread : ownerUnread),
    lastMessageAt: String(lastMessageAt),
  };
}

/** `text` with `$1`, `$2`… as Drizzle parameters, for a statement run in a transaction. */
function withValues(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((p, i) => (i % 2 === 1 ? sql`${values[Number(p) - 1]}` : sql.raw(p))),
    sql``,
  );
}

/** Conversation `id` as `viewer` sees it, read in `db` or a transaction; undefined when there is none. */
export async function summaryIn(db: DbOrTx, viewer: number, id: number): Promise<Summary | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(withValues(`${SUMMARY_FROM} where c.id = $2`, [viewer, id])),
  );
  return row ? rowOf(Object.values(row), viewer) : undefined;
}

/**
 * One page of `viewer`'s inbox, newest first, with how many conversations they have (kept by a
 * trigger in conversation_totals): one statement,
 * each side read in order from its own index and the two merged. The first page of 20 (every
 * visit's first request) is a named statement, planned once per connection.
 */
export async function inboxPage(db: Db, viewer: number, page: number, pageSize: number) {
  const upTo = page * pageSize;
  const rows = await rawRows(db, {
    name: page === 1 && pageSize === 20 ? 'conversations_inbox_first' : undefined,
    text: inboxText(upTo, pageSize),
    values: [viewer],
  });
  const items = rows.map((r) => rowOf(r.slice(0, -1), viewer));
  let total = rows.length > 0 ? Number(rows[0].at(-1)) : 0;
  if (rows.length === 0) total = await countOf(db, viewer);
  return { items, total };
}

/**
 * The inbox's statement for `pageSize` rows ending at `upTo` (literals: one text per page and size).
 * The page's ids drive the joins, so the other tables are read for its 20 rows only.
 */
function inboxText(upTo: number, pageSize: number) {
  return `with page as (
      select id from (
        (select id, last_message_at as at from conversations where guest_id = $1 order by ${ORDER} limit ${upTo})
        union all
        (select id, last_message_at from conversations where owner_id = $1 order by ${ORDER} limit ${upTo})) x
      order by at desc, id desc limit ${pageSize} offset ${upTo - pageSize}),
    counted as (select coalesce((select total from conversation_totals where user_id = $1), 0) as total)
    select s.*, counted.total
    from (${SUMMARY_FROM.replace('from conversations c', 'from page p join conversations c on c.id = p.id')}) s, counted
    order by s.c_last desc, s.c_id desc`;
}

async function countOf(db: Db, viewer: number) {
  const [row] = await rawRows(db, {
    text: 'select coalesce((select total from conversation_totals where user_id = $1), 0)',
    values: [viewer],
  });
  return Number(row[0]);
}

export const isPaid = (status: string | null) =>
  !!status && (PAID_STATUSES as readonly string[]).includes(status);

/**
 * "Ana G.": what each side sees of the other (never a full surname, never an address). A name is
 * free text, so one that carries a phone number or an address is hidden like a message's.
 */
export const shortName = (first: string | null, last: string | null) =>
  first ? maskText(`${first}${last ? ` ${last.slice(0, 1)}.` : ''}`).text : '—';

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
  removedAt?: Date | string | null;
}

export function messageOf(m: MessageRow, viewer: number, paid: boolean): ConversationMessage {
  const removed = m.removedAt !== null && m.removedAt !== undefined;
  const s = removed ? { body: '', hidden: [] } : served(m.body, paid);
  return {
    id: m.id,
    fromMe: m.senderId === viewer,
    body: s.body,
    hidden: s.hidden,
    removed,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}
