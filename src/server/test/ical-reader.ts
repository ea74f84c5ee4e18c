/*
 * A small RFC 5545 reader for the tests and the journeys (no test runner of its own: a form that
 * breaks a rule throws, naming the rule).
 */

function check(ok: boolean, rule: string): void {
  if (!ok) throw new Error(`Not RFC 5545: ${rule}`);
}

/** One content line of RFC 5545 (3.1), unfolded, with its parameters and its raw value. */
export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A component (VCALENDAR, VEVENT, …): its properties in order and the components inside it. */
export interface Component {
  name: string;
  lines: ContentLine[];
  components: Component[];
}

/**
 * Reads a calendar as RFC 5545 says, checking its form as it goes (3.1): every line ends in CRLF
 * and holds no other line break, no physical line passes 75 octets, a line that starts with a space
 * or a tab continues the one before it (the fold is removed whole, so a UTF-8 character split across
 * it comes back whole), and each content line is a name, parameters and a value; BEGIN and END nest.
 */
export function readCalendar(file: string | Buffer): Component {
  // As octets: a fold may fall between the octets of one character, which a string cannot hold.
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const ics = bytes.toString('latin1');
  check(ics.endsWith('\r\n'), 'the last line ends in CRLF');
  check(!/[\r\n]/.test(ics.replace(/\r\n/g, '')), 'no bare CR or LF');
  const physical: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      physical.push(bytes.subarray(start, i));
      start = i + 2;
    }
  }
  const logical: Buffer[] = [];
  for (const line of physical) {
    check(line.length <= 75, `a line of ${line.length} octets passes 75`);
    if (line[0] === 0x20 || line[0] === 0x09)
      logical[logical.length - 1] = Buffer.concat([logical.at(-1) as Buffer, line.subarray(1)]);
    else logical.push(line);
  }
  const stack: Component[] = [{ name: '', lines: [], components: [] }];
  for (const raw of logical) {
    const line = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    const parsed = contentLine(line);
    const top = stack.at(-1) as Component;
    if (parsed.name === 'BEGIN') {
      const component: Component = { name: parsed.value, lines: [], components: [] };
      top.components.push(component);
      stack.push(component);
    } else if (parsed.name === 'END') {
      check(parsed.value === top.name, `END:${parsed.value} closes the open ${top.name}`);
      stack.pop();
    } else {
      top.lines.push(parsed);
    }
  }
  check(stack.length === 1, 'every BEGIN has its END');
  const [calendar, ...rest] = stack[0].components;
  check(calendar?.name === 'VCALENDAR' && rest.length === 0, 'one VCALENDAR');
  checkCalendar(calendar);
  return calendar;
}

/**
 * The calendar's own rules (3.6, 3.7, 3.6.1): VERSION 2.0 and a PRODID once each, at least one
 * component (an empty VCALENDAR is not one), and every event with one UID, one DTSTAMP in UTC and
 * one DTSTART.
 */
function checkCalendar(calendar: Component): void {
  const once = (c: Component, name: string) => c.lines.filter((l) => l.name === name).length === 1;
  check(once(calendar, 'VERSION') && property(calendar, 'VERSION')?.value === '2.0', 'VERSION:2.0 once');
  check(once(calendar, 'PRODID'), 'PRODID once');
  check(calendar.components.length > 0, 'a VCALENDAR holds at least one component');
  for (const event of calendar.components.filter((c) => c.name === 'VEVENT')) {
    for (const name of ['UID', 'DTSTAMP', 'DTSTART']) check(once(event, name), `a VEVENT has one ${name}`);
    check(/^\d{8}T\d{6}Z$/.test(property(event, 'DTSTAMP')?.value ?? ''), 'DTSTAMP is a UTC DATE-TIME');
  }
}

function contentLine(line: string): ContentLine {
  const match =
    /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:,"]*)(?:,(?:"[^"]*"|[^;:,"]*))*)*):(.*)$/.exec(line);
  if (!match) throw new Error(`not a content line: ${line}`);
  const params: Record<string, string> = {};
  for (const p of match[2].match(/;[^;=]+=(?:"[^"]*"|[^;]*)/g) ?? []) {
    const at = p.indexOf('=');
    params[p.slice(1, at).toUpperCase()] = p.slice(at + 1);
  }
  return { name: match[1].toUpperCase(), params, value: match[3] };
}

/** A TEXT value (3.3.11): `\\`, `\;`, `\,` stand for themselves, `\n` for a line break; a bare `;` or `,` is not allowed. */
export function textValue(value: string): string {
  check(!/(?<!\\)(?:\\\\)*[;,]/.test(value), `every ; and , in TEXT is escaped: ${value}`);
  check(!/(?<!\\)(?:\\\\)*\\(?![\\;,nN])/.test(value), `no backslash but an escape: ${value}`);
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The one value of property `name` on a component (undefined when absent; more than one fails). */
export function property(c: Component, name: string): ContentLine | undefined {
  const found = c.lines.filter((l) => l.name === name);
  check(found.length <= 1, `${c.name} has at most one ${name}`);
  return found[0];
}

/** A DATE-TIME in UTC (`20270306T220000Z`) as an instant; anything else fails. */
export function utcInstant(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC DATE-TIME: ${value}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

/** A DATE (`20270306`) as `yyyy-MM-dd`. */
export function dateValue(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) throw new Error(`not a DATE: ${value}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}
