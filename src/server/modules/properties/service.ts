import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ChangeFeed, silentFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { cache, cachedValue } from '#src/server/lib/cache.ts';
import { AppError, issue, schemaIssues, validationError } from '#src/server/lib/errors.ts';
import { fastSerializer } from '#src/server/lib/fast-serializer.ts';
import { isForeignKeyViolation } from '#src/server/lib/pg-errors.ts';
import { rawRows } from '#src/server/lib/prepared.ts';
import { type Representation, representationOf } from '#src/server/lib/shared-representation.ts';
import type { ImageJobQueue } from '#src/server/storage/image-jobs.ts';
import type { ImageStore } from '#src/server/storage/image-store.ts';
import type { UploadedFile } from '#src/server/storage/multipart.ts';
import { storeImages } from '#src/server/storage/stored-images.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import {
  createPropertyFields,
  type OwnerPropertyListing,
  type ownerListingsQuery,
  type PropertyPage,
  type PropertySort,
  propertyPage,
  type propertySearchQuery,
  publicPropertyListing,
} from '#src/shared/contracts/properties.ts';
import { imageVariantUrls } from '#src/shared/images.ts';
import { ownerListingsList } from './owner-list';
import { propertyCountQuery, propertyPageQuery, toPublicListingRow } from './search-sql';

type SearchQuery = z.output<typeof propertySearchQuery>;

/** '$18,500 USD' → 18500, for sorting; null when the owner wrote no number ('Make an offer'). */
export function parsePriceText(text: string): number | null {
  const m = /\d[\d,]*(\.\d+)?/.exec(text);
  if (!m) return null;
  const value = Math.round(Number(m[0].replaceAll(',', '')));
  return Number.isSafeInteger(value) && value <= 2_000_000_000 ? value : null;
}

