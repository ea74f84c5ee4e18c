import { type APIRequestContext, expect } from '@playwright/test';
import { format } from 'date-fns';
import sharp from 'sharp';
import { addDays, type CatalogUnit, makeWeekRow, todayIso } from '#src/server/db/seed/demo-factories.ts';
import { DEMO_IMAGE_NAMES, demoSceneSvg } from '#src/server/db/seed/demo-images.ts';
import type { Random } from '#src/server/db/seed/demo-random.ts';
import { makeContract, makeListing } from '#src/server/db/seed/demo-records.ts';
import { RESORTS } from '#src/server/db/seed/reference-data.ts';
import { type FreshUser, uniqueTag } from './journey-data';

// An owner's weeks, listings and contracts, made through the public API with the values of the
// demo seeder's factories (journey-data.ts).

export interface Named {
  id: number;
  name: string;
}

/** The catalogue every install starts with: a random pick comes from it, never from what another journey added. */
const REFERENCE_UNITS = new Map(RESORTS.map((r) => [r.name, new Set<string>(r.unitTypes)]));

/**
 * A unit of the catalogue, as the seeder's factories want it: the one named, or a random one of the
 * reference catalogue (other journeys add resorts and unit types as they run, some still empty).
 */
export async function catalogUnit(
  api: APIRequestContext,
  random: Random,
  want: { resort?: string; location?: string; unitType?: string } = {},
): Promise<CatalogUnit> {
  const resorts = (await (await api.get('/api/vidanta/resorts')).json()) as Named[];
  const locationsOf = async (resort: Named) =>
    (await (await api.get(`/api/vidanta/resorts/${resort.id}/locations`)).json()) as Named[];
  let resort: Named | undefined;
  let location: Named | undefined;
  // A named resort; else, in random order, the first resort sold at the named location (or any).
  const seeded = resorts.filter((r) => REFERENCE_UNITS.has(r.name));
  for (const candidate of want.resort
    ? resorts.filter((r) => r.name === want.resort)
    : random.sample(seeded, seeded.length)) {
    const locations = await locationsOf(candidate);
    location = want.location ? locations.find((l) => l.name === want.location) : random.pick(locations);
    if (location) {
      resort = candidate;
      break;
    }
  }
  if (!resort || !location)
    throw new Error(`no resort ${want.resort ?? ''} sold at ${want.location ?? 'any location'}`);
  const units = (await (await api.get(`/api/vidanta/unit-types?resortId=${resort.id}`)).json()) as Named[];
  const reference = units.filter((u) => REFERENCE_UNITS.get(resort.name)?.has(u.name));
  const unit = want.unitType ? units.find((u) => u.name === want.unitType) : random.pick(reference);
  if (!unit) throw new Error(`${resort.name} has no ${want.unitType}`);
  return {
    locationId: location.id,
    locationName: location.name,
    resortId: resort.id,
    resortName: resort.name,
    unitTypeId: unit.id,
    unitTypeName: unit.name,
  };
}

export interface CreatedWeek {
  id: number;
  resortId: number;
  locationId: number;
  resortName: string;
  locationName: string;
  unitTypeName: string;
  fromDate: string;
  toDate: string;
  price: number;
  reservationCode: string;
  /** The dates as a card shows them: 'Mar 3, 2027 – Mar 9, 2027'. */
  dates: string;
  /** The price as a card shows it: '$1,275'. */
  shownPrice: string;
}

export interface WeekOptions {
  resort?: string;
  location?: string;
  unitType?: string;
  /** Days from today to the first day (the factory's choice otherwise). */
  startsIn?: number;
  price?: number;
}

const shownDate = (iso: string) => format(new Date(`${iso}T12:00:00`), 'MMM d, yyyy');

