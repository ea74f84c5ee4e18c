import { describe, expect, it } from 'vitest';
import { mailPrice } from '#src/server/mail/locale.ts';
import {
  type Component,
  dateValue,
  property,
  readCalendar,
  textValue,
  utcInstant,
} from '#src/server/test/ical-reader.ts';
import { stayOf } from '#src/shared/bookings/stay.ts';
import { type FeedInput, feedCalendar } from './feed-ics';
import type { FeedBooking, FeedWeek } from './feed-reads';

const week = (over: Partial<FeedWeek> = {}): FeedWeek => ({
  id: 41,
  fromDate: '2027-03-06',
  toDate: '2027-03-12',
  price: 1500,
  onOffer: true,
  hidden: false,
  createdAt: new Date('2026-10-02T03:04:05Z'),
  liveStatus: null,
  resort: 'Villa del Arco',
  unit: 'One-bedroom suite',
  unitEs: 'Suite de una recámara',
  place: 'Los Cabos',
  placeEs: null,
  ...over,
});

// A Tijuana stay in July (summer time, UTC−7) and a Cancún one (UTC−5 all year): each in its zone.
const tijuana = stayOf('2027-07-03', '2027-07-09', 'America/Tijuana');
const cancun = stayOf('2027-12-18', '2027-12-24', 'America/Cancun');
const booking = (over: Partial<FeedBooking> = {}): FeedBooking => ({
  id: 9,
  reference: 'SEM-7K2Q9XMA',
  status: 'confirmed',
  checkInAt: tijuana.checkInAt,
  checkOutAt: tijuana.checkOutAt,
  timeZone: 'America/Tijuana',
  updatedAt: new Date('2027-01-15T18:30:45Z'),
  // Every character TEXT escapes, and a backslash of its own.
  guestFirstName: 'María José; "Pepa", a\\b',
  resort: 'Grand Mayan, Baja',
  unit: 'Master room',
  unitEs: 'Recámara principal',
  place: 'Tijuana',
  placeEs: null,
  ...over,
});

const input = (over: Partial<FeedInput> = {}): FeedInput => ({
  kind: 'owner',
  locale: 'en',
  publicUrl: 'https://semana.example',
  weeks: [week()],
  bookings: [booking()],
  price: (d) => mailPrice(d, 'en', null),
  ...over,
});

/** Every property of a component as name → value, each name once (the reader fails on repeats). */
function properties(c: Component): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of c.lines) {
    expect(out[line.name], `${c.name} repeats ${line.name}`).toBeUndefined();
    out[line.name] = line.value;
  }
  return out;
}

