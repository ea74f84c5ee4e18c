import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { accountTokens, users } from '#src/server/db/schema/accounts.ts';
import { locations, resorts } from '#src/server/db/schema/catalog.ts';
import { alertAddresses, alertAddressKey, alertConfirmations } from '#src/server/db/schema/leads.ts';
import { savedSearches } from '#src/server/db/schema/saved-searches.ts';
import { AppError, issue, validationError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type { MailContext } from '#src/server/mail/layout.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import {
  type createSavedSearchInput,
  SAVED_SEARCHES_PER_ADDRESS,
  type SavedSearch,
  type SavedSearchList,
  type updateSavedSearchInput,
} from '#src/shared/contracts/saved-searches.ts';
import type { addressConfirmations } from './confirmations';
import { invalidLink } from './confirmations';
import { type SavedSearchLinks, savedSearchConfirmMail } from './saved-mail';

type CreateInput = z.output<typeof createSavedSearchInput>;
type UpdateInput = z.output<typeof updateSavedSearchInput>;
/** Who manages a search: a signed-in account, or whoever holds the signed link of an address. */
export type SearchOwner = { userId: number } | { address: string };

const notFound = () => new AppError('NOT_FOUND', 'savedSearches.searchNotFound');
const MAX_ID = 2_147_483_647;
/**
 * Confirmation links mailed to one address a day by saves (a visitor's, or an account's): beyond,
 * the search is kept waiting and nothing is mailed, so "Alert me" cannot flood an address that
 * never asked, whatever the number of clients saving for it (each client has its own limit too).
 */
export const SAVED_SEARCH_CONFIRMATIONS_PER_DAY = 3;

