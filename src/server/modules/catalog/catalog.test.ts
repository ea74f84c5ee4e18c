import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { isUnitTypeName, UNIT_TYPE_OCCUPANCY } from '#src/server/db/seed/reference-descriptions.ts';
import { createTestApp, inject, type TestApp } from '#src/server/test/app.ts';
import { LOCATIONS } from '#src/shared/constants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t.close());

describe('catalog reads', () => {
  it('lists the eight destinations as {id, name, nameEs}', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/vidanta/locations' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((l: { name: string }) => l.name)).toEqual([...LOCATIONS]);
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'name', 'nameEs']);
  });

  it('lists resorts, their locations and unit types filtered by resort', async () => {
    const resorts = (await inject(t, { method: 'GET', url: '/api/vidanta/resorts' })).json();
    expect(resorts.length).toBeGreaterThanOrEqual(16);
    expect(Object.keys(resorts[0]).sort()).toEqual(['brandId', 'id', 'locationId', 'name']);
    const first = resorts[0];

    const locs = (
      await inject(t, { method: 'GET', url: `/api/vidanta/resorts/${first.id}/locations` })
    ).json();
    expect(locs.map((l: { id: number }) => l.id)).toContain(first.locationId);

    const all = (await inject(t, { method: 'GET', url: '/api/vidanta/unit-types' })).json();
    const mine = (
      await inject(t, { method: 'GET', url: `/api/vidanta/unit-types?resortId=${first.id}` })
    ).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((u: { resortId: number }) => u.resortId === first.id)).toBe(true);
  });

  it('gives each unit type both languages and the guests it sleeps, as its description says', async () => {
    const all = (await inject(t, { method: 'GET', url: '/api/vidanta/unit-types' })).json();
    expect(Object.keys(all[0]).sort()).toEqual([
      'description',
      'descriptionEs',
      'id',
      'maxOccupancy',
      'name',
      'nameEs',
      'resortId',
    ]);
    for (const u of all as { name: string; maxOccupancy: number }[]) {
      expect(isUnitTypeName(u.name), u.name).toBe(true);
      if (isUnitTypeName(u.name)) expect(u.maxOccupancy, u.name).toBe(UNIT_TYPE_OCCUPANCY[u.name]);
    }
    expect(all.find((u: { name: string }) => u.name === 'Presidential Suite')?.maxOccupancy).toBe(10);
  });

  it('refuses a malformed resort id with 400', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/vidanta/unit-types?resortId=abc' });
    expect(res.statusCode).toBe(400);
  });

  it('counts availability per location in one list', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/vidanta/locations/availability' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(8);
    expect(body[0]).toMatchObject({ availableWeeks: 0 });
  });

  it('lists no images for a unit type without any', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/vidanta/unit-type-images/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