describe('an owner’s feed read back as RFC 5545', () => {
  const calendar = readCalendar(feedCalendar(input()));

  it('is one published calendar with its name, refresh interval and no METHOD', () => {
    expect(properties(calendar)).toEqual({
      VERSION: '2.0',
      PRODID: '-//Semana//Calendar feed//EN',
      NAME: 'Semana: my weeks and bookings',
      'X-WR-CALNAME': 'Semana: my weeks and bookings',
      'X-WR-CALDESC': 'Your weeks listed on Semana and the bookings of them.',
      'REFRESH-INTERVAL': 'PT1H',
      'X-PUBLISHED-TTL': 'PT1H',
    });
    expect(property(calendar, 'REFRESH-INTERVAL')?.params).toEqual({ VALUE: 'DURATION' });
    expect(calendar.components.map((c) => c.name)).toEqual(['VEVENT', 'VEVENT']);
  });

  it('writes a listed week as an all-day event over its seven days, with every field', () => {
    const [event] = calendar.components;
    expect(event.components).toEqual([]);
    expect(properties(event)).toEqual({
      UID: 'week-41@semana.example',
      SEQUENCE: '0',
      DTSTAMP: '20261002T030405Z',
      DTSTART: '20270306',
      DTEND: '20270313',
      'X-MICROSOFT-CDO-ALLDAYEVENT': 'TRUE',
      'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT': 'TRUE',
      SUMMARY: 'Villa del Arco\\, One-bedroom suite · On offer',
      TRANSP: 'TRANSPARENT',
      LOCATION: 'Villa del Arco\\, Los Cabos',
      DESCRIPTION: 'Your week in Los Cabos.\\nStatus: On offer\\nPrice: $1\\,500',
      URL: 'https://semana.example/dashboard#my-weeks',
    });
    expect(property(event, 'DTSTART')?.params).toEqual({ VALUE: 'DATE' });
    expect(property(event, 'DTEND')?.params).toEqual({ VALUE: 'DATE' });
    expect(property(event, 'URL')?.params).toEqual({ VALUE: 'URI' });
    // DTEND is exclusive: the last night is the 12th.
    expect(dateValue(property(event, 'DTEND')?.value ?? '')).toBe('2027-03-13');
    expect(textValue(property(event, 'DESCRIPTION')?.value ?? '')).toBe(
      'Your week in Los Cabos.\nStatus: On offer\nPrice: $1,500',
    );
  });

  it('writes a booking from check-in to check-out in the resort’s zone, with the guest’s first name only', () => {
    const [, event] = calendar.components;
    const p = properties(event);
    expect(Object.keys(p).sort()).toEqual(
      [
        'UID',
        'SEQUENCE',
        'DTSTAMP',
        'DTSTART',
        'DTEND',
        'SUMMARY',
        'TRANSP',
        'LOCATION',
        'DESCRIPTION',
        'URL',
        'STATUS',
      ].sort(),
    );
    expect(p.UID).toBe('owner-booking-SEM-7K2Q9XMA@semana.example');
    expect(p.DTSTAMP).toBe('20270115T183045Z');
    // 3 PM in Tijuana in July is 22:00 UTC (UTC−7, summer time); 11 AM on the 10th is 18:00 UTC.
    expect(utcInstant(p.DTSTART).toISOString()).toBe('2027-07-03T22:00:00.000Z');
    expect(utcInstant(p.DTEND).toISOString()).toBe('2027-07-10T18:00:00.000Z');
    expect(textValue(p.SUMMARY)).toBe('Booking SEM-7K2Q9XMA: María José; "Pepa", a\\b at Grand Mayan, Baja');
    expect(textValue(p.LOCATION)).toBe('Grand Mayan, Baja, Tijuana');
    expect(textValue(p.DESCRIPTION)).toBe(
      [
        'Booking SEM-7K2Q9XMA',
        'Status: Confirmed with the resort',
        'Lead guest: María José; "Pepa", a\\b',
        'Check-in: Sat, Jul 3, 2027, 3:00 PM (Tijuana time)',
        'Check-out: Sat, Jul 10, 2027, 11:00 AM (Tijuana time)',
      ].join('\n'),
    );
    expect(p.URL).toBe('https://semana.example/bookings/9');
    expect(p.STATUS).toBe('CONFIRMED');
    expect(p.TRANSP).toBe('TRANSPARENT');
  });
});

describe('a guest’s trips feed', () => {
  it('in Spanish: Cancún’s zone, the names in Spanish, long lines folded inside a character and read back whole', () => {
    const ics = feedCalendar(
      input({
        kind: 'trips',
        locale: 'es',
        weeks: [],
        bookings: [
          booking({
            status: 'awaiting_owner',
            checkInAt: cancun.checkInAt,
            checkOutAt: cancun.checkOutAt,
            timeZone: 'America/Cancun',
            place: 'Cancun',
            placeEs: 'Cancún',
            resort: 'Grand Luxxe Riviera Maya — Edificio Ñandú, acceso por la avenida',
          }),
        ],
      }),
    );
    const calendar = readCalendar(ics);
    expect(property(calendar, 'X-WR-CALNAME')?.value).toBe('Semana: mis viajes');
    expect(property(calendar, 'PRODID')?.value).toBe('-//Semana//Calendar feed//ES');
    const [event] = calendar.components;
    const p = properties(event);
    expect(p.UID).toBe('trip-SEM-7K2Q9XMA@semana.example');
    // 3 PM in Cancún is 20:00 UTC (UTC−5 all year).
    expect(utcInstant(p.DTSTART).toISOString()).toBe('2027-12-18T20:00:00.000Z');
    expect(utcInstant(p.DTEND).toISOString()).toBe('2027-12-25T16:00:00.000Z');
    expect(p.STATUS).toBe('TENTATIVE');
    expect(p.TRANSP).toBe('OPAQUE');
    expect(textValue(p.SUMMARY)).toBe(
      'Viaje: Grand Luxxe Riviera Maya — Edificio Ñandú, acceso por la avenida, Recámara principal',
    );
    // A guest's own feed names no guest.
    expect(textValue(p.DESCRIPTION)).toBe(
      [
        'Reservación SEM-7K2Q9XMA',
        'Estado: Pagada: esperando al propietario',
        'Entrada: sáb 18 dic 2027, 15:00 (hora de Cancún)',
        'Salida: sáb 25 dic 2027, 11:00 (hora de Cancún)',
      ].join('\n'),
    );
    // The summary is longer than a line, so it was folded; the reader checked each octet count.
    expect(ics).toMatch(/\r\n [^\r]/);
  });

  it('drops control characters a stored text might hold, and writes the same bytes for the same rows', () => {
    const dirty = input({ bookings: [booking({ guestFirstName: 'Ana\u0007\u001b' })] });
    const ics = feedCalendar(dirty);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\p{Cc}/u);
    expect(feedCalendar(dirty)).toBe(ics);
  });
});

