import { subDays } from 'date-fns';

/**
 * The earliest start date the server accepts for a week or a week request: yesterday in UTC, as
 * 'yyyy-MM-dd'. A person west of Greenwich may still be on a date UTC has already left behind, so
 * "today" on their screen can be yesterday here.
 */
export const earliestStartDate = (now = new Date()): string => subDays(now, 1).toISOString().slice(0, 10);