export const listingColumns = {
  id: propertyListings.id,
  userId: propertyListings.userId,
  hotelName: propertyListings.hotelName,
  unitSize: propertyListings.unitSize,
  location: propertyListings.location,
  type: propertyListings.type,
  price: propertyListings.price,
  weeksOrSeason: propertyListings.weeksOrSeason,
  description: propertyListings.description,
  imageUrls: propertyListings.imageUrls,
  status: propertyListings.status,
  createdAt: propertyListings.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Listings without a number in their price text sort last either way. */
export const LISTING_SORT_ORDER: Record<PropertySort, SQL[]> = {
  newest: [desc(propertyListings.createdAt), desc(propertyListings.id)],
  oldest: [asc(propertyListings.createdAt), asc(propertyListings.id)],
  price_desc: [sql`${propertyListings.priceValue} desc nulls last`, desc(propertyListings.id)],
  price_asc: [sql`${propertyListings.priceValue} asc nulls last`, asc(propertyListings.id)],
};

// Hidden listings (moderation, decision 061) are left out of every public read.
const active = and(eq(propertyListings.status, 'active'), isNull(propertyListings.hiddenAt));

/**
 * How long what this process keeps about listings (counts, pages, the whole list) may be reused.
 * Every write, in any process, drops it all at once (the change feed); these lifetimes only bound
 * its age while the feed's connection is down.
 */
const ACTIVE_COUNT_TTL_MS = 10_000;
const ACTIVE_LIST_TTL_MS = 30_000;
/** Texts whose totals are kept at once. */
const SEARCHED_TOTALS_MAX = 1_000;
const publicListings = z.array(publicPropertyListing);
const writePage = fastSerializer(propertyPage);

export function propertiesService(
  db: Db,
  store: ImageStore,
  imageJobs: ImageJobQueue,
  opts: {
    changes?: ChangeFeed;
    /** Search answers kept at once (SEARCH_ANSWERS_KEPT): an answer is at most 60 listings, about 40 kB. */
    answersKept?: number;
  } = {},
) {
  const changes = opts.changes ?? silentFeed;
  const mine = ownerListingsList(db);
  const select = () =>
    db.select(listingColumns).from(propertyListings).innerJoin(users, eq(users.id, propertyListings.userId));
  /** Public routes serialize through publicPropertyListing, which leaves userId out. */
  const toListing = ({
    firstName,
    lastName,
    createdAt,
    ...l
  }: Awaited<ReturnType<typeof select>>[number]) => ({
    ...l,
    createdAt: createdAt.toISOString(),
    user: { firstName, lastName },
  });
  // Every visit to /all-properties shows how many listings there are: one count shared by all
  // requests for a few seconds and refreshed at once by this process's writes.
  const activeCount = cachedValue(
    'active listings count',
    () => rawRows(db, propertyCountQuery({})).then((r) => r[0][0] as number),
    ACTIVE_COUNT_TTL_MS,
  );

  // The whole list of active listings is the same for every visitor: its JSON (public fields only,
  // newest first) is built once and every caller gets the same gzip bytes (decision 012), so its
  // cost does not grow with callers × listings.
  const activeList = cachedValue(
    'active listings',
    async () => {
      const rows = await select()
        .where(active)
        .orderBy(...LISTING_SORT_ORDER.newest);
      return representationOf(JSON.stringify(publicListings.parse(rows.map(toListing))));
    },
    ACTIVE_LIST_TTL_MS,
  );
  // The total of a name search, counted once per text and shared by every request for it (a
  // visitor paging or changing the order asks again; visitors type the same names). Counting reads
  // every match: about 7 ms for 5,700 of 100,000 on PostgreSQL, several times the page itself.
  const searchedCount = cache<string, number>({
    name: 'searched listings counts',
    ttlMs: ACTIVE_COUNT_TTL_MS,
    max: SEARCHED_TOTALS_MAX,
    load: (text) => rawRows(db, propertyCountQuery({ q: text })).then((r) => r[0][0] as number),
  });
  const countMatching = (text: string) => searchedCount.get(text);
  // Each answer of the public search, as the bytes sent: the same question asked again (the first
  // page of /all-properties above all) costs no query and no serialisation until a listing changes.
  const pages = cache<string, Buffer, SearchQuery>({
    name: 'property search answers',
    ttlMs: ACTIVE_COUNT_TTL_MS,
    max: opts.answersKept ?? 256,
    load: async (_key, q) => Buffer.from(writePage(await readPage(q))),
  });
  const listingsChanged = () => {
    activeCount.invalidate();
    searchedCount.invalidate();
    activeList.invalidate();
    pages.invalidate();
  };
  // A listing, or the name of its owner, written by any process.
  changes.on(['property_listings', 'users'], listingsChanged);

  const readPage = async (q: SearchQuery): Promise<PropertyPage> => {
    const page = (items: unknown[][], total: number, unfilteredTotal: number): PropertyPage => ({
      items: items.map(toPublicListingRow),
      total,
      unfilteredTotal,
      page: q.page,
      pageSize: q.pageSize,
    });
    if (!q.q) {
      const [rows, active] = await Promise.all([rawRows(db, propertyPageQuery(q)), activeCount.get()]);
      return page(rows, active, active);
    }
    // A name's total (kept per text) picks how its page is read (search-sql.ts); a page past
    // the last match is known to be empty without reading it.
    const [matching, active] = await Promise.all([countMatching(q.q), activeCount.get()]);
    const empty = (q.page - 1) * q.pageSize >= matching;
    const rows = empty ? [] : await rawRows(db, propertyPageQuery(q, { matching, active }));
    return page(rows, matching, active);
  };

  return {
    /** Drops what this process keeps about listings at once (moderation hides one; the feed tells the others). */
    listingsChanged,
    /** A page of the public search, as the JSON bytes of a `PropertyPage`. */
    search(q: SearchQuery): Promise<Buffer> {
      const key = `${q.sort}|${q.page}|${q.pageSize}|${q.q ?? ''}`;
      return pages.get(key, q);
    },

    /**
     * Lists a property with its photos. Every photo is decoded and re-encoded before anything is
     * stored; the files are written, then the row; if any step fails, what was written is removed,
     * so a listing and its files exist together or not at all.
     */
    async create(
      owner: PublicUser,
      fields: Record<string, string>,
      files: UploadedFile[],
    ): Promise<OwnerPropertyListing> {
      const parsed = createPropertyFields.safeParse(fields);
      const issues = parsed.success ? [] : schemaIssues(parsed.error.issues);
      if (files.length === 0) {
        issues.push(issue('images', 'properties.uploadLeastOneImageProperty'));
      }
      if (!parsed.success || issues.length) throw validationError(issues);

      const images = await storeImages(files, { store, imageJobs, folder: 'listings' });
      try {
        const data = parsed.data;
        const [row] = await db
          .insert(propertyListings)
          .values({
            ...data,
            type: data.type || null,
            userId: owner.id,
            priceValue: parsePriceText(data.price),
            imageUrls: images.urls,
          })
          .returning({ id: propertyListings.id });
        listingsChanged();
        const [created] = await select().where(eq(propertyListings.id, row.id));
        return toListing(created);
      } catch (err) {
        await store.remove(images.files);
        // The owner's account was deleted while the photos were processed, and its session with it.
        if (isForeignKeyViolation(err)) throw new AppError('UNAUTHENTICATED', 'accounts.signContinue');
        throw err;
      }
    },

    /** The signed-in owner's own listings, never anyone else's: searched, sorted and paged (or the whole array). */
    listMine: (owner: PublicUser, q: z.output<typeof ownerListingsQuery>) => mine(owner.id, q),

    /** The owner or a dev deletes a listing, and its photo files with it. */
    async remove(actor: PublicUser, id: number): Promise<void> {
      const [row] = await db
        .select({ userId: propertyListings.userId, hiddenAt: propertyListings.hiddenAt })
        .from(propertyListings)
        .where(eq(propertyListings.id, id))
        .limit(1);
      if (!row || (row.userId !== actor.id && actor.role !== 'dev')) {
        throw new AppError('NOT_FOUND', 'properties.propertyListingNotFound');
      }
      // Staff hid it after a report (decision 061): it stays, as the report's record, until they decide again.
      if (row.hiddenAt) throw new AppError('CONFLICT', 'properties.listingHiddenCannotDelete');
      const [deleted] = await db
        .delete(propertyListings)
        .where(eq(propertyListings.id, id))
        .returning({ imageUrls: propertyListings.imageUrls });
      listingsChanged();
      await store.remove((deleted?.imageUrls ?? []).flatMap(imageVariantUrls));
    },

    /**
     * Deletes every listing of an account inside the caller's transaction (the account's deletion);
     * the returned function removes their photo files, to be called once that transaction committed.
     */
    async removeAllOf(tx: Pick<Db, 'delete'>, userId: number): Promise<() => Promise<void>> {
      const deleted = await tx
        .delete(propertyListings)
        .where(eq(propertyListings.userId, userId))
        .returning({ imageUrls: propertyListings.imageUrls });
      return async () => {
        listingsChanged();
        await store.remove(deleted.flatMap((r) => (r.imageUrls ?? []).flatMap(imageVariantUrls)));
      };
    },

    /** Every active listing (GET /api/property-listings, kept for compatibility), as shared bytes. */
    activeListings: (): Promise<Representation> => activeList.get(),
  };
}

export type PropertiesService = ReturnType<typeof propertiesService>;
