import { z } from 'zod';
import { INSIGHT_IDS_MAX } from '../constants';
import { calendarDate, ID_RANGE_MESSAGE, id, MAX_INT, text } from './common';

/*
 * What an owner is shown to price and fill a week (docs/decisions/068): the prices of comparable
 * weeks, the people looking for such a week, and each of the owner's weeks' views, interest and
 * bookings.
 */

/** Fewer comparables than this and no figures are given: a range of three weeks says nothing. */
export const GUIDANCE_MINIMUM = 5;
/** Weeks of the year either side of the check-in that count as the same season. */
export const SEASON_WEEKS = 3;
/** How far back comparables are taken, in months. */
export const GUIDANCE_MONTHS = 24;
/** The days of views the dashboard adds up. */
export const VIEW_DAYS = 30;

export { INSIGHT_IDS_MAX };

const dateOf = calendarDate('Use the date format yyyy-MM-dd');

/** GET /api/weeks/price-guidance: the unit type (which names its resort) and the check-in. */
export const priceGuidanceQuery = z.object({
  unitTypeId: id(),
  fromDate: dateOf,
  /** The week being edited, left out of its own comparables. */
  weekId: id().optional(),
});
export type PriceGuidanceQuery = z.infer<typeof priceGuidanceQuery>;

/** Whole dollars: the lowest, the quartiles and the highest of some prices. */
const priceFigures = z.object({
  low: z.number().int(),
  p25: z.number().int(),
  median: z.number().int(),
  p75: z.number().int(),
  high: z.number().int(),
});
export type PriceFigures = z.infer<typeof priceFigures>;

/** Prices of one kind (asked or booked): how many there are, and their figures when there are enough. */
const priceSample = z.object({
  count: z.number().int(),
  figures: priceFigures.nullable(),
});
export type PriceSample = z.infer<typeof priceSample>;

export const priceGuidance = z.object({
  unitTypeId: z.number().int(),
  /** The season compared: this many days either side of the check-in's day of the year. */
  seasonDays: z.number().int(),
  /** Comparables start on or after this day (yyyy-MM-dd). */
  since: z.string(),
  /** The fewest comparables figures are given for. */
  minimum: z.number().int(),
  /** What owners asked for comparable weeks. */
  asked: priceSample,
  /** What renters paid for comparable weeks. */
  booked: priceSample,
});
export type PriceGuidance = z.infer<typeof priceGuidance>;

/** GET /api/weeks/demand: a destination (and resort), and the week's first day. */
export const demandQuery = z.object({
  locationId: id(),
  /** Kept for matching by resort (saved searches name one; week requests name a destination only). */
  resortId: id().optional(),
  fromDate: dateOf,
});
export type DemandQuery = z.infer<typeof demandQuery>;

export const demand = z.object({
  /** Different people (addresses) with an open request matching the destination and dates. */
  people: z.number().int(),
  locationId: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type Demand = z.infer<typeof demand>;

/** GET /api/weeks/insights: some of the caller's weeks, as ids separated by commas. */
export const weekInsightsQuery = z.object({
  ids: text()
    .trim()
    .regex(
      new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${INSIGHT_IDS_MAX - 1}}$`),
      `Give 1 to ${INSIGHT_IDS_MAX} week ids separated by commas`,
    )
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_INT), ID_RANGE_MESSAGE),
});

export const weekInsight = z.object({
  weekId: z.number().int(),
  /** People who viewed the week in the last VIEW_DAYS days (each counted once a day). */
  views: z.number().int(),
  interests: z.number().int(),
  /** Paid bookings of the week. */
  bookings: z.number().int(),
  /** People looking for the week's destination around its dates. */
  demand: z.number().int(),
});
export type WeekInsight = z.infer<typeof weekInsight>;
export const weekInsights = z.object({ items: z.array(weekInsight) });

/** GET /api/weeks/insights/summary: the same, over all of the caller's weeks. */
export const insightsSummary = z.object({
  views: z.number().int(),
  interests: z.number().int(),
  bookings: z.number().int(),
  /** Different people looking for any of the owner's weeks that have not started. */
  demand: z.number().int(),
  /** The owner's weeks that have not started and are on offer. */
  weeksOnOffer: z.number().int(),
});
export type InsightsSummary = z.infer<typeof insightsSummary>;

/** POST /api/weeks/views: the weeks a visitor saw (a card on screen, the week's own page). */
export const weekViewsInput = z.object({
  weekIds: z.array(id()).min(1).max(INSIGHT_IDS_MAX),
});
