import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { RESORTS } from '#src/server/db/seed/reference-data.ts';
import {
  createTestApp,
  createUser,
  inject,
  type TestApp,
  type TestUser,
  uniqueName,
} from '#src/server/test/app.ts';

// Reference data in both languages (decision 046): the seeded catalogue ships its Spanish, staff
// edit both languages, and a Spanish page finds every name's Spanish in one small answer.

let t: TestApp;
let manager: TestUser;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  manager = await createUser(t, { role: 'manager', active: true });
  owner = await createUser(t, { active: true });
}, 180_000);
afterAll(() => t.close());

const get = (url: string) => inject(t, { method: 'GET', url, cookie: manager.cookie });
const patch = (url: string, payload: object, who: TestUser | null = manager) =>
  inject(t, { method: 'PATCH', url, payload, cookie: who?.cookie });

interface Row {
  id: number;
  name: string;
  nameEs: string | null;
  description?: string | null;
  descriptionEs?: string | null;
}

describe('the seeded catalogue in Spanish', () => {
  it('names Mazatlán with its accent, and every unit type and contract type in Spanish', async () => {
    const locations: Row[] = (await get('/api/vidanta/locations')).json();
    expect(locations.find((l) => l.name === 'Mazatlan')?.nameEs).toBe('Mazatlán');
    const unitTypes: Row[] = (await get('/api/vidanta/unit-types')).json();
    expect(unitTypes.length).toBe(RESORTS.flatMap((r) => r.unitTypes).length);
    for (const u of unitTypes) {
      expect(u.nameEs, u.name).toBeTruthy();
      expect(u.descriptionEs, u.name).toMatch(/^Para \d+ personas/);
    }
    expect(unitTypes.find((u) => u.name === 'Two-Bedroom Suite')?.nameEs).toBe('Suite de dos recámaras');
    const types: Row[] = (await get('/api/contract-types')).json();
    expect(types.find((c) => c.name === 'Fixed Week')).toMatchObject({ nameEs: 'Semana fija' });
    for (const c of types) expect(c.descriptionEs, c.name).toBeTruthy();
  });

  it('fills the Spanish of rows seeded before it existed, and keeps what staff wrote', async () => {
    await t.database.db.execute(sql`update unit_types set name_es = null, description_es = null`);
    await t.database.db.execute(
      sql`update locations set name_es = 'Mazatlán (puerto)' where name = 'Mazatlan'`,
    );
    await seedReferenceData(t.database.db);
    const unitTypes: Row[] = (await get('/api/vidanta/unit-types')).json();
    expect(unitTypes.every((u) => u.nameEs && u.descriptionEs)).toBe(true);
    const locations: Row[] = (await get('/api/vidanta/locations')).json();
    expect(locations.find((l) => l.name === 'Mazatlan')?.nameEs).toBe('Mazatlán (puerto)');
    await t.database.db.execute(sql`update locations set name_es = 'Mazatlán' where name = 'Mazatlan'`);
  });

  it('GET /api/reference-names/es answers every Spanish name by id and by English name', async () => {
    const res = await get('/api/reference-names/es');
    expect(res.statusCode).toBe(200);
    const names = res.json();
    const mazatlan = ((await get('/api/vidanta/locations')).json() as Row[]).find(
      (l) => l.name === 'Mazatlan',
    );
    expect(names.locations[String(mazatlan?.id)]).toBe('Mazatlán');
    expect(names.byEnglish['Two-Bedroom Suite']).toBe('Suite de dos recámaras');
    expect(names.byEnglish['Points-Based']).toBe('Por puntos');
  });
});