/** A week listed by `owner` through POST /api/weeks, its values from the seeder's week factory. */
export async function createWeek(
  owner: FreshUser,
  random: Random,
  opts: WeekOptions = {},
): Promise<CreatedWeek> {
  const unit = await catalogUnit(owner.api, random, opts);
  const now = new Date();
  const today = todayIso(now);
  const row = makeWeekRow(random, { pickUnit: () => unit, pickOwner: () => owner.id, today, now });
  const fromDate = opts.startsIn === undefined ? row.fromDate : addDays(today, opts.startsIn);
  const toDate = addDays(fromDate, 6);
  // Seeded weeks ask round prices (multiples of 25): a price off that grid keeps this week's card
  // (resort, unit, dates, price) from matching a seeded week's, or, but for a 1 in 24 chance on the
  // same resort, unit and day, another journey's.
  const price = opts.price ?? row.price + random.int(1, 24);
  const res = await owner.api.post('/api/weeks', {
    data: {
      resortId: unit.resortId,
      locationId: unit.locationId,
      unitTypeId: unit.unitTypeId,
      fromDate,
      toDate,
      price,
      reservationCode: row.reservationCode,
    },
  });
  expect(res.status(), `create week: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return {
    id,
    resortId: unit.resortId,
    locationId: unit.locationId,
    resortName: unit.resortName,
    locationName: unit.locationName,
    unitTypeName: unit.unitTypeName,
    fromDate,
    toDate,
    price,
    reservationCode: row.reservationCode,
    dates: `${shownDate(fromDate)} – ${shownDate(toDate)}`,
    shownPrice: `$${price.toLocaleString('en-US')}`,
  };
}

/** One of the seeder's drawn beach scenes as a JPEG, small enough to upload quickly. */
export async function scenePhoto(random: Random, name = random.pick(DEMO_IMAGE_NAMES)) {
  const buffer = await sharp(Buffer.from(demoSceneSvg(name)))
    .resize(600, 400)
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer };
}

export interface CreatedListing {
  id: number;
  hotelName: string;
  location: string;
  unitSize: string;
  price: string;
  weeksOrSeason: string;
  description: string;
  photos: number;
}

/** A property for sale with photos, through the multipart POST /api/property-listings. */
export async function createListing(
  owner: FreshUser,
  random: Random,
  opts: { photos?: number; hotelName?: string } = {},
): Promise<CreatedListing> {
  const unit = await catalogUnit(owner.api, random);
  const row = makeListing(random, unit, owner.id, [], new Date());
  // The resort's name and the journey's tag: a search for it finds this listing only.
  const hotelName = opts.hotelName ?? `${row.hotelName} ${uniqueTag()}`;
  const form = new FormData();
  const fields = {
    hotelName,
    unitSize: row.unitSize,
    location: row.location,
    type: row.type ?? '',
    price: row.price,
    weeksOrSeason: row.weeksOrSeason,
    description: row.description,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const count = opts.photos ?? 2;
  for (const name of random.sample(DEMO_IMAGE_NAMES, count)) {
    const photo = await scenePhoto(random, name);
    form.append('images', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  }
  const res = await owner.api.post('/api/property-listings', { multipart: form });
  expect(res.status(), `create listing: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, ...fields, photos: count };
}

export interface CreatedContract {
  id: number;
  contractNumber: string;
  contractName: string;
  resort: string;
  unitType: string;
  usageFee: number;
  totalValue: number;
}

/** A contract of `owner`, filed by the owner (or by `filer`, staff, for them) through POST /api/contracts. */
export async function createContract(
  owner: FreshUser,
  random: Random,
  filer?: APIRequestContext,
): Promise<CreatedContract> {
  const api = filer ?? owner.api;
  const types = (await (await api.get('/api/contract-types')).json()) as Named[];
  const unit = await catalogUnit(api, random);
  const now = new Date();
  const row = makeContract(random, owner.id, random.pick(types), unit, todayIso(now), now);
  const contractNumber = `${row.contractNumber}-${uniqueTag()}`.toUpperCase();
  const res = await api.post('/api/contracts', {
    data: {
      contractNumber,
      contractTypeId: row.contractTypeId,
      contractName: row.contractName,
      resort: row.resort,
      unitType: row.unitType,
      usageFee: row.usageFee,
      contractualWeeks: row.contractualWeeks,
      startDate: row.startDate,
      totalValue: row.totalValue,
      addendums: row.addendums,
      ...(filer ? { userId: owner.id } : {}),
    },
  });
  expect(res.status(), `create contract: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return {
    id,
    contractNumber,
    contractName: row.contractName ?? '',
    resort: row.resort ?? '',
    unitType: row.unitType ?? '',
    usageFee: Number(row.usageFee),
    totalValue: Number(row.totalValue),
  };
}
