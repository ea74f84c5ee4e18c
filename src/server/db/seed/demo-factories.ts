import { addDays as addCalendarDays, format, parseISO } from 'date-fns';
import {
  EMAIL_DOMAINS,
  MEXICAN_FIRST_NAMES,
  MEXICAN_LAST_NAMES,
  NORTH_AMERICAN_FIRST_NAMES,
  NORTH_AMERICAN_LAST_NAMES,
} from './demo-data';
import { type Random, weightedPicker } from './demo-random';

/** One bookable combination: a unit type of a resort sold under a destination. */
export interface CatalogUnit {
  locationId: number;
  locationName: string;
  resortId: number;
  resortName: string;
  unitTypeId: number;
  unitTypeName: string;
}

export interface Person {
  firstName: string;
  lastName: string;
}

export interface OwnerRow extends Person {
  username: string;
  email: string;
  passwordHash: string;
  role: 'user';
  active: true;
  createdAt: Date;
}

export interface WeekRow {
  userId: number;
  locationId: number;
  unitTypeId: number;
  fromDate: string;
  toDate: string;
  price: number;
  reservationCode: string;
  createdAt: Date;
}

/** Today's calendar date where the seed runs, as 'yyyy-MM-dd'. */
export const todayIso = (now = new Date()): string => format(now, 'yyyy-MM-dd');

/** A calendar date `days` later (or earlier): date-fns keeps the calendar day across daylight saving. */
export const addDays = (isoDate: string, days: number): string =>
  format(addCalendarDays(parseISO(isoDate), days), 'yyyy-MM-dd');

/** A moment in the last `days` days: demo rows look like months of real activity. */
export function pastMoment(random: Random, now: Date, days: number, minDays = 0): Date {
  return new Date(now.getTime() - (minDays + random.next() * (days - minDays)) * 86_400_000);
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export function makePerson(random: Random): Person {
  // About half the owners at Mexican resorts are Mexican, the rest mostly American and Canadian.
  const mexican = random.chance(0.5);
  return {
    firstName: random.pick(mexican ? MEXICAN_FIRST_NAMES : NORTH_AMERICAN_FIRST_NAMES),
    lastName: random.pick(mexican ? MEXICAN_LAST_NAMES : NORTH_AMERICAN_LAST_NAMES),
  };
}

export function emailFor(random: Random, person: Person, suffix: string | number): string {
  return `${ascii(person.firstName)}.${ascii(person.lastName)}${suffix}@${random.pick(EMAIL_DOMAINS)}`;
}

/**
 * An owner account. `serial` makes the username and e-mail unique (the caller passes a number
 * past the existing users), and the one shared hash avoids 200 argon2 runs.
 */
export function makeOwner(random: Random, serial: number, passwordHash: string, now: Date): OwnerRow {
  const person = makePerson(random);
  return {
    ...person,
    username: `${ascii(person.firstName)}.${ascii(person.lastName)}${serial}`.slice(0, 50),
    email: emailFor(random, person, serial),
    passwordHash,
    role: 'user',
    active: true,
    createdAt: pastMoment(random, now, 730, 90),
  };
}

const LOCATION_CODES: Record<string, string> = {
  'Nuevo Vallarta': 'NV',
  'Riviera Maya': 'RM',
  'Los Cabos': 'LC',
  'Puerto Vallarta': 'PV',
  Acapulco: 'AC',
  'East Cape': 'EC',
  Mazatlan: 'MZ',
  'Puerto Peñasco': 'PP',
};

function locationCode(name: string): string {
  return LOCATION_CODES[name] ?? (ascii(name).slice(0, 2).toUpperCase() || 'XX');
}

// No 0/O or 1/I: codes are read aloud to resort front desks.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function reservationCode(random: Random, location: string): string {
  let code = `${locationCode(location)}-`;
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[Math.floor(random.next() * CODE_ALPHABET.length)];
  return code;
}

/** Nightly-rate bands turned weekly: [min, max] USD for a week by unit size. */
export function weekPriceBand(unitType: string): [number, number] {
  const n = unitType.toLowerCase();
  if (n.includes('presidential')) return [3200, 6000];
  if (n.includes('penthouse')) return [2600, 5500];
  if (n.includes('three') || n.includes('villa')) return [1700, 4200];
  if (n.includes('lock-off')) return [1000, 2800];
  if (n.includes('two')) return [900, 2500];
  if (n.includes('loft') || n.includes('master')) return [700, 1900];
  if (n.includes('one') || n.includes('junior')) return [450, 1500];
  if (n.includes('studio')) return [300, 900];
  return [500, 2200];
}

const LOCATION_PRICE_FACTOR: Record<string, number> = {
  'Los Cabos': 1.2,
  'Riviera Maya': 1.12,
  'Nuevo Vallarta': 1.05,
  'Puerto Vallarta': 1,
  'East Cape': 0.95,
  Acapulco: 0.85,
  Mazatlan: 0.85,
  'Puerto Peñasco': 0.8,
};

/** Winter, Easter and Christmas are Mexico's high season; September and October are the lowest. */
function seasonFactor(isoDate: string): number {
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  if ((month === 12 && day >= 18) || (month === 1 && day <= 4)) return 1.45;
  if (month >= 1 && month <= 4) return 1.2;
  if (month === 7 || month === 8) return 1.08;
  if (month === 9 || month === 10) return 0.82;
  return 1;
}

function weekPrice(random: Random, unit: CatalogUnit, fromDate: string): number {
  const [min, max] = weekPriceBand(unit.unitTypeName);
  const base = min + random.next() * (max - min);
  const price = base * (LOCATION_PRICE_FACTOR[unit.locationName] ?? 1) * seasonFactor(fromDate);
  // Owners ask round numbers.
  return Math.min(6000, Math.max(300, Math.round(price / 25) * 25));
}

/** Popular destinations and mid-size units get most of the weeks, as on a real marketplace. */
export function unitPicker(units: readonly CatalogUnit[]): (random: Random) => CatalogUnit {
  const destination: Record<string, number> = {
    'Nuevo Vallarta': 3,
    'Riviera Maya': 3,
    'Los Cabos': 2.5,
    'Puerto Vallarta': 2,
  };
  return weightedPicker(units, (u) => {
    const [min] = weekPriceBand(u.unitTypeName);
    const size = min <= 500 ? 3 : min <= 1000 ? 2.5 : min <= 2000 ? 1.5 : 0.6;
    return (destination[u.locationName] ?? 1) * size;
  });
}

/** A few owners list many weeks and most list a handful (power-law-ish), like real resale sites. */
export function ownerPicker(ownerIds: readonly number[]): (random: Random) => number {
  return (random) => ownerIds[Math.floor(ownerIds.length * random.next() ** 1.8)];
}

export interface WeekContext {
  pickUnit: (random: Random) => CatalogUnit;
  pickOwner: (random: Random) => number;
  today: string;
  now: Date;
}

/** A week starting 2 to ~548 days from today (18 months), listed some time in the last 90 days. */
export function makeWeekRow(random: Random, ctx: WeekContext): WeekRow {
  const unit = ctx.pickUnit(random);
  const fromDate = addDays(ctx.today, random.int(2, 548));
  return {
    userId: ctx.pickOwner(random),
    locationId: unit.locationId,
    unitTypeId: unit.unitTypeId,
    fromDate,
    toDate: addDays(fromDate, 6),
    price: weekPrice(random, unit, fromDate),
    reservationCode: reservationCode(random, unit.locationName),
    createdAt: pastMoment(random, ctx.now, 90),
  };
}

export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US')} USD`;
}
