import { describe, expect, it } from 'vitest';
import { stayOf } from '#src/shared/bookings/stay.ts';
import { type StayEventInput, stayEvent } from './ics';

/** One content line of RFC 5545, unfolded: `NAME;PARAM=value:value`. */
interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/**
 * Reads a calendar back as RFC 5545 says (3.1): every line ends in CRLF, a line that starts with a
 * space continues the one before it, and each content line is a name, parameters and a value.
 */
function parseCalendar(ics: string): ContentLine[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  return logical.map((line) => {
    const match = /^([A-Z-]+)((?:;[A-Z-]+=[^;:]*)*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const params = Object.fromEntries(
      match[2]
        .split(';')
        .slice(1)
        .map((p) => p.split('=') as [string, string]),
    );
    return { name: match[1], params, value: match[3] };
  });
}

/** A TEXT value as written (3.3.11): `\\`, `\;`, `\,` and `\n` stand for themselves and a line break. */
function unescapeText(value: string): string {
  expect(value).not.toMatch(/(?<!\\)(?:\\\\)*[;,]/); // every `;` and `,` is escaped
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

const losCabos = stayOf('2027-03-06', '2027-03-12', 'America/Mazatlan');
const input = (over: Partial<StayEventInput> = {}): StayEventInput => ({
  uid: 'booking-K7Q2MX@semana.example',
  start: losCabos.checkInAt,
  end: losCabos.checkOutAt,
  timeZone: 'America/Mazatlan',
  summary: 'Villa del Arco, Los Cabos: one-bedroom suite',
  location: 'Camino Viejo a San José km 0.5; Cabo San Lucas, B.C.S.',
  description: 'Check-in Saturday, March 6, 2027, 3:00 PM (Los Cabos time).\nReference K7Q2MX',
  url: 'https://semana.example/bookings/K7Q2MX',
  stamp: new Date('2027-01-15T18:30:45.123Z'),
  ...over,
});

const propertyValue = (lines: ContentLine[], name: string) => {
  const found = lines.filter((l) => l.name === name);
  expect(found, name).toHaveLength(1);
  return found[0].value;
};

describe('stayEvent', () => {
  it('writes one published VEVENT in a VCALENDAR, every line ending in CRLF', () => {
    const ics = stayEvent(input());
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = parseCalendar(ics);
    expect(lines[0]).toEqual({ name: 'BEGIN', params: {}, value: 'VCALENDAR' });
    expect(lines.at(-1)).toEqual({ name: 'END', params: {}, value: 'VCALENDAR' });
    expect(lines.filter((l) => l.name === 'BEGIN').map((l) => l.value)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(lines.filter((l) => l.name === 'END').map((l) => l.value)).toEqual(['VEVENT', 'VCALENDAR']);
    // The calendar's own properties come before its event, the event's between its BEGIN and END.
    const begin = lines.findIndex((l) => l.name === 'BEGIN' && l.value === 'VEVENT');
    const end = lines.findIndex((l) => l.name === 'END' && l.value === 'VEVENT');
    const head = lines.slice(1, begin);
    expect(propertyValue(head, 'VERSION')).toBe('2.0');
    expect(propertyValue(head, 'PRODID')).toBe('-//Semana//Stay//EN');
    expect(propertyValue(head, 'METHOD')).toBe('PUBLISH');
    const event = lines.slice(begin + 1, end);
    expect(propertyValue(event, 'UID')).toBe('booking-K7Q2MX@semana.example');
    expect(propertyValue(event, 'DTSTAMP')).toBe('20270115T183045Z');
    expect(unescapeText(propertyValue(event, 'SUMMARY'))).toBe(
      'Villa del Arco, Los Cabos: one-bedroom suite',
    );
    expect(event.find((l) => l.name === 'URL')).toEqual({
      name: 'URL',
      params: { VALUE: 'URI' },
      value: 'https://semana.example/bookings/K7Q2MX',
    });
    // An attendee or organizer would make it an invitation that asks for an answer.
    expect(event.map((l) => l.name)).not.toContain('ATTENDEE');
    expect(event.map((l) => l.name)).not.toContain('ORGANIZER');
  });

  it('puts a Los Cabos stay at 3 PM and 11 AM resort time, written in UTC', () => {
    const lines = parseCalendar(stayEvent(input()));
    // America/Mazatlan is UTC−7 all year: 2027-03-06 15:00 there is 22:00 UTC, and check-out
    // the morning after the seventh night, 2027-03-13 11:00, is 18:00 UTC.
    expect(losCabos.checkInAt.toISOString()).toBe('2027-03-06T22:00:00.000Z');
    expect(losCabos.checkOutAt.toISOString()).toBe('2027-03-13T18:00:00.000Z');
    expect(lines.find((l) => l.name === 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: {},
      value: '20270306T220000Z',
    });
    expect(lines.find((l) => l.name === 'DTEND')).toEqual({
      name: 'DTEND',
      params: {},
      value: '20270313T180000Z',
    });
    // UTC needs no zone definition and no TZID (ics.ts says why).
    expect(lines.some((l) => l.value === 'VTIMEZONE' || 'TZID' in l.params)).toBe(false);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text, and reads them back', () => {
    const description = 'Line one; a, b\\c\nLine two\r\nLine three';
    const location = 'Hotel "Sol"; Calle 5, #3\\B';
    const event = parseCalendar(stayEvent(input({ description, location })));
    const raw = propertyValue(event, 'DESCRIPTION');
    expect(raw).toBe('Line one\\; a\\, b\\\\c\\nLine two\\nLine three');
    expect(unescapeText(raw)).toBe('Line one; a, b\\c\nLine two\nLine three');
    expect(unescapeText(propertyValue(event, 'LOCATION'))).toBe(location);
  });

  it('drops control characters that TEXT does not allow, and keeps tabs', () => {
    const event = parseCalendar(stayEvent(input({ summary: 'Villa\u0000 del\u0007 Arco\u001b\tSuite' })));
    expect(propertyValue(event, 'SUMMARY')).toBe('Villa del Arco\tSuite');
  });

  it('folds a long Spanish description at 75 octets without splitting an accented letter', () => {
    // "DESCRIPTION:" is 12 octets and the lead with its space 62 more, so "é" takes octets 75 and
    // 76: a line cut at the 75th octet would end in half of it.
    const lead = 'Llegada el sábado 6 de marzo'.padEnd(60, '.');
    const description = `${lead} é llegada después de las 15:00, salida a las 11:00; reservación K7Q2MX. Señalización en español: año, niño, acción, ¿dónde? €5 🌴 ${'ñ'.repeat(80)}`;
    const ics = stayEvent(input({ description }));
    const physical = ics.slice(0, -2).split('\r\n');
    const start = physical.findIndex((l) => l.startsWith('DESCRIPTION:'));
    const folded = [physical[start]];
    for (let i = start + 1; physical[i].startsWith(' '); i++) folded.push(physical[i]);
    expect(folded.length).toBeGreaterThan(3);
    const firstLine = Buffer.from(`DESCRIPTION:${lead} é`, 'utf8');
    expect(firstLine.indexOf(Buffer.from('é'))).toBe(74); // counted from 0
    for (const line of folded) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: decoding its bytes alone gives it back.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
    expect(folded[0].endsWith('é')).toBe(false);
    expect(folded[1].startsWith(' é')).toBe(true);
    expect(unescapeText(propertyValue(parseCalendar(ics), 'DESCRIPTION'))).toBe(description);
  });

  it('writes a link as a URI, percent-encoding what a text escape would have changed', () => {
    const event = parseCalendar(
      stayEvent(input({ url: 'https://semana.example/bookings/K7Q2MX?days=6,7;x' })),
    );
    expect(propertyValue(event, 'URL')).toBe('https://semana.example/bookings/K7Q2MX?days=6%2C7%3Bx');
    expect(parseCalendar(stayEvent(input({ url: undefined }))).map((l) => l.name)).not.toContain('URL');
  });

  it('refuses an unknown zone, a stay that ends before it starts, a UID that would need escaping and a non-web link', () => {
    expect(() => stayEvent(input({ timeZone: 'America/Los_Cabos' }))).toThrow(RangeError);
    expect(() => stayEvent(input({ end: losCabos.checkInAt }))).toThrow(/ends after it starts/);
    expect(() => stayEvent(input({ start: new Date(Number.NaN) }))).toThrow(/valid instants/);
    expect(() => stayEvent(input({ uid: 'booking 1;x' }))).toThrow(/UID/);
    expect(() => stayEvent(input({ url: 'javascript:alert(1)' }))).toThrow(/web address/);
  });
});
