import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enUS, es as esLocale } from 'date-fns/locale';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { Locale } from '#src/server/lib/locale.ts';
import { calendarUri, plainText } from '#src/server/mail/ics.ts';
import type { CalendarFeedKind } from '#src/shared/contracts/calendar.ts';
import type { FeedBooking, FeedWeek } from './feed-reads';
import { FEED_TEXTS, type WeekState } from './feed-texts';

/** How often a calendar program is asked to read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

export interface FeedInput {
  kind: CalendarFeedKind;
  locale: Locale;
  /** The site's address: the events link to its pages, and its host ends every UID. */
  publicUrl: string;
  weeks: FeedWeek[];
  bookings: FeedBooking[];
  /** How a dollar price reads to this person (pesos first in Spanish, decision 063). */
  price: (dollars: number) => string;
}

const DATE_LOCALES = { en: enUS, es: esLocale };
const PATTERNS = { en: 'EEE, MMM d, yyyy, h:mm a', es: 'EEE d MMM yyyy, HH:mm' };
const DAY_MS = 86_400_000;

/**
 * What a feed with no events holds: RFC 5545 (3.6) wants at least one component in a calendar, and
 * some readers refuse an empty one. The zone its times are written in (UTC) is one that every
 * program reads and none shows, and that says nothing about the person.
 */
const EMPTY_FEED_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:UTC',
  'END:STANDARD',
  'END:VTIMEZONE',
  '',
].join('\r\n');

/** A calendar date as the all-day value ical-generator writes from a UTC midnight (`VALUE=DATE`). */
const day = (date: string, addDays = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + addDays * DAY_MS);

export function weekState(w: Pick<FeedWeek, 'hidden' | 'liveStatus' | 'onOffer'>): WeekState {
  if (w.hidden) return 'hidden';
  if (w.liveStatus === 'pending_payment') return 'held';
  if (w.liveStatus) return 'booked';
  return w.onOffer ? 'onOffer' : 'offOffer';
}

/** A guest's trip is tentative until the owner has confirmed it with the resort. */
const TENTATIVE = new Set(['awaiting_owner', 'accepted']);

/**
 * A person's feed as an RFC 5545 calendar (decision 067), in their language. Like a booking's
 * file (decision 057), times are instants in UTC computed in each resort's zone and the resort's
 * clock is written in the description; a listed week is an all-day event over its seven calendar
 * days, which are the resort's days. No METHOD: a subscribed feed is a published calendar, not a
 * message. Every UID is stable for its week or booking, and DTSTAMP is the row's last change, so
 * an unchanged feed is the same bytes (its ETag) however often it is read.
 */
export function feedCalendar(input: FeedInput): string {
  const { kind, locale, publicUrl } = input;
  const t = FEED_TEXTS[locale];
  const host = new URL(publicUrl).hostname.replace(/[^\w.-]/g, '') || 'semana';
  const localized = (en: string, es: string | null) => (locale === 'es' && es ? es : en);
  const calendar = ical({
    prodId: { company: 'Semana', product: 'Calendar feed', language: locale.toUpperCase() },
    name: t.calendarName[kind],
    description: t.calendarDescription[kind],
    ttl: FEED_REFRESH_SECONDS,
  });

  for (const w of input.weeks) {
    const state = t.weekState[weekState(w)];
    const unit = localized(w.unit, w.unitEs);
    const place = localized(w.place, w.placeEs);
    calendar.createEvent({
      id: `week-${w.id}@${host}`,
      allDay: true,
      start: day(w.fromDate),
      // DTEND of an all-day event is the day after the last (RFC 5545, 3.6.1).
      end: day(w.toDate, 1),
      stamp: w.createdAt,
      summary: plainText(t.weekSummary(`${w.resort}, ${unit}`, state)),
      location: plainText(`${w.resort}, ${place}`),
      description: plainText(t.weekDescription({ state, price: input.price(w.price), place })),
      url: calendarUri(`${publicUrl}/dashboard#my-weeks`),
      // The owner is not there: the week does not make them busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }

  for (const b of input.bookings) {
    const place = localized(b.place, b.placeEs);
    const unit = localized(b.unit, b.unitEs);
    const moment = (d: Date) =>
      t.moment(
        format(new TZDate(d.getTime(), b.timeZone), PATTERNS[locale], { locale: DATE_LOCALES[locale] }),
        place,
      );
    // An unknown zone throws a RangeError here, as in a booking's file.
    new Intl.DateTimeFormat('en', { timeZone: b.timeZone });
    const owner = kind === 'owner';
    const guest = b.guestFirstName ?? '—';
    calendar.createEvent({
      id: `${owner ? 'owner-booking' : 'trip'}-${b.reference}@${host}`,
      start: b.checkInAt,
      end: b.checkOutAt,
      stamp: b.updatedAt,
      summary: plainText(
        owner
          ? t.ownerBookingSummary({ reference: b.reference, guest, resort: b.resort })
          : t.tripSummary({ resort: b.resort, unit }),
      ),
      location: plainText(`${b.resort}, ${place}`),
      description: plainText(
        t.bookingDescription({
          reference: b.reference,
          state: t.bookingState[kind](b.status),
          guest: owner ? guest : null,
          checkIn: moment(b.checkInAt),
          checkOut: moment(b.checkOutAt),
        }),
      ),
      url: calendarUri(`${publicUrl}/bookings/${b.id}`),
      status: TENTATIVE.has(b.status) ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      transparency: owner ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  // ical-generator ends the last line without its CRLF; RFC 5545 ends every content line with one.
  const ics = `${calendar.toString()}\r\n`;
  return calendar.length() > 0
    ? ics
    : ics.replace(/END:VCALENDAR\r\n$/, `${EMPTY_FEED_ZONE}END:VCALENDAR\r\n`);
}
