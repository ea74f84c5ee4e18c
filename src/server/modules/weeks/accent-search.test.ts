import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTypes, locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { contracts } from '#src/server/db/schema/contracts.ts';
import { weekInterests, weekRequests } from '#src/server/db/schema/leads.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';

/**
 * Every search a person types into ignores case and accents, on PGlite and PostgreSQL alike:
 * 'medano', 'MÉDANO' and 'Médano' are one search; a typed '%' or '_' is still a literal character.
 * The reference data spells 'Médano Sands', 'Malecón', 'Puerto Peñasco' with accents and
 * 'Mazatlan' without, so both directions are covered.
 */
let t: TestApp;
let manager: TestUser;
let dev: TestUser;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** The ids a GET answers with: a list, or the `items` of a page. */
async function idsOf(url: string, cookie?: string): Promise<number[]> {
  const res = await inject(t, { method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const items = (Array.isArray(body) ? body : body.items) as { id: number }[];
  return items.map((i) => i.id).sort((a, b) => a - b);
}

/** Each spelling finds exactly what the first (the exact one) finds, and that is not nothing. */
async function sameForAll(spellings: string[], url: (text: string) => string, cookie?: string) {
  const exact = await idsOf(url(spellings[0]), cookie);
  expect(exact.length, `'${spellings[0]}' finds something`).toBeGreaterThan(0);
  for (const spelling of spellings.slice(1)) {
    expect(await idsOf(url(spelling), cookie), `'${spelling}' finds what '${spellings[0]}' finds`).toEqual(
      exact,
    );
  }
  return exact;
}

const q = encodeURIComponent;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  const owner = await createUser(t, { active: true });

  const resortNamed = async (name: string) => {
    const [r] = await db.select().from(resorts).where(eq(resorts.name, name));
    return r;
  };
  const medano = await resortNamed('Médano Sands Residence Club');
  const malecon = await resortNamed('Malecón Sunset Tower');
  const marina = await resortNamed('Marina Mazatlan Golf & Beach Club');
  // An accented unit type, as staff may add one, for the unit-type filters.
  const [jardin] = await db
    .insert(unitTypes)
    .values({ name: 'Suite Jardín', resortId: medano.id })
    .returning({ id: unitTypes.id });
  const firstUnit = async (resortId: number) =>
    (await db.select().from(unitTypes).where(eq(unitTypes.resortId, resortId)).limit(1))[0].id;

  const rows = [
    { resort: medano, unitTypeId: jardin.id },
    { resort: medano, unitTypeId: await firstUnit(medano.id) },
    { resort: malecon, unitTypeId: await firstUnit(malecon.id) },
    { resort: marina, unitTypeId: await firstUnit(marina.id) },
  ];
  for (const [i, r] of rows.entries()) {
    const [week] = await db
      .insert(weeks)
      .values({
        userId: owner.id,
        locationId: r.resort.locationId,
        unitTypeId: r.unitTypeId,
        fromDate: day(10 + i),
        toDate: day(16 + i),
        price: 1000 + i,
        reservationCode: `ACCENT-${i}`,
      })
      .returning({ id: weeks.id });
    if (i === 0) {
      await db.insert(weekInterests).values({
        weekId: week.id,
        email: 'visitante@example.test',
        message: 'Me interesa la semana en Médano, ¿sigue disponible?',
      });
    }
  }

  await db.insert(propertyListings).values(
    ['Hotel Playa Mazatlán', 'Peñasco Dunes Lodge', 'Casa 100% Sol', 'Villa_Azul'].map((hotelName, i) => ({
      userId: owner.id,
      hotelName,
      unitSize: 'Studio',
      location: i === 1 ? 'Puerto Peñasco' : 'Mazatlán',
      price: '$10,000',
      priceValue: 10_000,
      weeksOrSeason: 'Week 12',
      description: 'A listing for the accent tests.',
    })),
  );

  const [type] = await db.select().from(contractTypes).limit(1);
  await db.insert(contracts).values({
    userId: owner.id,
    contractTypeId: type.id,
    contractNumber: 'MZ-ÑU-001',
    contractName: type.name,
    resort: medano.name,
    unitType: 'Suite Jardín',
    usageFee: 100,
    contractualWeeks: 1,
    startDate: day(0),
    totalValue: 1000,
  });

  await db.insert(weekRequests).values({
    name: 'José Núñez',
    email: 'jose@example.test',
    preferredLocation: 'Puerto Peñasco',
    startDate: day(30),
    endDate: day(37),
    additionalDetails: 'Cerca del malecón',
  });
});
afterAll(() => t.close());

