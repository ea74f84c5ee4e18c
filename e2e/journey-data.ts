import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { format } from 'date-fns';
import sharp from 'sharp';
import {
  addDays,
  type CatalogUnit,
  makeOwner,
  makeWeekRow,
  todayIso,
} from '../src/server/db/seed/demo-factories';
import { DEMO_IMAGE_NAMES, demoSceneSvg } from '../src/server/db/seed/demo-images';
import { createRandom, type Random, seedFromText } from '../src/server/db/seed/demo-random';
import {
  makeContract,
  makeListing,
  makePropertyInterest,
  makeWeekInterest,
  makeWeekRequest,
} from '../src/server/db/seed/demo-records';
import { ACCOUNTS } from './accounts';

/**
 * What a journey's fixtures create, through the public API, with the field values of the demo
 * seeder's own factories (`src/server/db/seed/demo-*.ts`): the same names, prices, codes and texts a
 * demo shows, only each journey's rows are its own. Every helper takes a tag that makes its rows
 * unique to the journey (usernames, e-mails, hotel names), so no other journey finds them.
 */

let counter = 0;
/** A short text no other journey of this run, nor of an earlier run on the same server, has. */
export const uniqueTag = () =>
  `${Date.now().toString(36)}${process.pid.toString(36)}${(++counter).toString(36)}`.toLowerCase();

/** A seeded random source per journey: the factories draw from it. */
export const journeyRandom = (tag: string): Random => createRandom(seedFromText(tag));

export const USER_PASSWORD = 'journey-password-123';

export interface FreshUser {
  id: number;
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'manager' | 'dev';
  active: boolean;
  /** An API session of its own, signed in as this user (independent of any page). */
  api: APIRequestContext;
}

export interface UserOptions {
  /** Activated by staff (the fixed developer account, through the accounts API). Default: true. */
  active?: boolean;
  /** Made manager or developer by the fixed developer account. Default: 'user'. */
  role?: 'user' | 'manager' | 'dev';
  /** Text in the username, to tell the accounts apart in a failure. */
  prefix?: string;
  /** The browser language it registers from (saved on the account); the journey's `locale`. */
  locale?: string;
  /** Overrides of the factory's name. */
  firstName?: string;
  lastName?: string;
}

/** An API session signed in as one of the fixed staff accounts: journeys use it, never change it. */
export async function staffSession(baseURL: string, who: 'dev' | 'manager' = 'dev') {
  const api = await playwrightRequest.newContext({ baseURL });
  const a = ACCOUNTS[who];
  const res = await api.post('/api/login', { data: { username: a.username, password: a.password } });
  expect(res.status(), `staff login as ${who}`).toBe(200);
  return api;
}

