import { addDays, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { type ChangeFeed, silentFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { cache } from '#src/server/lib/cache.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { WEEK_LENGTH_DAYS } from '#src/shared/constants.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  Demand,
  DemandQuery,
  PriceGuidance,
  PriceGuidanceQuery,
} from '#src/shared/contracts/insights.ts';
import { isStaff } from '#src/shared/permissions.ts';
import { demandFor } from './demand';
import { priceGuidance, seasonDay } from './guidance';
import { type KeptDays, keptAnswer, keptDays, refreshGuidanceDays } from './guidance-days';
import { insightsSummaryOf, weekInsightsOf } from './owner-stats';
import { weekViews } from './views';

/** How long a price guidance answer is kept (see `guidance` below). */
const GUIDANCE_TTL_MS = 60_000;

/** The last day of the week that starts on `fromDate`. */
const lastDayOf = (fromDate: string) =>
  format(addDays(parseISO(fromDate), WEEK_LENGTH_DAYS - 1), 'yyyy-MM-dd');

/** What owners are shown to price and fill their weeks, and the views that feed it (docs/decisions/068). */
export function insightsService(db: Db, changes: ChangeFeed = silentFeed) {
  const views = weekViews(db);
  // The answer depends on the unit type, the season (the check-in's season day) and the week left
  // out (and on the day, through the 24 months: a minute late at midnight); the figures of two years
  // move a week at a time. Kept a minute, dropped by any week written in any process (the change
  // feed); a booking paid meanwhile shows within the minute.
  const guidance = cache<string, PriceGuidance, PriceGuidanceQuery>({
    name: 'price-guidance',
    ttlMs: GUIDANCE_TTL_MS,
    max: 2_000,
    load: (_key, query) => priceGuidance(db, query),
  });
  // Without a week left out, the figures kept ahead (guidance-days.ts): a unit type's 365 days read
  // at once and kept like the answers (null: not current, so computed as above). 200 unit types
  // take about 3.5 MB.
  const kept = cache<number, KeptDays | null>({
    name: 'price-guidance-days',
    ttlMs: GUIDANCE_TTL_MS,
    max: 200,
    load: async (unitTypeId) => {
      const days = await keptDays(db, unitTypeId);
      // Asked about while not current: the refresh is asked to come soon (sweep.ts).
      if (days === null) staleAsked?.();
      return days;
    },
  });
  let staleAsked: (() => void) | undefined;
  changes.on(['weeks'], () => {
    guidance.invalidate();
    kept.invalidate();
  });
  return {
    /**
     * The week left out must be the caller's own: leaving out another owner's week and comparing
     * with the answer without it would tell what its renter paid (the booked figures move by it).
     */
    async priceGuidance(caller: PublicUser, query: PriceGuidanceQuery): Promise<PriceGuidance> {
      if (query.weekId !== undefined) {
        const [week] = await db
          .select({ userId: weeks.userId })
          .from(weeks)
          .where(eq(weeks.id, query.weekId));
        if (!week || week.userId !== caller.id) throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
      }
      if (query.weekId === undefined) {
        const days = await kept.get(query.unitTypeId);
        if (days) return keptAnswer(query.unitTypeId, days, query.fromDate);
      }
      return guidance.get(`${query.unitTypeId}|${seasonDay(query.fromDate)}|${query.weekId ?? 0}`, query);
    },

    async demand(query: DemandQuery): Promise<Demand> {
      const toDate = lastDayOf(query.fromDate);
      const people = await demandFor(db, {
        locationId: query.locationId,
        resortId: query.resortId,
        from: query.fromDate,
        to: toDate,
      });
      return { people, locationId: query.locationId, fromDate: query.fromDate, toDate };
    },

    weekInsights: async (owner: PublicUser, weekIds: number[]) => ({
      items: await weekInsightsOf(db, owner.id, weekIds),
    }),

    summary: (owner: PublicUser) => insightsSummaryOf(db, owner.id),

    recordViews: (
      weekIds: number[],
      viewer: { user: PublicUser | null; address: string; userAgent: string | undefined },
    ) =>
      views.record(weekIds, {
        userId: viewer.user?.id ?? null,
        staff: isStaff(viewer.user),
        address: viewer.address,
        userAgent: viewer.userAgent,
      }),

    /** Removes the salts and marks of the days that are over (also done by each view). */
    sweepViews: () => views.sweep(),

    /**
     * Computes again the kept price guidance that writes or the date made stale, as of `now`
     * (the refresh every minute, and `npm run admin -- insights:guidance`); answers how many unit types.
     */
    refreshGuidance: async (now: Date, budgetMs?: number) => {
      const units = await refreshGuidanceDays(db, now, { budgetMs });
      // This process's copies of days found not current are read again (other processes' within the minute).
      if (units > 0) kept.invalidate();
      return units;
    },

    /** Called when guidance is asked about a unit type whose kept days are not current. */
    onStaleAsked(listener: () => void) {
      staleAsked = listener;
    },
  };
}
export type InsightsService = ReturnType<typeof insightsService>;
