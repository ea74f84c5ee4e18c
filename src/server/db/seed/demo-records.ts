import type { contracts } from '../schema/contracts';
import type { propertyListingInterests, weekInterests, weekRequests } from '../schema/leads';
import type { propertyListings } from '../schema/properties';
import {
  CONTRACT_ADDENDUMS,
  LISTING_CLOSERS,
  LISTING_FEATURES,
  LISTING_OPENERS,
  LISTING_TYPES,
  MONTHS,
  PROPERTY_INTEREST_MESSAGES,
  SEASONS,
  WEEK_INTEREST_MESSAGES,
  WEEK_REQUEST_DETAILS,
} from './demo-data';
import {
  addDays,
  type CatalogUnit,
  emailFor,
  formatUsd,
  makePerson,
  pastMoment,
  weekPriceBand,
} from './demo-factories';
import type { Random } from './demo-random';

/** Factories for the smaller demo tables; each returns a row ready for a Drizzle insert. */

export type ListingRow = typeof propertyListings.$inferInsert;
export type ContractRow = typeof contracts.$inferInsert;
export type WeekRequestRow = typeof weekRequests.$inferInsert;
export type WeekInterestRow = typeof weekInterests.$inferInsert;
export type PropertyInterestRow = typeof propertyListingInterests.$inferInsert;

function weeksOrSeason(random: Random): string {
  const roll = random.next();
  if (roll < 0.45) {
    const week = random.int(1, 52);
    return `Week ${week} (${MONTHS[Math.min(11, Math.floor(((week - 1) * 12) / 52))]})`;
  }
  if (roll < 0.8) return random.pick(SEASONS);
  if (roll < 0.9) return 'Weeks 51-52 (Christmas and New Year)';
  return `Floating week, ${random.pick(SEASONS)}`;
}

/** A resale asking price: roughly 8 to 20 times a week's rent, in round $500 steps. */
function salePrice(random: Random, unitType: string): number {
  const [min, max] = weekPriceBand(unitType);
  const rent = min + random.next() * (max - min);
  return Math.round((rent * (8 + random.next() * 12)) / 500) * 500;
}

export function makeListing(
  random: Random,
  unit: CatalogUnit,
  userId: number,
  imageUrls: string[],
  now: Date,
): ListingRow {
  const value = salePrice(random, unit.unitTypeName);
  const fill = (text: string) =>
    text
      .replace('{unit}', unit.unitTypeName)
      .replace('{hotel}', unit.resortName)
      .replace('{location}', unit.locationName);
  const sentences = [fill(random.pick(LISTING_OPENERS)), random.pick(LISTING_FEATURES)];
  if (random.chance(0.6)) sentences.push(random.pick(LISTING_CLOSERS));
  return {
    userId,
    hotelName: unit.resortName,
    unitSize: unit.unitTypeName,
    location: unit.locationName,
    type: random.pick(LISTING_TYPES),
    price: random.chance(0.85) ? formatUsd(value) : `${formatUsd(value)} OBO`,
    priceValue: value,
    weeksOrSeason: weeksOrSeason(random),
    description: sentences.join(' '),
    imageUrls,
    status: 'active',
    createdAt: pastMoment(random, now, 90),
  };
}

export interface ContractTypeRef {
  id: number;
  name: string;
}

function contractWeeks(random: Random, typeName: string): number {
  if (/fractional/i.test(typeName)) return 3;
  if (/biennial/i.test(typeName)) return 1;
  return random.chance(0.75) ? 1 : 2;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 4) || 'SC';

/**
 * A contract as the product stores it: contractName is the type's name and resort is the chosen
 * location's name, unitType the unit type's name.
 */
export function makeContract(
  random: Random,
  userId: number,
  type: ContractTypeRef,
  unit: CatalogUnit,
  today: string,
  now: Date,
): ContractRow {
  const [min, max] = weekPriceBand(unit.unitTypeName);
  const weeks = contractWeeks(random, type.name);
  const startDate = addDays(today, -random.int(365, 365 * 18));
  const year = startDate.slice(0, 4);
  const weekRent = (min + max) / 2;
  // Annual usage (maintenance) fees run at half to all of a week's rent, never under ~$450 in Mexico;
  // the purchase price at 10-30 weeks' rent.
  const usageFee = Math.max(450, Math.round((weekRent * (0.55 + random.next() * 0.45) * weeks) / 5) * 5);
  const totalValue = Math.round((weekRent * (10 + random.next() * 20) * weeks) / 100) * 100;
  return {
    userId,
    contractTypeId: type.id,
    contractNumber: `${initials(unit.resortName)}-${year}-${String(random.int(1, 99_999)).padStart(5, '0')}`,
    contractName: type.name,
    resort: unit.locationName,
    unitType: unit.unitTypeName,
    usageFee,
    contractualWeeks: weeks,
    startDate,
    totalValue,
    addendums: random.chance(0.3) ? random.pick(CONTRACT_ADDENDUMS) : null,
    createdAt: pastMoment(random, now, 90),
  };
}

export function makeWeekRequest(
  random: Random,
  locationName: string,
  today: string,
  now: Date,
): WeekRequestRow {
  const person = makePerson(random);
  const startDate = addDays(today, random.int(7, 300));
  return {
    name: `${person.firstName} ${person.lastName}`,
    email: emailFor(random, person, random.int(1, 999)),
    preferredLocation: locationName,
    startDate,
    endDate: addDays(startDate, random.pick([6, 7, 10, 13])),
    additionalDetails: random.chance(0.6) ? random.pick(WEEK_REQUEST_DETAILS) : null,
    status: 'pending',
    isRead: random.chance(0.5),
    createdAt: pastMoment(random, now, 90),
  };
}

export function makeWeekInterest(random: Random, weekId: number, now: Date): WeekInterestRow {
  return {
    weekId,
    email: emailFor(random, makePerson(random), random.int(1, 999)),
    message: random.pick(WEEK_INTEREST_MESSAGES),
    isRead: random.chance(0.5),
    createdAt: pastMoment(random, now, 60),
  };
}

export function makePropertyInterest(random: Random, listingId: number, now: Date): PropertyInterestRow {
  return {
    propertyListingId: listingId,
    email: emailFor(random, makePerson(random), random.int(1, 999)),
    message: random.pick(PROPERTY_INTEREST_MESSAGES),
    isRead: random.chance(0.5),
    createdAt: pastMoment(random, now, 60),
  };
}