/** Registers an account through the API with a demo owner's name; staff activate it and set its role. */
export async function createUser(
  baseURL: string,
  staff: APIRequestContext,
  random: Random,
  opts: UserOptions = {},
): Promise<FreshUser> {
  const tag = uniqueTag();
  const made = makeOwner(random, 0, '', new Date());
  const firstName = opts.firstName ?? made.firstName;
  const lastName = opts.lastName ?? made.lastName;
  const base = made.username.replace(/0$/, '').slice(0, 30);
  const username = `${opts.prefix ?? ''}${base}.${tag}`.slice(0, 50);
  const email = made.email.replace(/0@/, `.${tag}@`).replace(/@.*$/, '@example.test');
  const api = await playwrightRequest.newContext({
    baseURL,
    ...(opts.locale ? { extraHTTPHeaders: { 'accept-language': opts.locale } } : {}),
  });
  const res = await api.post('/api/register', {
    data: { username, password: USER_PASSWORD, email, firstName, lastName, role: 'user' },
  });
  expect(res.status(), `register ${username}: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const role = opts.role ?? 'user';
  const active = opts.active ?? true;
  if (active) {
    const activated = await staff.patch(`/api/users/${id}/activation`, { data: { active: true } });
    expect(activated.status(), 'activate').toBe(200);
  }
  if (role !== 'user') {
    const promoted = await staff.patch(`/api/users/${id}/role`, { data: { role } });
    expect(promoted.status(), `make ${role}`).toBe(200);
  }
  return { id, username, password: USER_PASSWORD, email, firstName, lastName, role, active, api };
}

/** Removes an account and, with it, its weeks, listings, contracts and the interest in them. */
export async function removeUser(staff: APIRequestContext, user: FreshUser) {
  await user.api.dispose();
  const res = await staff.delete(`/api/users/${user.id}`);
  // 404: the journey deleted it itself.
  expect([200, 404], `delete user ${user.username}`).toContain(res.status());
}

interface Named {
  id: number;
  name: string;
}

/** A unit of the reference catalogue, as the seeder's factories want it, chosen by name or at random. */
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
  for (const candidate of want.resort
    ? resorts.filter((r) => r.name === want.resort)
    : random.sample(resorts, resorts.length)) {
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
  const unit = want.unitType ? units.find((u) => u.name === want.unitType) : random.pick(units);
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
  const price = opts.price ?? row.price;
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

/** An e-mail address only this journey uses, so its leads can be found (and removed) by it. */
export const journeyEmail = (what: string) => `${what}.${uniqueTag()}@example.test`;

export interface CreatedWeekRequest {
  name: string;
  email: string;
  preferredLocation: string;
  startDate: string;
  endDate: string;
}

/** A visitor's week request, through the public form's POST /api/week-requests. */
export async function createWeekRequest(
  api: APIRequestContext,
  random: Random,
  opts: Partial<CreatedWeekRequest> = {},
): Promise<CreatedWeekRequest> {
  const locations = (await (await api.get('/api/vidanta/locations')).json()) as Named[];
  const now = new Date();
  const row = makeWeekRequest(random, random.pick(locations).name, todayIso(now), now);
  const request = {
    name: opts.name ?? row.name,
    email: opts.email ?? journeyEmail('request'),
    preferredLocation: opts.preferredLocation ?? row.preferredLocation,
    startDate: opts.startDate ?? row.startDate,
    endDate: opts.endDate ?? row.endDate,
  };
  const res = await api.post('/api/week-requests', {
    data: { ...request, additionalDetails: row.additionalDetails },
  });
  expect(res.status(), `create week request: ${await res.text()}`).toBe(201);
  return request;
}

export interface CreatedLead {
  kind: 'week' | 'property';
  email: string;
  message: string;
}

/** A visitor's interest in a week or a listing, through the public POST (the seeder's message texts). */
export async function createLead(
  api: APIRequestContext,
  random: Random,
  about: { weekId: number } | { propertyListingId: number },
  opts: { email?: string; message?: string } = {},
): Promise<CreatedLead> {
  const now = new Date();
  const email = opts.email ?? journeyEmail('visitor');
  if ('weekId' in about) {
    const row = makeWeekInterest(random, about.weekId, now);
    const message = opts.message ?? row.message;
    const res = await api.post('/api/week-interests', { data: { weekId: about.weekId, email, message } });
    expect(res.status(), `create week interest: ${await res.text()}`).toBe(201);
    return { kind: 'week', email, message };
  }
  const row = makePropertyInterest(random, about.propertyListingId, now);
  const message = opts.message ?? row.message;
  const res = await api.post('/api/property-listing-interests', {
    data: { propertyListingId: about.propertyListingId, email, message },
  });
  expect(res.status(), `create property interest: ${await res.text()}`).toBe(201);
  return { kind: 'property', email, message };
}

const LEAD_PATHS = ['/api/week-requests', '/api/week-interests', '/api/property-listing-interests'];

/** Deletes, through the staff API, every lead (request or interest) sent from these addresses. */
export async function removeLeadsFrom(staff: APIRequestContext, emails: Iterable<string>) {
  for (const email of emails) {
    for (const path of LEAD_PATHS) {
      const res = await staff.get(`${path}?q=${encodeURIComponent(email)}&page=1&pageSize=100`);
      if (!res.ok()) continue;
      const body = (await res.json()) as { items: { id: number; email: string }[] };
      for (const lead of body.items.filter((l) => l.email === email))
        await staff.delete(`${path}/${lead.id}`);
    }
  }
}