/** The columns of a saved search as its owner sees it. */
const listColumns = {
  id: savedSearches.id,
  frequency: savedSearches.frequency,
  pausedAt: savedSearches.pausedAt,
  confirmedAt: alertAddresses.confirmedAt,
  locationId: savedSearches.locationId,
  locationName: locations.name,
  resortId: savedSearches.resortId,
  resortName: resorts.name,
  roomType: savedSearches.roomType,
  resortText: savedSearches.resortText,
  unitTypeText: savedSearches.unitTypeText,
  from: savedSearches.fromDate,
  minPrice: savedSearches.minPrice,
  maxPrice: savedSearches.maxPrice,
  verified: savedSearches.verifiedOnly,
  createdAt: savedSearches.createdAt,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

const toSavedSearch = ({ pausedAt, confirmedAt, createdAt, ...r }: ListRow): SavedSearch =>
  ({
    ...r,
    paused: pausedAt !== null,
    awaitingConfirmation: confirmedAt === null,
    createdAt: (createdAt as Date).toISOString(),
  }) as SavedSearch;

/**
 * Saved searches and their links (docs/decisions/066-saved-searches.md). A visitor's address is
 * confirmed by the double opt-in of week requests; a signed-in person's account address is used, and
 * counts as confirmed when the site already checked it (an e-mail change confirmed by a link to it).
 * One address has at most SAVED_SEARCHES_PER_ADDRESS searches: its `alert_addresses` row is locked
 * while they are counted, so requests at once take turns.
 */
export function savedSearchService(
  db: Db,
  mailer: Pick<Mailer, 'queue'>,
  ctx: MailContext,
  secret: string,
  confirmations: ReturnType<typeof addressConfirmations>,
) {
  const sign = (kind: string, value: string) =>
    createHmac('sha256', `${secret}:saved-search:${kind}`).update(value).digest('base64url').slice(0, 32);
  const signatureHolds = (kind: string, value: string, token: string) => {
    const expected = Buffer.from(sign(kind, value));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** The links of one search's mails to its address. */
  function links(searchId: number, address: string): SavedSearchLinks {
    const stop = `s=${searchId}&t=${sign('stop', String(searchId))}`;
    const a = Buffer.from(address).toString('base64url');
    return {
      page: `${ctx.publicUrl}/alerts/search?${stop}`,
      oneClick: `${ctx.publicUrl}/api/alerts/search-unsubscribe?${stop}`,
      manage: `${ctx.publicUrl}/my-alerts?a=${a}&t=${sign('manage', address)}`,
    };
  }

  /** The address a manage link names, when its signature holds. */
  function managedAddress(a: string, t: string): string {
    const address = Buffer.from(a, 'base64url').toString('utf8');
    if (!address || !signatureHolds('manage', address, t)) throw invalidLink();
    return address;
  }

  function stopLinkSearch(s: number, t: string): number {
    if (!Number.isSafeInteger(s) || s < 1 || s > MAX_ID || !signatureHolds('stop', String(s), t))
      throw invalidLink();
    return s;
  }

  const ownedBy = (owner: SearchOwner): SQL =>
    'userId' in owner ? eq(savedSearches.userId, owner.userId) : eq(savedSearches.email, owner.address);

  async function list(where: SQL): Promise<SavedSearchList> {
    const rows = await db
      .select(listColumns)
      .from(savedSearches)
      .leftJoin(alertAddresses, eq(alertAddresses.email, savedSearches.email))
      .leftJoin(locations, eq(locations.id, savedSearches.locationId))
      .leftJoin(resorts, eq(resorts.id, savedSearches.resortId))
      .where(where)
      .orderBy(desc(savedSearches.id))
      .limit(SAVED_SEARCHES_PER_ADDRESS * 5);
    return { items: rows.map((r) => toSavedSearch(r as ListRow)), total: rows.length };
  }

  async function one(owner: SearchOwner, id: number): Promise<SavedSearch> {
    const found = await list(and(eq(savedSearches.id, id), ownedBy(owner)) as SQL);
    if (!found.items[0]) throw notFound();
    return found.items[0];
  }

  /** The chosen destination and resort exist (a 400, never a foreign key's 500). */
  async function checkPlaces(f: CreateInput['filters']) {
    const issues = [];
    if (f.locationId) {
      const [l] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, f.locationId));
      if (!l) issues.push(issue('filters.locationId', 'savedSearches.unknownLocation'));
    }
    if (f.resortId) {
      const [r] = await db.select({ id: resorts.id }).from(resorts).where(eq(resorts.id, f.resortId));
      if (!r) issues.push(issue('filters.resortId', 'savedSearches.unknownResort'));
    }
    if (issues.length > 0) throw validationError(issues);
  }

  /** The account's address, and whether the site confirmed it (an e-mail change's link was followed). */
  async function accountAddress(user: PublicUser) {
    const [row] = rowsOf<{ email: string; checked: boolean }>(
      await db.execute(sql`
        select u.email, exists (
          select 1 from ${accountTokens} k where k.user_id = u.id and k.kind = 'email-change'
            and k.used_at is not null and lower(btrim(k.new_email)) = lower(btrim(u.email))) as checked
        from ${users} u where u.id = ${user.id}`),
    );
    if (!row) throw new AppError('UNAUTHENTICATED', 'accounts.signContinue');
    return row;
  }

  return {
    links,

    async create(user: PublicUser | null, input: CreateInput, locale: 'en' | 'es') {
      const account = user ? await accountAddress(user) : null;
      const email = account?.email ?? input.email;
      if (!email) throw validationError([issue('email', 'savedSearches.emailRequired')]);
      await checkPlaces(input.filters);
      const f = input.filters;
      return db.transaction(async (tx) => {
        const address = alertAddressKey(sql`${email}::text`);
        await tx.insert(alertAddresses).values({ email: address }).onConflictDoNothing();
        // The lock that makes the count and the insert one step per address. The count is its own
        // statement, after the lock is held: counted in the locking statement it would see the
        // rows as they were when that statement started, before the save it waited for.
        const [held] = rowsOf<{ confirmed: boolean }>(
          await tx.execute(sql`
            select confirmed_at is not null as confirmed from ${alertAddresses}
            where email = ${address} for update`),
        );
        // An account's own searches are counted apart from the ones saved for its address by
        // visitors: strangers filling the address's cap cannot stop its owner saving (searches
        // saved without an account are not on the owner's My alerts, which could not delete them).
        const [{ n }] = rowsOf<{ n: number }>(
          await tx.execute(sql`
            select count(*)::int as n from ${savedSearches}
            where email = ${address} and user_id is not distinct from ${user?.id ?? null}::int`),
        );
        if (n >= SAVED_SEARCHES_PER_ADDRESS)
          throw new AppError('CONFLICT', 'savedSearches.tooManySearches', {
            vars: { max: SAVED_SEARCHES_PER_ADDRESS },
          });
        const [row] = await tx
          .insert(savedSearches)
          .values({
            email: address,
            userId: user?.id ?? null,
            locale,
            frequency: input.frequency,
            locationId: f.locationId ?? null,
            resortId: f.resortId ?? null,
            roomType: f.roomType || null,
            resortText: f.resortText || null,
            unitTypeText: f.unitTypeText || null,
            fromDate: f.from ?? null,
            minPrice: f.minPrice ?? null,
            maxPrice: f.maxPrice ?? null,
            verifiedOnly: f.verified,
          })
          .returning({ id: savedSearches.id });
        if (held.confirmed) return { id: row.id, state: 'active' as const };
        if (account?.checked) {
          await tx
            .update(alertAddresses)
            .set({ confirmedAt: sql`now()` })
            .where(eq(alertAddresses.email, address));
          return { id: row.id, state: 'active' as const };
        }
        // Counted under the address's lock: saves at once for one address take turns here too.
        const [{ sent }] = rowsOf<{ sent: number }>(
          await tx.execute(sql`
            select count(*)::int as sent from ${alertConfirmations}
            where email = ${address} and created_at > now() - interval '1 day'`),
        );
        if (sent >= SAVED_SEARCH_CONFIRMATIONS_PER_DAY) return { id: row.id, state: 'confirm' as const };
        const confirmation = await confirmations.confirmationFor(tx, email);
        if ('link' in confirmation)
          await mailer.queue(savedSearchConfirmMail(ctx, { to: email, link: confirmation.link, locale }), tx);
        return { id: row.id, state: 'confirm' as const };
      });
    },

    mine: (userId: number) => list(eq(savedSearches.userId, userId)),
    managed: (a: string, t: string) => list(eq(savedSearches.email, managedAddress(a, t))),
    managedAddress,

    async update(owner: SearchOwner, id: number, input: UpdateInput): Promise<SavedSearch> {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...(input.frequency ? { frequency: input.frequency } : {}),
          ...(input.paused === undefined
            ? {}
            : { pausedAt: input.paused ? sql`coalesce(${savedSearches.pausedAt}, now())` : null }),
        })
        .where(and(eq(savedSearches.id, id), ownedBy(owner)))
        .returning({ id: savedSearches.id });
      if (!row) throw notFound();
      return one(owner, id);
    },

    async remove(owner: SearchOwner, id: number) {
      const gone = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), ownedBy(owner)))
        .returning({ id: savedSearches.id });
      if (gone.length === 0) throw notFound();
    },

    /** What the one-click unsubscribe page shows (never the address). */
    async describe(s: number, t: string) {
      const id = stopLinkSearch(s, t);
      const found = await list(eq(savedSearches.id, id));
      const search = found.items[0];
      if (!search) throw notFound();
      const { awaitingConfirmation: _a, ...shown } = search;
      return { search: shown };
    },

    /** RFC 8058's POST (or the page's button): stops that one search; idempotent. */
    async unsubscribe(s: number, t: string) {
      const id = stopLinkSearch(s, t);
      const [row] = await db
        .update(savedSearches)
        .set({ pausedAt: sql`coalesce(${savedSearches.pausedAt}, now())` })
        .where(eq(savedSearches.id, id))
        .returning({ id: savedSearches.id });
      if (!row) throw notFound();
      return { subscribed: false };
    },
  };
}

export type SavedSearchService = ReturnType<typeof savedSearchService>;