describe('the week search (GET /api/weeks/search)', () => {
  const search = (params: string) => `/api/weeks/search?${params}`;

  it('finds a resort by its name typed without accents or in capitals', async () => {
    await sameForAll(['Médano', 'medano', 'MEDANO', 'MÉDANO', 'mÉdAnO'], (s) => search(`resort=${q(s)}`));
    await sameForAll(['Malecón', 'malecon', 'MALECON'], (s) => search(`resort=${q(s)}`));
  });

  it('finds an unaccented name typed with accents', async () => {
    const found = await sameForAll(['Mazatlan', 'mazatlan', 'MAZATLÁN', 'Mazatlán'], (s) =>
      search(`resort=${q(s)}`),
    );
    expect(found).toHaveLength(1);
  });

  it('matches unit types by part of the name and by the whole name, accents and case ignored', async () => {
    const part = await sameForAll(['Jardín', 'jardin', 'JARDIN'], (s) => search(`unitType=${q(s)}`));
    expect(part).toHaveLength(1);
    expect(
      await sameForAll(['Suite Jardín', 'suite jardin', 'SUITE JARDÍN'], (s) =>
        search(`unitTypeName=${q(s)}`),
      ),
    ).toEqual(part);
    // The whole name: a part of it is not the room type.
    expect(await idsOf(search('unitTypeName=jardin'))).toEqual([]);
  });

  it('keeps the destination page’s location and takes typed wildcards literally', async () => {
    const [cabos] = await t.database.db.select().from(locations).where(eq(locations.name, 'Los Cabos'));
    await sameForAll(['Médano', 'medano'], (s) => search(`locationId=${cabos.id}&resort=${q(s)}`));
    for (const wildcard of ['%', '_', 'M_dano', 'Me%ano', '\\']) {
      const res = await inject(t, { method: 'GET', url: search(`resort=${q(wildcard)}`) });
      expect(res.json().total, `resort='${wildcard}'`).toBe(0);
    }
  });
});

describe('the catalog search (GET /api/vidanta/resorts/summary)', () => {
  const summary = (s: string) => `/api/vidanta/resorts/summary?q=${q(s)}`;

  it('finds resorts by their name or their destination’s, accents and case ignored', async () => {
    expect(await sameForAll(['Médano', 'medano', 'MEDANO'], summary, manager.cookie)).toHaveLength(1);
    // Puerto Peñasco's resorts, through the destination's name.
    const penasco = await sameForAll(['Peñasco', 'penasco', 'PUERTO PENASCO'], summary, manager.cookie);
    expect(penasco.length).toBeGreaterThanOrEqual(3);
    await sameForAll(['Mazatlan', 'mazatlán', 'MAZATLÁN'], summary, manager.cookie);
  });

  it('takes typed wildcards literally', async () => {
    for (const wildcard of ['%', '_']) expect(await idsOf(summary(wildcard), manager.cookie)).toEqual([]);
  });
});

describe('the property listings', () => {
  const search = (s: string) => `/api/property-listings/search?q=${q(s)}`;

  it('find a hotel by name in the public search, accents and case ignored', async () => {
    expect(await sameForAll(['Mazatlán', 'mazatlan', 'MAZATLAN', 'MAZATLÁN'], search)).toHaveLength(1);
    expect(await sameForAll(['Peñasco', 'penasco', 'PENASCO'], search)).toHaveLength(1);
    const res = await inject(t, { method: 'GET', url: search('MAZATLAN') });
    expect(res.json()).toMatchObject({ total: 1, items: [{ hotelName: 'Hotel Playa Mazatlán' }] });
  });

  it('take a typed % or _ literally', async () => {
    const names = async (s: string) =>
      (await inject(t, { method: 'GET', url: search(s) }))
        .json()
        .items.map((l: { hotelName: string }) => l.hotelName);
    expect(await names('%')).toEqual(['Casa 100% Sol']);
    expect(await names('_')).toEqual(['Villa_Azul']);
    expect(await names('Villa%Azul')).toEqual([]);
  });

  it('find a listing by name and by location in the staff list', async () => {
    const staff = (params: string) => `/api/dev/property-listings?${params}`;
    await sameForAll(['Mazatlán', 'mazatlan', 'MAZATLÁN'], (s) => staff(`name=${q(s)}`), dev.cookie);
    const byPlace = await sameForAll(
      ['Peñasco', 'penasco', 'PUERTO PENASCO'],
      (s) => staff(`location=${q(s)}`),
      dev.cookie,
    );
    expect(byPlace).toHaveLength(1);
    expect(await idsOf(staff('name=%25'), dev.cookie)).toHaveLength(1);
  });
});

describe('the staff searches', () => {
  it('find contracts by unit type and number, accents and case ignored', async () => {
    const list = (params: string) => `/api/manager/contracts?${params}&page=1&pageSize=20`;
    const found = await sameForAll(['Jardín', 'jardin', 'JARDÍN'], (s) => list(`q=${q(s)}`), manager.cookie);
    expect(found).toHaveLength(1);
    expect(await sameForAll(['Jardín', 'jardin'], (s) => list(`unitType=${q(s)}`), manager.cookie)).toEqual(
      found,
    );
    expect(
      await sameForAll(['MZ-ÑU', 'mz-nu'], (s) => list(`contractNumber=${q(s)}`), manager.cookie),
    ).toEqual(found);
    expect(await idsOf(list('q=%25'), manager.cookie)).toEqual([]);
  });

  it('find week requests by name, place and details, and interests by message', async () => {
    const requests = (s: string) => `/api/week-requests?q=${q(s)}&page=1&pageSize=20`;
    const request = await sameForAll(['Núñez', 'nunez', 'NUNEZ', 'José'], requests, manager.cookie);
    expect(request).toHaveLength(1);
    expect(await sameForAll(['Peñasco', 'penasco', 'PENASCO'], requests, manager.cookie)).toEqual(request);
    expect(await sameForAll(['malecón', 'MALECON'], requests, manager.cookie)).toEqual(request);
    expect(await idsOf(requests('N_ez'), manager.cookie)).toEqual([]);

    const interests = (s: string) => `/api/week-interests?q=${q(s)}&page=1&pageSize=20`;
    expect(await sameForAll(['Médano', 'medano', 'MEDANO'], interests, manager.cookie)).toHaveLength(1);
  });
});
