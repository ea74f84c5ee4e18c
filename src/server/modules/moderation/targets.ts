import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { type MailLocale, mailDay } from '#src/server/mail/locale.ts';
import type { ReportKind } from '#src/shared/moderation/rules.ts';
import { describeMessages, findMessage, removeMessage, restoreMessage } from '../conversations/moderation';
import { hideProperty, unhideProperty } from '../properties/hiding';
import { hideWeek, unhideWeek } from '../weeks/hiding';

/** A reported item as the queue and "My reports" show it. */
export interface ItemView {
  summary: string;
  link: string | null;
  hidden: boolean;
  exists: boolean;
}

/**
 * What moderation needs of one kind of item. Adding a kind (a message) is one entry in
 * REPORT_KINDS and one resolver here.
 */
export interface TargetResolver {
  /**
   * The item's owner (or author) and whether staff hid it; undefined when there is no such item, or
   * when `viewerId` is given and may not see it (a message, outside its conversation).
   */
  find(tx: DbOrTx, id: number, viewerId?: number): Promise<{ ownerId: number; hidden: boolean } | undefined>;
  /** Takes it out of every public read; true when this call hid it. */
  hide(tx: DbOrTx, id: number): Promise<boolean>;
  /** Puts it back; true when it was hidden. */
  unhide(tx: DbOrTx, id: number): Promise<boolean>;
  /** Each item's line (its dates in `locale`) and public link, by id (absent: deleted since). */
  describe(tx: DbOrTx, ids: number[], locale: MailLocale): Promise<Map<number, Omit<ItemView, 'exists'>>>;
}

const GONE: ItemView = { summary: '—', link: null, hidden: false, exists: false };

const weekResolver: TargetResolver = {
  async find(tx, id) {
    const [row] = await tx
      .select({ ownerId: weeks.userId, hiddenAt: weeks.hiddenAt })
      .from(weeks)
      .where(eq(weeks.id, id))
      .limit(1);
    return row && { ownerId: row.ownerId, hidden: row.hiddenAt !== null };
  },
  hide: hideWeek,
  unhide: unhideWeek,
  async describe(tx, ids, locale) {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({
        id: weeks.id,
        fromDate: weeks.fromDate,
        toDate: weeks.toDate,
        hiddenAt: weeks.hiddenAt,
        resort: resorts.name,
        unitType: unitTypes.name,
        place: locations.name,
      })
      .from(weeks)
      .innerJoin(unitTypes, eq(unitTypes.id, weeks.unitTypeId))
      .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
      .innerJoin(locations, eq(locations.id, weeks.locationId))
      .where(inArray(weeks.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          summary: `${r.resort}, ${r.unitType} · ${r.place} · ${mailDay(r.fromDate, locale)} – ${mailDay(r.toDate, locale)}`,
          link: r.hiddenAt ? null : `/weeks/${r.id}/book`,
          hidden: r.hiddenAt !== null,
        },
      ]),
    );
  },
};

const propertyResolver: TargetResolver = {
  async find(tx, id) {
    const [row] = await tx
      .select({ ownerId: propertyListings.userId, hiddenAt: propertyListings.hiddenAt })
      .from(propertyListings)
      .where(eq(propertyListings.id, id))
      .limit(1);
    return row && { ownerId: row.ownerId, hidden: row.hiddenAt !== null };
  },
  hide: hideProperty,
  unhide: unhideProperty,
  async describe(tx, ids) {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({
        id: propertyListings.id,
        hotelName: propertyListings.hotelName,
        location: propertyListings.location,
        hiddenAt: propertyListings.hiddenAt,
      })
      .from(propertyListings)
      .where(inArray(propertyListings.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          summary: `${r.hotelName} · ${r.location}`,
          link: r.hiddenAt ? null : `/all-properties?q=${encodeURIComponent(r.hotelName)}`,
          hidden: r.hiddenAt !== null,
        },
      ]),
    );
  },
};

/** A message of a conversation: reported by the other person in it, removed for both. */
const messageResolver: TargetResolver = {
  find: findMessage,
  hide: removeMessage,
  unhide: restoreMessage,
  describe: (tx, ids) => describeMessages(tx, ids),
};

export const TARGETS: Record<ReportKind, TargetResolver> = {
  week: weekResolver,
  property: propertyResolver,
  message: messageResolver,
};

/** Each listed item's view in `locale`, one query per kind present. */
export async function describeItems(
  tx: DbOrTx,
  items: { kind: ReportKind; targetId: number }[],
  locale: MailLocale,
): Promise<(item: { kind: ReportKind; targetId: number }) => ItemView> {
  const byKind = new Map<ReportKind, Set<number>>();
  for (const i of items) byKind.set(i.kind, (byKind.get(i.kind) ?? new Set()).add(i.targetId));
  const views = new Map<ReportKind, Map<number, Omit<ItemView, 'exists'>>>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) =>
      views.set(kind, await TARGETS[kind].describe(tx, [...ids], locale)),
    ),
  );
  return (item) => {
    const view = views.get(item.kind)?.get(item.targetId);
    return view ? { ...view, exists: true } : GONE;
  };
}
