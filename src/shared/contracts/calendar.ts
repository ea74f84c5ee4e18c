import { z } from 'zod';

/**
 * A person's private calendar feeds (decision 067): `owner`, their weeks and the bookings of them;
 * `trips`, the weeks they booked as a guest.
 */
export const CALENDAR_FEED_KINDS = ['owner', 'trips'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

export const calendarFeedKindParams = z.object({
  kind: z.enum(CALENDAR_FEED_KINDS, { message: 'Must be owner or trips' }),
});

/**
 * The secret of a feed's address. Any text up to a bound is taken, so that a wrong, malformed or
 * replaced secret gets the same 404 from the same lookup; only a longer one is refused as input.
 */
export const calendarFeedTokenParams = z.object({ token: z.string().max(100) });

/** One feed's state as its owner sees it: the address itself is shown only when it is made. */
export const calendarFeedState = z.object({
  kind: z.enum(CALENDAR_FEED_KINDS),
  /** When the current address was made (ISO instant); null: the feed is off. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedState>;

export const calendarFeeds = z.object({ feeds: z.array(calendarFeedState) });
export type CalendarFeeds = z.infer<typeof calendarFeeds>;

/** A feed just turned on or regenerated: its address, shown this once. */
export const calendarFeedCreated = z.object({
  kind: z.enum(CALENDAR_FEED_KINDS),
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;
