import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ChangeFeed, silentFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import { locations, resortLocations, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { type CacheLog, cachedValue } from '#src/server/lib/cache.ts';
import { earliestStartDate } from '#src/server/lib/dates.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { isCheckViolation, isForeignKeyViolation, violatedConstraint } from '#src/server/lib/pg-errors.ts';
import { rawRows } from '#src/server/lib/prepared.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import {
  type createWeekInput,
  type OwnerWeek,
  type ownerWeeksQuery,
  type updateWeekInput,
  usageFeeAbovePrice,
  type WeekPage,
  type weekSearchQuery,
} from '#src/shared/contracts/weeks.ts';
import type { MessageKey } from '#src/shared/i18n/messages.ts';
import type { CatalogueKey } from './catalogue-build';
import { wholeCatalogue } from './catalogue-cache';
import { ownerWeeksList } from './owner-list';
import { futureFrom, selectOwnerWeeks, toPublicWeek } from './queries';
import {
  matchedUnitTypesQuery,
  narrowsUnitTypes,
  PUBLIC_WEEK_COLUMN_COUNT,
  toPublicWeekRow,
  weekCountQuery,
  weekPageQuery,
} from './search-sql';
import { weeksStaffList } from './staff-list';

type SearchQuery = z.output<typeof weekSearchQuery>;
type CreateWeek = z.output<typeof createWeekInput>;
type UpdateWeek = z.output<typeof updateWeekInput>;

const invalid = (path: string, key: MessageKey) =>
  new AppError('VALIDATION', key, { issues: [issue(path, key)] });

/**
 * The error to answer when a row a new week refers to was deleted after the checks: what the
 * request would have been told had it been missing then. An owner whose account is deleted loses
 * its session with it, so is told to sign in. Any other error is answered as it is.
 */
function referenceGone(err: unknown): unknown {
  if (!isForeignKeyViolation(err)) return feeAbovePrice(err);
  switch (violatedConstraint(err)) {
    case 'weeks_unit_type_id_unit_types_id_fk':
      return invalid('unitTypeId', 'weeks.selectUnitType');
    case 'weeks_location_id_locations_id_fk':
      return invalid('locationId', 'weeks.resortNotOfferedChosenLocation');
    case 'weeks_user_id_users_id_fk':
      return new AppError('UNAUTHENTICATED', 'accounts.signContinue');
    default:
      return err;
  }
}

/**
 * A usage fee the database refused against the week's price (weeks_usage_fee_ck) is the fee's 400,
 * never a 500: the contracts refuse a negative fee, so only the price can be the reason. Any other
 * error is answered as it is.
 */
function feeAbovePrice(err: unknown): unknown {
  return isCheckViolation(err) && violatedConstraint(err) === 'weeks_usage_fee_ck'
    ? invalid('usageFee', 'weeks.usageFeeCannotExceedPrice')
    : err;
}

/** How stale a destination's week count may be in another process (writes here refresh it at once). */
const AVAILABILITY_TTL_MS = 10_000;

export interface WeeksHooks {
  /** Called in the transaction that lists a week (alert matching is queued there). */
  weekListed?: (tx: Db, weekId: number) => Promise<unknown>;
  /** Where a failed background rebuild of the whole-catalogue reads is logged: the app's logger (tools pass none). */
  log?: CacheLog;
}

const unlogged: CacheLog = { error() {} };