describe('UIDs stay with their week or booking', () => {
  it('are the same when everything else about them changes, and differ between feeds and items', () => {
    const uidsOf = (i: FeedInput) =>
      readCalendar(feedCalendar(i)).components.map((e) => property(e, 'UID')?.value);
    const before = uidsOf(input());
    const after = uidsOf(
      input({
        weeks: [
          week({
            price: 900,
            onOffer: false,
            liveStatus: 'awaiting_owner',
            fromDate: '2027-03-13',
            toDate: '2027-03-19',
          }),
        ],
        bookings: [booking({ status: 'completed', updatedAt: new Date('2027-08-01T00:00:00Z') })],
        locale: 'es',
      }),
    );
    expect(after).toEqual(before);
    expect(new Set([...before, ...uidsOf(input({ kind: 'trips', weeks: [] }))]).size).toBe(3);
  });

  it('names the week’s state as its owner sees it', () => {
    const stateOf = (w: Partial<FeedWeek>) =>
      textValue(
        property(
          readCalendar(feedCalendar(input({ weeks: [week(w)], bookings: [] }))).components[0],
          'SUMMARY',
        )?.value ?? '',
      );
    expect(stateOf({})).toMatch(/· On offer$/);
    expect(stateOf({ onOffer: false, liveStatus: 'pending_payment' })).toMatch(
      /· Held for a guest’s payment$/,
    );
    expect(stateOf({ onOffer: false, liveStatus: 'confirmed' })).toMatch(/· Booked$/);
    expect(stateOf({ onOffer: false, hidden: true })).toMatch(/· Hidden by Semana$/);
    expect(stateOf({ onOffer: false })).toMatch(/· Not on offer$/);
  });
});

describe('a feed with nothing in it', () => {
  it('is still a calendar RFC 5545 accepts: one component, the UTC zone its times are written in', () => {
    for (const kind of ['owner', 'trips'] as const) {
      const calendar = readCalendar(feedCalendar(input({ kind, weeks: [], bookings: [] })));
      expect(calendar.components.map((c) => c.name)).toEqual(['VTIMEZONE']);
      const [zone] = calendar.components;
      expect(property(zone, 'TZID')?.value).toBe('UTC');
      expect(zone.components.map((c) => [c.name, properties(c)])).toEqual([
        [
          'STANDARD',
          { DTSTART: '19700101T000000', TZOFFSETFROM: '+0000', TZOFFSETTO: '+0000', TZNAME: 'UTC' },
        ],
      ]);
    }
    // A feed with events has no zone: its times are UTC instants and its weeks dates.
    expect(readCalendar(feedCalendar(input())).components.map((c) => c.name)).toEqual(['VEVENT', 'VEVENT']);
  });
});

describe('the test reader itself', () => {
  it('refuses what RFC 5545 does not allow, so the tests above can fail', () => {
    const event =
      'BEGIN:VEVENT\r\nUID:a@b\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:20270102T000000Z\r\nEND:VEVENT\r\n';
    const good = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\n${event}END:VCALENDAR\r\n`;
    expect(readCalendar(good).lines).toEqual([
      { name: 'VERSION', params: {}, value: '2.0' },
      { name: 'PRODID', params: {}, value: '-//x//y//EN' },
    ]);
    expect(() => readCalendar(good.replace(event, ''))).toThrow(/at least one component/);
    expect(() => readCalendar(good.replace('PRODID:-//x//y//EN\r\n', ''))).toThrow(/PRODID/);
    expect(() => readCalendar(good.replace('UID:a@b\r\n', ''))).toThrow(/one UID/);
    expect(() => readCalendar(good.replace('DTSTAMP:20270101T000000Z', 'DTSTAMP:20270101T000000'))).toThrow(
      /DTSTAMP/,
    );
    expect(() => readCalendar(good.slice(0, -2))).toThrow(/CRLF/);
    expect(() => readCalendar(good.replace('\r\nVERSION', '\nVERSION'))).toThrow(/bare CR or LF/);
    expect(() => readCalendar(good.replace('2.0', 'x'.repeat(80)))).toThrow(/octets/);
    expect(() => readCalendar(good.replace('END:VCALENDAR\r\n', ''))).toThrow(/END/);
    expect(() => textValue('a, b')).toThrow(/escaped/);
    expect(() => textValue('a\\x')).toThrow(/backslash/);
    // A fold inside a two-octet character is removed whole.
    const folded = good.replace('VERSION:2.0\r\n', `X-A:${'a'.repeat(69)}\xc3\r\n \xb1\r\nVERSION:2.0\r\n`);
    expect(readCalendar(Buffer.from(folded, 'latin1')).lines[0].value).toBe(`${'a'.repeat(69)}ñ`);
  });
});