describe('staff edit both languages', () => {
  it('a manager edits a unit type in English and Spanish; the lists and the names map follow at once', async () => {
    const [unitType]: Row[] = (await get('/api/vidanta/unit-types')).json();
    const name = uniqueName('Ocean Loft ');
    const res = await patch(`/api/vidanta/unit-types/${unitType.id}`, {
      name,
      nameEs: 'Loft frente al mar',
      description: 'Sleeps 4.',
      descriptionEs: 'Para 4 personas.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: unitType.id, name, nameEs: 'Loft frente al mar' });
    const listed = ((await get('/api/vidanta/unit-types')).json() as Row[]).find((u) => u.id === unitType.id);
    expect(listed).toMatchObject({ name, description: 'Sleeps 4.', descriptionEs: 'Para 4 personas.' });
    expect((await get('/api/reference-names/es')).json().unitTypes[String(unitType.id)]).toBe(
      'Loft frente al mar',
    );
    // A blank Spanish falls back to the English.
    const cleared = await patch(`/api/vidanta/unit-types/${unitType.id}`, { name, nameEs: '  ' });
    expect(cleared.json()).toMatchObject({ nameEs: null, description: null, descriptionEs: null });
  });

  /** A unit type of its own, on a seeded resort, that sleeps `guests`. */
  async function ownUnitType(guests: number) {
    const [resort] = (await get('/api/vidanta/resorts')).json();
    const res = await inject(t, {
      method: 'POST',
      url: '/api/vidanta/unit-types',
      cookie: manager.cookie,
      payload: { name: uniqueName('Guest Suite '), resortId: resort.id, maxOccupancy: guests },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Row & { maxOccupancy: number };
  }
  const listedUnitType = async (id: number) =>
    ((await get('/api/vidanta/unit-types')).json() as Row[]).find((u) => u.id === id);

  it('a manager sets the guests a unit type sleeps; an edit that leaves them out keeps them', async () => {
    const unitType = await ownUnitType(5);
    const url = `/api/vidanta/unit-types/${unitType.id}`;
    const res = await patch(url, { name: unitType.name, nameEs: 'Suite de huéspedes', maxOccupancy: 9 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: unitType.id, nameEs: 'Suite de huéspedes', maxOccupancy: 9 });
    expect(await listedUnitType(unitType.id)).toMatchObject({ maxOccupancy: 9 });
    // The form sends its box's text; a blank box, null or no field leaves the number as it was.
    const { name } = unitType;
    expect((await patch(url, { name, maxOccupancy: '12' })).json()).toMatchObject({ maxOccupancy: 12 });
    expect((await patch(url, { name, maxOccupancy: '' })).json()).toMatchObject({ maxOccupancy: 12 });
    expect((await patch(url, { name, maxOccupancy: null })).json()).toMatchObject({ maxOccupancy: 12 });
    expect((await patch(url, { name })).json()).toMatchObject({ maxOccupancy: 12 });
    expect(await listedUnitType(unitType.id)).toMatchObject({ maxOccupancy: 12 });
  });

  it.each([0, 31, -4, 2.5, 'abc', '2.5', 1e12, '99999999999999999999', false])(
    'refuses %j guests with 400 and its message, and changes nothing',
    async (guests) => {
      const unitType = await ownUnitType(3);
      const res = await patch(`/api/vidanta/unit-types/${unitType.id}`, {
        name: `${unitType.name} edited`,
        maxOccupancy: guests,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toContainEqual({
        path: 'maxOccupancy',
        message: 'Guests must be a whole number from 1 to 30',
      });
      expect(await listedUnitType(unitType.id)).toMatchObject({ name: unitType.name, maxOccupancy: 3 });
    },
  );

  it('contract types take no guests: their edit ignores the field', async () => {
    const created = await inject(t, {
      method: 'POST',
      url: '/api/contract-types',
      cookie: manager.cookie,
      payload: { name: uniqueName('Seasonal ') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const type: Row = created.json();
    const res = await patch(`/api/contract-types/${type.id}`, { name: type.name, maxOccupancy: 99 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('maxOccupancy');
  });

  it('a contract type and a destination too', async () => {
    const [type]: Row[] = (await get('/api/contract-types')).json();
    const res = await patch(`/api/contract-types/${type.id}`, {
      name: type.name,
      nameEs: 'Tipo editado',
      description: type.description ?? '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: type.name, nameEs: 'Tipo editado' });
    const [place]: Row[] = (await get('/api/vidanta/locations')).json();
    const renamed = await patch(`/api/vidanta/locations/${place.id}`, { nameEs: 'Nuevo Vallarta, Nayarit' });
    expect(renamed.json()).toEqual({ id: place.id, name: place.name, nameEs: 'Nuevo Vallarta, Nayarit' });
    await patch(`/api/vidanta/locations/${place.id}`, { nameEs: place.nameEs ?? '' });
  });

  it('refuses anonymous callers and owners, a blank English name, a taken name and an unknown row', async () => {
    const [unitType]: Row[] = (await get('/api/vidanta/unit-types')).json();
    const url = `/api/vidanta/unit-types/${unitType.id}`;
    expect((await patch(url, { name: 'X' }, null)).statusCode).toBe(401);
    expect((await patch(url, { name: 'X' }, owner)).statusCode).toBe(403);
    const blank = await patch(url, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0]).toMatchObject({ path: 'name', message: 'Name is required' });
    const types: Row[] = (await get('/api/contract-types')).json();
    const taken = await patch(`/api/contract-types/${types[0].id}`, { name: types[1].name });
    expect(taken.statusCode).toBe(409);
    expect((await patch('/api/vidanta/unit-types/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await patch('/api/vidanta/locations/999999', { nameEs: 'X' })).statusCode).toBe(404);
  });
});