export function weeksService(db: Db, hooks: WeeksHooks = {}, changes: ChangeFeed = silentFeed) {
  // Every destination card and every unfiltered search needs these counts: one grouped query,
  // shared by all requests for a few seconds, instead of counting 100,000 rows per request.
  const availability = cachedValue(
    'availability',
    () =>
      db
        .select({
          id: locations.id,
          name: locations.name,
          nameEs: locations.nameEs,
          availableWeeks: sql<number>`count(${weeks.id})::int`,
        })
        .from(locations)
        .leftJoin(weeks, and(eq(weeks.locationId, locations.id), futureFrom()))
        .groupBy(locations.id)
        .orderBy(asc(locations.id)),
    AVAILABILITY_TTL_MS,
  );

  // The future weeks of each destination and unit-type pair, shared the same way: the pairs are the
  // filters' facets, and the counts answer the total of a search narrowed by resort or unit type
  // (its page reads only a page from each pair, so no count of the matching weeks per request).
  const pairCounts = cachedValue(
    'pair counts',
    async () => {
      const rows = await db
        .select({ locationId: weeks.locationId, unitTypeId: weeks.unitTypeId, n: sql<number>`count(*)::int` })
        .from(weeks)
        .where(futureFrom())
        .groupBy(weeks.locationId, weeks.unitTypeId)
        .orderBy(weeks.locationId, weeks.unitTypeId);
      const byPair = new Map<string, number>();
      const byUnitType = new Map<number, number>();
      for (const r of rows) {
        byPair.set(`${r.locationId}:${r.unitTypeId}`, r.n);
        byUnitType.set(r.unitTypeId, (byUnitType.get(r.unitTypeId) ?? 0) + r.n);
      }
      const pairs = rows.map((r) => [r.locationId, r.unitTypeId, r.n] as [number, number, number]);
      return { pairs, byPair, byUnitType };
    },
    AVAILABILITY_TTL_MS,
  );

  /** The future weeks of these unit types at the destination (or everywhere), from the cached counts. */
  const narrowedTotal = async (q: SearchQuery, unitTypeIds: number[]) => {
    const counts = await pairCounts.get();
    let total = 0;
    for (const id of unitTypeIds) {
      total += (q.locationId ? counts.byPair.get(`${q.locationId}:${id}`) : counts.byUnitType.get(id)) ?? 0;
    }
    return total;
  };

  // The full-array reads: one shared gzipped build per key instead of every week per request.
  const catalogue = wholeCatalogue(db, {
    log: hooks.log ?? unlogged,
    isKnownLocation: async (id) => (await availability.get()).some((l) => l.id === id),
  });

  /**
   * Drops everything this process keeps about weeks. Week writes here call it at once; the change
   * feed calls it after any process's write to the weeks or the reference tables they name (the
   * TTLs bound the copies' age only while the feed's connection is down).
   */
  const staffList = weeksStaffList(db);
  const mine = ownerWeeksList(db);
  const weeksChanged = () => {
    availability.invalidate();
    pairCounts.invalidate();
    staffList.invalidate();
    catalogue.invalidate();
  };
  changes.on(['weeks', 'locations', 'resorts', 'resort_locations', 'unit_types', 'users'], weeksChanged);

  /** The future weeks of the destination (or of all of them), from the cached counts: no count per request. */
  const unfilteredTotal = async (q: SearchQuery) => {
    const counts = await availability.get();
    return q.locationId
      ? (counts.find((c) => c.id === q.locationId)?.availableWeeks ?? 0)
      : counts.reduce((sum, c) => sum + c.availableWeeks, 0);
  };

  return {
    /** Every location with its count of weeks that have not started yet. */
    listAvailability: () => availability.get(),

    /** The destination and unit-type pairs with future weeks, with how many each has. */
    listOfferedPairs: async () => ({ pairs: (await pairCounts.get()).pairs }),

    /** One page of future weeks, filtered and sorted by the database, with the two counts the screens show. */
    async search(q: SearchQuery): Promise<WeekPage> {
      const narrowed = narrowsUnitTypes(q);
      // A start date and 'verified only' are the filters the cached counts cannot answer: those
      // searches count (the verified weeks from their small partial indexes).
      const [rows, unfiltered, counted] = await Promise.all([
        rawRows(db, weekPageQuery(q)),
        unfilteredTotal(q),
        q.from || q.verified ? rawRows(db, weekCountQuery(q)).then((r) => r[0][0] as number) : undefined,
      ]);
      let total = counted ?? unfiltered;
      if (narrowed && counted === undefined) {
        // Every row carries the matched unit types; a page past the end has none, so ask for them.
        const ids =
          rows.length > 0
            ? (rows[0][PUBLIC_WEEK_COLUMN_COUNT] as number[])
            : q.page === 1
              ? []
              : ((await rawRows(db, matchedUnitTypesQuery(q)))[0][0] as number[]);
        total = await narrowedTotal(q, ids);
      }
      return {
        items: rows.map(toPublicWeekRow),
        total,
        unfilteredTotal: unfiltered,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Lists a week for the signed-in owner after checking that the resort, location and unit type fit together. */
    async create(owner: PublicUser, input: CreateWeek): Promise<OwnerWeek> {
      if (input.fromDate < earliestStartDate()) throw invalid('fromDate', 'weeks.weekCannotStartPast');
      const [unit] = await db
        .select({ resortId: unitTypes.resortId })
        .from(unitTypes)
        .where(eq(unitTypes.id, input.unitTypeId))
        .limit(1);
      if (!unit) throw invalid('unitTypeId', 'weeks.selectUnitType');
      if (unit.resortId !== input.resortId) {
        throw invalid('unitTypeId', 'weeks.unitTypeNotBelongChosen');
      }
      const [link] = await db
        .select({ resortId: resortLocations.resortId })
        .from(resortLocations)
        .where(
          and(eq(resortLocations.resortId, input.resortId), eq(resortLocations.locationId, input.locationId)),
        )
        .limit(1);
      if (!link) throw invalid('locationId', 'weeks.resortNotOfferedChosenLocation');
      // The week and the job that matches it against week requests commit together.
      const row = await db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(weeks)
            .values({
              userId: owner.id,
              locationId: input.locationId,
              unitTypeId: input.unitTypeId,
              fromDate: input.fromDate,
              toDate: input.toDate,
              price: input.price,
              reservationCode: input.reservationCode,
              usageFee: input.usageFee ?? null,
            })
            .returning({ id: weeks.id });
          await hooks.weekListed?.(tx, inserted.id);
          return inserted;
        })
        .catch((err) => {
          throw referenceGone(err);
        });
      weeksChanged();
      const [created] = await this.listOwned(eq(weeks.id, row.id));
      return created;
    },

    /** Weeks with their reservation codes, for their owner (or staff), newest first. */
    async listOwned(where: SQL | undefined): Promise<OwnerWeek[]> {
      const rows = await selectOwnerWeeks(db).where(where).orderBy(desc(weeks.createdAt), desc(weeks.id));
      return rows.map(toPublicWeek);
    },

    /** The signed-in owner's own weeks, never anyone else's: searched, sorted and paged (or the whole array). */
    listMine: (owner: PublicUser, q: z.output<typeof ownerWeeksQuery>) => mine(owner.id, q),

    /** An owner deletes their own weeks; a dev any week. Anyone else is told it does not exist. */
    async remove(actor: PublicUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked: a booking being made waits for this, and this for it (the booking locks the week too).
        const [week] = await tx
          .select({ userId: weeks.userId, onOffer: weeks.onOffer, hiddenAt: weeks.hiddenAt })
          .from(weeks)
          .where(eq(weeks.id, id))
          .for('update');
        if (!week || (week.userId !== actor.id && actor.role !== 'dev'))
          throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
        // Staff hid it after a report (decision 061): it stays, as the report's record, until they decide again.
        if (week.hiddenAt) throw new AppError('CONFLICT', 'weeks.weekHiddenCannotDelete');
        // A week held for a renter's payment, or booked, stays until its booking ends.
        if (!week.onOffer) throw new AppError('CONFLICT', 'weeks.weekHeldOrBookedCannotDelete');
        await tx.delete(weeks).where(eq(weeks.id, id));
      });
      weeksChanged();
    },

    /**
     * Sets or clears a week's usage fee, or changes its reservation code: its owner, or a dev, as for deleting; anyone else is told
     * the week does not exist, and nothing is written (an UPDATE that matches no row would still
     * announce a change to every process). The fee is checked against the week's price here, and
     * by weeks_usage_fee_ck against the price the row has when it is written.
     */
    async update(actor: PublicUser, id: number, input: UpdateWeek): Promise<OwnerWeek> {
      const [week] = await db
        .select({ userId: weeks.userId, price: weeks.price })
        .from(weeks)
        .where(eq(weeks.id, id))
        .limit(1);
      if (!week || (week.userId !== actor.id && actor.role !== 'dev'))
        throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
      if (usageFeeAbovePrice(input.usageFee, week.price)) {
        throw invalid('usageFee', 'weeks.usageFeeCannotExceedPrice');
      }
      // A new reservation code ends the week's verification (the trigger of migration 0034).
      const changed = await db
        .update(weeks)
        .set({
          ...(input.usageFee !== undefined ? { usageFee: input.usageFee } : {}),
          ...(input.reservationCode !== undefined ? { reservationCode: input.reservationCode } : {}),
        })
        .where(eq(weeks.id, id))
        .returning({ id: weeks.id })
        .catch((err) => {
          throw feeAbovePrice(err);
        });
      if (changed.length === 0) throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
      weeksChanged();
      const [updated] = await this.listOwned(eq(weeks.id, id));
      // Deleted between the two statements: gone, as a later read would say.
      if (!updated) throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
      return updated;
    },

    /**
     * The full-array reads (GET /api/weeks/location[/id]), kept for API compatibility: every
     * future week, newest first, as one shared representation (decision 012); undefined for an id
     * that is not a location.
     */
    wholeCatalogue: (key: CatalogueKey) => catalogue.get(key),

    /** The keys whose representation this process holds: one per location at most, plus 'all'. */
    catalogueKeys: () => catalogue.cachedKeys(),

    /** Every week, past ones too, for the Dev Dashboard (staff only). */
    listAllWeeks: staffList.listAllWeeks,

    weeksChanged,
  };
}

export type WeeksService = ReturnType<typeof weeksService>;
