import ical, { ICalCalendarMethod } from 'ical-generator';

/** The attachment's type: METHOD:PUBLISH says "add this to your calendar", not an invitation to answer. */
export const ICS_CONTENT_TYPE = 'text/calendar; method=PUBLISH; charset=UTF-8';

export interface StayEventInput {
  /** Stable for the booking (`booking-<reference>@<host>`), so a calendar knows a later file as the same event. */
  uid: string;
  /** Check-in and check-out, as instants (`stayOf` in `src/shared/bookings/stay.ts`). */
  start: Date;
  end: Date;
  /** The resort's IANA zone, the one `start` and `end` were computed in. */
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
  /** When the file was made (DTSTAMP); now unless a test fixes it. */
  stamp?: Date;
}

// Letters, digits and `._@+-`: nothing a TEXT value would have to escape, since ical-generator
// writes the UID as it is given.
const UID = /^[\w.@+-]{1,255}$/;

/**
 * An RFC 5545 calendar of one stay: METHOD:PUBLISH and one VEVENT, text escaped, lines folded at 75
 * octets without splitting a UTF-8 character, CRLF line ends (ical-generator, decision 057).
 *
 * The times are written in UTC (`DTSTART:20270306T220000Z`), not as `TZID=America/Mazatlan` with a
 * VTIMEZONE. UTC is the one form every calendar reads the same way, Google's and Apple's import
 * included, with no zone rules involved. A TZID needs a VTIMEZONE that we would have to generate
 * from the zone's transitions, and a program that knows the name may prefer its own zone database,
 * which can predate a change of rules (Mexico ended summer time in 2022). The instants are Node's,
 * computed in the resort's zone (`stay.ts`); a calendar shows them on its owner's clock, which is
 * the resort's once they travel. The zone is therefore only checked, not written: the resort's
 * local times belong in `description`.
 */
export function stayEvent(input: StayEventInput): string {
  const { uid, start, end, timeZone, summary, location, description, url, stamp = new Date() } = input;
  if (!UID.test(uid)) throw new RangeError(`Not a calendar UID: ${JSON.stringify(uid)}`);
  for (const instant of [start, end, stamp]) {
    if (Number.isNaN(instant.getTime())) throw new RangeError('A stay event needs valid instants');
  }
  if (end.getTime() <= start.getTime()) throw new RangeError('A stay ends after it starts');
  // An unknown zone throws a RangeError here.
  new Intl.DateTimeFormat('en', { timeZone });

  const calendar = ical({
    prodId: { company: 'Semana', product: 'Stay', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: uid,
    start,
    end,
    stamp,
    summary: plainText(summary),
    location: plainText(location),
    description: plainText(description),
    url: url === undefined ? undefined : calendarUri(url),
  });
  // ical-generator ends the last line without its CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}

/**
 * RFC 5545's TEXT allows no control characters but tab and the line breaks ical-generator escapes:
 * a stray one in stored text is dropped rather than left to make the file invalid.
 */
export function plainText(value: string): string {
  return value.replace(/(?![\t\n\r])\p{Cc}/gu, '');
}

/**
 * A link as a URI value. ical-generator escapes `,` and `;` with backslashes as if the URL were
 * text, and a calendar would keep the backslashes in the link; our server decodes them
 * percent-encoded to the same characters.
 */
export function calendarUri(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new RangeError(`Not a web address: ${parsed.protocol}`);
  }
  return parsed.href.replace(/[,;]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
