import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { publicWeek } from '#src/shared/contracts/weeks.ts';
import { CATALOGUE_BATCH_ROWS } from './catalogue-build';
import { futureFrom, SORT_ORDER, selectPublicWeeks, toPublicWeek } from './queries';
import { weeksService } from './service';

let t: TestApp;
let owner: TestUser;
let nv: { locationId: number; resortId: number; unitTypeId: number };
let cabosId: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` weeks in one statement: they share one `now()`, so only their ids order them. */
async function insertWeeks(count: number, locationId: number, unitTypeId: number, offset: number) {
  await t.database.db.insert(weeks).values(
    Array.from({ length: count }, (_, i) => ({
      userId: owner.id,
      locationId,
      unitTypeId,
      fromDate: day(offset + (i % 40)),
      toDate: day(offset + (i % 40) + 6),
      price: 500 + (i % 900),
      reservationCode: `SECRET-${i}`,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  owner = await createUser(t, { active: true });
  const unitAt = async (name: string) => {
    const [loc] = await db.select().from(locations).where(eq(locations.name, name));
    const [unit] = await db
      .select({ id: unitTypes.id, resortId: resorts.id })
      .from(unitTypes)
      .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
      .where(eq(resorts.locationId, loc.id))
      .limit(1);
    return { locationId: loc.id, resortId: unit.resortId, unitTypeId: unit.id };
  };
  nv = await unitAt('Nuevo Vallarta');
  const cabos = await unitAt('Los Cabos');
  cabosId = cabos.locationId;
  // Batch boundaries (every 1,000 rows with PostgreSQL, 250 embedded) fall inside groups that only
  // the keyset's exact tie-breaks keep whole. All weeks, newest first: 300 in Los Cabos sharing one
  // created_at, 990 in Nuevo Vallarta sharing another, then 50 within one millisecond, across
  // Nuevo Vallarta's 1,000th row.
  await insertWeeks(CATALOGUE_BATCH_ROWS - 10, nv.locationId, nv.unitTypeId, 1);
  await insertWeeks(300, cabos.locationId, cabos.unitTypeId, 3);
  await insertWeeks(20, nv.locationId, nv.unitTypeId, -60); // started long ago: never listed
  // Distinct microseconds within one millisecond, older than the rest: ISO text could not tell them apart.
  await db.execute(sql`insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code, created_at)
    select ${owner.id}, ${nv.locationId}, ${nv.unitTypeId}, current_date + 2, current_date + 8, 1000 + g, 'SECRET-u',
      timestamp with time zone '2020-01-01 00:00:00.123+00' + g * interval '1 microsecond'
    from generate_series(1, 50) g`);
});
afterAll(() => t.close());

/** What these reads answered before decision 012: Drizzle's rows through the zod contract. */
async function previousAnswer(locationId?: number): Promise<string> {
  const where = locationId ? and(futureFrom(), eq(weeks.locationId, locationId)) : futureFrom();
  const rows = await selectPublicWeeks(t.database.db)
    .where(where)
    .orderBy(...SORT_ORDER.newest);
  return JSON.stringify(rows.map((r) => publicWeek.parse(toPublicWeek(r))));
}

const get = (url: string, headers: Record<string, string> = {}) => inject(t, { method: 'GET', url, headers });
const gzipGet = (url: string, headers: Record<string, string> = {}) =>
  get(url, { 'accept-encoding': 'gzip, deflate, br', ...headers });
const ids = (body: string) => (JSON.parse(body) as { id: number }[]).map((w) => w.id);

describe('GET /api/weeks/location[/:id]: one shared representation', () => {
  it('answers gzip to clients that take it, and the same bytes as before once decompressed, in the same order', async () => {
    for (const [url, locationId] of [
      ['/api/weeks/location', undefined],
      [`/api/weeks/location/${nv.locationId}`, nv.locationId],
      [`/api/weeks/location/${cabosId}`, cabosId],
    ] as const) {
      const before = await previousAnswer(locationId);
      const res = await gzipGet(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const text = gunzipSync(res.rawPayload).toString('utf8');
      expect(text).toBe(before);
      expect(text).not.toContain('SECRET');
    }
    expect(ids(await previousAnswer())).toHaveLength(CATALOGUE_BATCH_ROWS - 10 + 300 + 50);
    expect(ids(await previousAnswer(nv.locationId)).length).toBeGreaterThan(CATALOGUE_BATCH_ROWS);
  });

  it('answers identity bytes to clients that do not take gzip, with their length', async () => {
    for (const [url, locationId] of [
      ['/api/weeks/location', undefined],
      [`/api/weeks/location/${nv.locationId}`, nv.locationId],
    ] as const) {
      for (const headers of [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'gzip;q=0, *' },
      ] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.body).toBe(await previousAnswer(locationId));
      }
    }
  });

  it('decompresses for many identity clients at once, a few at a time, and answers them all', async () => {
    const before = await previousAnswer();
    const answers = await Promise.all(Array.from({ length: 7 }, () => get('/api/weeks/location')));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(before);
    }
    // Every turn was given back: later clients are not left waiting.
    expect((await get('/api/weeks/location')).body).toBe(before);
  });

  it('answers 304 to a matching If-None-Match, with either encoding’s tag', async () => {
    const zipped = await gzipGet('/api/weeks/location');
    const plain = await get('/api/weeks/location');
    const zippedTag = String(zipped.headers.etag);
    const plainTag = String(plain.headers.etag);
    expect(zippedTag).toMatch(/^".+"$/);
    expect(zippedTag).not.toBe(plainTag);
    for (const tag of [zippedTag, plainTag, `W/${zippedTag}`, `"other", ${plainTag}`, '*']) {
      const res = await gzipGet('/api/weeks/location', { 'if-none-match': tag });
      expect(res.statusCode, tag).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(zippedTag);
    }
    expect((await get('/api/weeks/location', { 'if-none-match': plainTag })).statusCode).toBe(304);
    const other = await gzipGet(`/api/weeks/location/${cabosId}`, { 'if-none-match': zippedTag });
    expect(other.statusCode).toBe(200);
    expect((await gzipGet('/api/weeks/location', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('shows a week created or deleted through the API at once, with a new ETag', async () => {
    const before = await gzipGet('/api/weeks/location');
    const beforeAt = await gzipGet(`/api/weeks/location/${nv.locationId}`);
    const created = await inject(t, {
      method: 'POST',
      url: '/api/weeks',
      cookie: owner.cookie,
      payload: { ...nv, fromDate: day(90), toDate: day(96), price: 4321, reservationCode: 'NEW-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;

    const after = await gzipGet('/api/weeks/location', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(ids(gunzipSync(after.rawPayload).toString())[0]).toBe(id);
    const at = await get(`/api/weeks/location/${nv.locationId}`);
    expect(ids(at.body)[0]).toBe(id);
    expect(at.body).toBe(await previousAnswer(nv.locationId));

    const removed = await inject(t, { method: 'DELETE', url: `/api/weeks/${id}`, cookie: owner.cookie });
    expect(removed.statusCode).toBe(200);
    const gone = await gzipGet(`/api/weeks/location/${nv.locationId}`);
    expect(ids(gunzipSync(gone.rawPayload).toString())).not.toContain(id);
    expect(gone.headers.etag).toBe(beforeAt.headers.etag);
    expect(ids((await get('/api/weeks/location')).body)).not.toContain(id);
  });

  it('answers an unknown location id with an empty array as before, and keeps nothing for it', async () => {
    for (const id of [999_999, 2_147_483_000]) {
      const res = await gzipGet(`/api/weeks/location/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers.etag).toBeUndefined();
    }
    // The app's own cache is not reachable from here; a service on the same database is built the same way.
    const service = weeksService(t.database.db);
    expect(await service.wholeCatalogue(999_999)).toBeUndefined();
    expect(service.catalogueKeys()).toEqual([]);
    await service.wholeCatalogue(cabosId);
    expect(service.catalogueKeys()).toEqual([cabosId]);
  });

  it('keeps malformed ids a 400', async () => {
    for (const id of ['abc', '-1', '0']) {
      expect((await get(`/api/weeks/location/${id}`)).statusCode, id).toBe(400);
    }
  });
});
