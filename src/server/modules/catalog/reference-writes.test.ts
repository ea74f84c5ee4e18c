import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import {
  createTestApp,
  createUser,
  inject,
  type TestApp,
  type TestUser,
  uniqueName,
} from '#src/server/test/app.ts';
import { MAX_INT } from '#src/shared/contracts/common.ts';

let t: TestApp;
let dev: TestUser;
let manager: TestUser;
let active: TestUser;
let inactive: TestUser;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  dev = await createUser(t, { role: 'dev', active: true });
  manager = await createUser(t, { role: 'manager', active: true });
  active = await createUser(t, { active: true });
  inactive = await createUser(t, { active: false });
  locationId = (await inject(t, { method: 'GET', url: '/api/vidanta/locations' })).json()[0].id;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, who: TestUser | null = dev) =>
  inject(t, { method: 'POST', url, payload: payload as object, cookie: who?.cookie });
const get = (url: string, who: TestUser | null = null) =>
  inject(t, { method: 'GET', url, cookie: who?.cookie });

async function newResort(extra: Record<string, unknown> = {}) {
  const res = await post('/api/vidanta/resorts', { name: uniqueName('Resort '), locationId, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; brandId: number; locationId: number };
}

describe('POST /api/vidanta/resorts', () => {
  it('creates a resort from string ids, on brand 1 by default, linked to its destination', async () => {
    const name = uniqueName('Grand Test ');
    const res = await post('/api/vidanta/resorts', { name: `  ${name} `, locationId: String(locationId) });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), name, brandId: 1, locationId });

    const links = (await get(`/api/vidanta/resorts/${created.id}/locations`)).json();
    expect(links.map((l: { id: number }) => l.id)).toEqual([locationId]);
    // The public list is cached; a create in this process shows at once.
    const all = (await get('/api/vidanta/resorts')).json();
    expect(all).toContainEqual(created);
  });

  it('takes a brand id given as a string', async () => {
    const brands = (await get('/api/brands')).json();
    expect(brands.length).toBeGreaterThan(1);
    expect(Object.keys(brands[0]).sort()).toEqual(['id', 'name']);
    const other = brands.find((b: { id: number }) => b.id !== 1);
    const created = await newResort({ brandId: String(other.id) });
    expect(created.brandId).toBe(other.id);
  });

  it.each([
    [{ locationId: 1 }, 'name', 'Resort name is required'],
    [{ name: '   ', locationId: 1 }, 'name', 'Resort name is required'],
    [{ name: 'X' }, 'locationId', 'Location is required'],
    [{ name: 'X', locationId: '' }, 'locationId', 'Location is required'],
    [{ name: 'X', locationId: 'abc' }, 'locationId', 'Location is required'],
  ])('refuses %j with its field message', async (body, path, message) => {
    const res = await post('/api/vidanta/resorts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const created = await newResort();
    const res = await post('/api/vidanta/resorts', { name: created.name.toUpperCase(), locationId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it('refuses an unknown location or brand with 400 and a message', async () => {
    const noLocation = await post('/api/vidanta/resorts', { name: uniqueName('R'), locationId: 999_999 });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().message).toBe('Location not found');
    const noBrand = await post('/api/vidanta/resorts', {
      name: uniqueName('R'),
      locationId,
      brandId: 999_999,
    });
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().message).toBe('Brand not found');
    const tooLarge = await post('/api/vidanta/resorts', { name: 'R', locationId: MAX_INT + 1 });
    expect(tooLarge.statusCode).toBe(400);
  });
});

describe('POST /api/vidanta/unit-types', () => {
  it('creates a unit type from a string resort id and lists it at once', async () => {
    const resort = await newResort();
    const res = await post('/api/vidanta/unit-types', {
      name: 'Two Bedroom Suite',
      resortId: String(resort.id),
      description: 'Sleeps six',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Two Bedroom Suite',
      resortId: resort.id,
      description: 'Sleeps six',
      nameEs: null,
      descriptionEs: null,
      maxOccupancy: 4,
    });
    expect((await get(`/api/vidanta/unit-types?resortId=${resort.id}`)).json()).toEqual([created]);
    expect((await get('/api/vidanta/unit-types')).json()).toContainEqual(created);
  });

  it('takes the guests a unit type sleeps, as a number or a form string, and lists them', async () => {
    const resort = await newResort();
    const six = await post('/api/vidanta/unit-types', {
      name: 'Garden Villa',
      resortId: resort.id,
      maxOccupancy: 6,
    });
    expect(six.statusCode, six.body).toBe(201);
    expect(six.json()).toMatchObject({ name: 'Garden Villa', maxOccupancy: 6 });
    // One after the other: the list is in the order they were added.
    for (const [name, maxOccupancy] of [
      ['Single Room', '1'],
      ['Grand Residence', '30'],
      ['Blank Guests', ''],
    ]) {
      const res = await post('/api/vidanta/unit-types', { name, resortId: resort.id, maxOccupancy });
      expect(res.statusCode, res.body).toBe(201);
    }
    const listed = (await get(`/api/vidanta/unit-types?resortId=${resort.id}`)).json();
    expect(listed.map((u: { name: string; maxOccupancy: number }) => [u.name, u.maxOccupancy])).toEqual([
      ['Garden Villa', 6],
      ['Single Room', 1],
      ['Grand Residence', 30],
      // A blank box is no number: the default.
      ['Blank Guests', 4],
    ]);
  });

  it.each([0, 31, -1, 2.5, 'abc', '4 guests', 1e308, '99999999999999999999', true, {}, [6]])(
    'refuses %j guests with 400 and the field message',
    async (maxOccupancy) => {
      const resort = await newResort();
      const res = await post('/api/vidanta/unit-types', {
        name: 'Studio',
        resortId: resort.id,
        maxOccupancy,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toContainEqual({
        path: 'maxOccupancy',
        message: 'Guests must be a whole number from 1 to 30',
      });
      expect((await get(`/api/vidanta/unit-types?resortId=${resort.id}`)).json()).toEqual([]);
    },
  );

  it('refuses a number too large for JSON to hold, and says so in Spanish to a Spanish reader', async () => {
    const resort = await newResort();
    const res = await inject(t, {
      method: 'POST',
      url: '/api/vidanta/unit-types',
      cookie: dev.cookie,
      headers: { 'content-type': 'application/json', 'accept-language': 'es-MX' },
      payload: `{"name":"Studio","resortId":${resort.id},"maxOccupancy":1e400}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'maxOccupancy',
      message: 'El número de huéspedes debe ser un número entero del 1 al 30',
    });
  });

  it.each([
    [{ resortId: 1 }, 'name', 'Unit type name is required'],
    [{ name: '', resortId: 1 }, 'name', 'Unit type name is required'],
    [{ name: 'Studio' }, 'resortId', 'Resort is required'],
    [{ name: 'Studio', resortId: '' }, 'resortId', 'Resort is required'],
  ])('refuses %j with its field message', async (body, path, message) => {
    const res = await post('/api/vidanta/unit-types', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('refuses a duplicate name in the same resort, whatever its case, but not in another', async () => {
    const a = await newResort();
    const b = await newResort();
    expect((await post('/api/vidanta/unit-types', { name: 'Loft', resortId: a.id })).statusCode).toBe(201);
    const dup = await post('/api/vidanta/unit-types', { name: 'LOFT', resortId: a.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already has a unit type/);
    expect((await post('/api/vidanta/unit-types', { name: 'loft', resortId: b.id })).statusCode).toBe(201);
  });

  it('refuses an unknown resort with 400 and a message', async () => {
    const res = await post('/api/vidanta/unit-types', { name: 'Studio', resortId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Resort not found');
  });
});

describe('POST /api/contract-types', () => {
  it('creates a contract type that the contract form lists at once', async () => {
    const name = uniqueName('Platinum ');
    const res = await post('/api/contract-types', { name, description: 'Top tier' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name, description: 'Top tier', createdAt: expect.any(String) });
    const listed = (await get('/api/contract-types', active)).json();
    expect(listed.map((c: { name: string }) => c.name)).toContain(name);
  });

  it('refuses a missing name and a duplicate whatever its case', async () => {
    const missing = await post('/api/contract-types', { description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({ path: 'name', message: 'Contract type name is required' });
    const name = uniqueName('Gold ');
    expect((await post('/api/contract-types', { name })).statusCode).toBe(201);
    const dup = await post('/api/contract-types', { name: name.toLowerCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);
  });
});

describe('GET /api/vidanta/resorts/summary', () => {
  it('gives each resort its brand, destination and counts, searchable by name or destination', async () => {
    const resort = await newResort();
    const unit = (await post('/api/vidanta/unit-types', { name: 'Studio', resortId: resort.id })).json();
    // A new resort and unit type take weeks at once: the week form reads the same lists.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const week = await post(
      '/api/weeks',
      {
        resortId: resort.id,
        locationId,
        unitTypeId: unit.id,
        fromDate: day(30),
        toDate: day(36),
        price: 2450,
        reservationCode: 'RES-1',
      },
      active,
    );
    expect(week.statusCode).toBe(201);
    const res = await get(`/api/vidanta/resorts/summary?q=${encodeURIComponent(resort.name)}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        ...resort,
        brandName: expect.any(String),
        locationName: expect.any(String),
        unitTypes: 1,
        weeks: 1,
      },
    ]);
    const all = (await get('/api/vidanta/resorts/summary', dev)).json();
    const byLocation = (
      await get(`/api/vidanta/resorts/summary?q=${encodeURIComponent(all[0].locationName)}`, dev)
    ).json();
    expect(byLocation.length).toBeGreaterThan(0);
    expect(byLocation.length).toBeLessThanOrEqual(all.length);
    expect((await get('/api/vidanta/resorts/summary?q=%25_nothing', dev)).json()).toEqual([]);
  });
});

describe('who may manage reference data', () => {
  const writes: [string, () => Record<string, unknown>][] = [
    ['/api/vidanta/resorts', () => ({ name: uniqueName('Access '), locationId })],
    ['/api/vidanta/unit-types', () => ({ name: uniqueName('Access '), resortId: 1 })],
    ['/api/contract-types', () => ({ name: uniqueName('Access ') })],
  ];

  it.each(writes)('%s: 401 anonymous, 403 owners, 201 manager and dev', async (url, body) => {
    expect((await post(url, body(), null)).statusCode).toBe(401);
    expect((await post(url, body(), inactive)).statusCode).toBe(403);
    expect((await post(url, body(), active)).statusCode).toBe(403);
    expect((await post(url, body(), manager)).statusCode).toBe(201);
    expect((await post(url, body(), dev)).statusCode).toBe(201);
  });

  it('shows the summary to staff only and brands to anyone', async () => {
    expect((await get('/api/vidanta/resorts/summary')).statusCode).toBe(401);
    expect((await get('/api/vidanta/resorts/summary', active)).statusCode).toBe(403);
    expect((await get('/api/vidanta/resorts/summary', manager)).statusCode).toBe(200);
    expect((await get('/api/brands')).statusCode).toBe(200);
  });
});
