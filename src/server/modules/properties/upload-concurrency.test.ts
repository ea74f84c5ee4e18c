import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { BUSY_MESSAGE } from '#src/server/storage/image-jobs.ts';
import { UPLOADS_BUSY_MESSAGE, UPLOADS_PER_ACCOUNT_MESSAGE } from '#src/server/storage/upload-slots.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { formBody } from '#src/server/test/multipart.ts';
import {
  filePart,
  heldUpload,
  listingFields,
  multipartBody,
  postListing,
  textPart,
} from '#src/server/test/upload-fixtures.ts';
import { englishText } from '#src/shared/i18n/messages.ts';

/** One photo decoded at a time and one upload allowed to wait (decision 015). */
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    IMAGE_JOBS_CONCURRENCY: '1',
    IMAGE_JOBS_QUEUE: '1',
    IMAGE_JOBS_WAIT_SECONDS: '60',
    // Room for all six uploads to be received, so that the job queue is what refuses some.
    UPLOADS_IN_FLIGHT: '10',
    UPLOADS_PER_ACCOUNT: '10',
  });
  owner = await createUser(t, { active: true });
});
afterAll(() => t.close());

/** A grainy 2400 × 1800 JPEG: large enough that decoding it takes a while. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 100 + seed * 10, sigma: 20 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

const uploadBody = (photos: Buffer[]) =>
  formBody(
    {
      hotelName: 'Queue Bay Resort',
      unitSize: 'Studio',
      location: 'Cancún',
      price: '$9,000 USD',
      weeksOrSeason: 'Week 20',
      description: 'Parallel uploads.',
    },
    photos.map((data, i) => ({ name: `p${i}.jpg`, data })),
  );

const filesUnder = (...parts: string[]) => {
  const dir = path.join(t.config.dataDir, ...parts);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/property-listings under load', () => {
  it('parallel uploads beyond the job limit and queue get 503 with Retry-After; the rest succeed; nothing is left behind', async () => {
    const body = await uploadBody(await Promise.all([0, 1, 2].map(photo)));
    const responses = await Promise.all(Array.from({ length: 6 }, () => postListing(t, owner.cookie, body)));
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 503);
    expect(created.length + refused.length, responses.map((r) => r.body).join('\n')).toBe(6);
    // One ran, one waited its turn: at least those two succeed, and the queue was full for some.
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('60');
      expect(r.json()).toMatchObject({ code: 'UNAVAILABLE', message: englishText(BUSY_MESSAGE) });
    }

    const rows = await t.database.db.select({ id: propertyListings.id }).from(propertyListings);
    expect(rows).toHaveLength(created.length);
    // Three variants of three photos per created listing, nothing for the refused ones.
    expect(filesUnder('uploads', 'listings')).toHaveLength(created.length * 9);
    expect(filesUnder('tmp')).toEqual([]);

    const after = await postListing(t, owner.cookie, body);
    expect(after.statusCode, 'the server recovers once the queue drains').toBe(201);
  });
});

/** An upload's parts with one small JPEG, and the byte count that stops in the middle of that file. */
async function slowBody() {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const body = multipartBody([
    ...Object.entries(listingFields).map(([k, v]) => textPart(k, v)),
    filePart('images', 'slow.jpg', jpeg),
  ]);
  return { body, firstBytes: body.payload.length - 200 };
}

/** Uploads held open on real connections, the way a slow phone (or an attacker trickling) holds them. */
describe('uploads in flight are bounded before their bodies are read', () => {
  let s: TestApp;
  let port: number;
  const open: ReturnType<typeof heldUpload>[] = [];

  beforeAll(async () => {
    // Three uploads at once per process; the per-account bound keeps its default of two.
    s = await createTestApp({ UPLOADS_IN_FLIGHT: '3' });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const h of open) h.destroy();
    await s.close();
  });

  const hold = async (user: TestUser) => {
    const { body, firstBytes } = await slowBody();
    const held = heldUpload(port, user.cookie, body, firstBytes);
    open.push(held);
    return { held, rest: body.payload.subarray(firstBytes) };
  };
  /** Waits until the server has taken the held uploads' slots (they are received concurrently). */
  const untilInFlight = async (n: number) => {
    for (let i = 0; i < 200 && uploadDirs() < n; i++) await sleep(10);
    expect(uploadDirs()).toBe(n);
  };
  const uploadDirs = () => {
    const dir = path.join(s.config.dataDir, 'tmp');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const listings = async () =>
    (await s.database.db.select({ id: propertyListings.id }).from(propertyListings)).length;

  it('answers 429 beyond two uploads for one account and 503 beyond the process limit, without waiting for the body; nothing is stored', async () => {
    const [a, b, c] = [
      await createUser(s, { active: true }),
      await createUser(s, { active: true }),
      await createUser(s, { active: true }),
    ];
    const first = await hold(a);
    const second = await hold(a);
    await untilInFlight(2);

    // A third upload from the same account: refused on its headers, the 10 MB it announces never read.
    const { body } = await slowBody();
    const tooMany = heldUpload(port, a.cookie, { ...body, payload: Buffer.alloc(10 * 1024 * 1024) }, 0);
    open.push(tooMany);
    const refused = await tooMany.answer;
    expect(refused.status, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'RATE_LIMITED',
      message: englishText(UPLOADS_PER_ACCOUNT_MESSAGE),
    });
    expect(refused.headers.connection).toBe('close');
    await tooMany.closed;
    expect(tooMany.destroyedHere()).toBe(false);

    // Another account takes the last slot; a fourth upload finds the process full.
    const third = await hold(b);
    await untilInFlight(3);
    const busy = heldUpload(port, c.cookie, { ...body, payload: Buffer.alloc(10 * 1024 * 1024) }, 0);
    open.push(busy);
    const full = await busy.answer;
    expect(full.status, full.body).toBe(503);
    expect(full.headers['retry-after']).toBe('60');
    expect(JSON.parse(full.body)).toMatchObject({
      code: 'UNAVAILABLE',
      message: englishText(UPLOADS_BUSY_MESSAGE),
    });
    await busy.closed;
    expect(busy.destroyedHere()).toBe(false);
    expect(uploadDirs(), 'the refused uploads wrote nothing').toBe(3);
    expect(await listings()).toBe(0);

    // The held uploads finish; their slots come back and the refused account is served.
    for (const { held, rest } of [first, second, third]) held.send(rest);
    for (const { held } of [first, second, third]) expect((await held.answer).status).toBe(201);
    const again = await slowBody();
    const retry = await postListing(s, c.cookie, again.body);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await listings()).toBe(4);
    expect(uploadDirs()).toBe(0);
  });

  it('gives the slot back when a client goes away mid-upload', async () => {
    const d = await createUser(s, { active: true });
    const gone = await Promise.all([hold(d), hold(d)]);
    await untilInFlight(2);
    for (const { held } of gone) held.destroy();
    for (let i = 0; i < 200 && uploadDirs() > 0; i++) await sleep(10);
    expect(uploadDirs()).toBe(0);
    const again = await slowBody();
    const res = await postListing(s, d.cookie, again.body);
    expect(res.statusCode, res.body).toBe(201);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
