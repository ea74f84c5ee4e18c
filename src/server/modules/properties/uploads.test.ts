import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  filesIn,
  inject,
  type TestApp,
  type TestUser,
} from '#src/server/test/app.ts';
import { encodeForm, imageForm, type UploadFile } from '#src/server/test/multipart.ts';
import { imageVariantUrls } from '#src/shared/images.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let dev: TestUser;
let inactive: TestUser;
let uploadsDir: string;
let _port: number;

const fields = {
  hotelName: 'Casa Marina Grand Resort',
  unitSize: 'Two-Bedroom Suite',
  location: 'Nuevo Vallarta',
  price: '$18,500 USD',
  weeksOrSeason: 'Week 12 (March)',
  description: 'Ocean-view suite with a full kitchen, sleeps six.',
};

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG carrying GPS coordinates, an owner tag and orientation 6 (rotated 90° on display). */
const gpsJpeg = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'owner-secret-tag' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '20/1 41/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '105/1 17/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A tiny PNG whose header claims 20000 × 20000 pixels: a decompression bomb by declaration. */
async function bombPng(): Promise<Buffer> {
  const png = Buffer.from(await photo(8, 8, 'png'));
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const form = (files: UploadFile[], extra: Record<string, string> = fields) => imageForm(extra, files);

async function upload(who: TestUser | undefined, body: FormData) {
  const { contentType, payload } = await encodeForm(body);
  return inject(t, {
    method: 'POST',
    url: '/api/property-listings',
    cookie: who?.cookie,
    headers: { 'content-type': contentType },
    payload,
  });
}

const storedFiles = () => filesIn(t, 'uploads', 'listings');
const tempUploads = () => filesIn(t, 'tmp');

beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = path.join(t.config.dataDir, 'uploads');
  owner = await createUser(t, { active: true });
  other = await createUser(t, { active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  inactive = await createUser(t);
  // Some tests need a real connection, to send a body slowly and see when the server answers.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  _port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('POST /api/property-listings', () => {
  it('stores JPEG, PNG and WebP photos as WebP variants without metadata, upright', async () => {
    const source = await gpsJpeg();
    // The source really carries a GPS block (tag 0x8825, little-endian) and the owner tag.
    const sourceExif = (await sharp(source).metadata()).exif?.toString('latin1') ?? '';
    expect(sourceExif).toContain('\x25\x88');
    expect(sourceExif).toContain('owner-secret-tag');
    const res = await upload(
      owner,
      form([
        { name: 'beach.jpg', data: source },
        { name: 'pool.png', data: await photo(640, 480, 'png'), type: 'image/png' },
        { name: 'room.webp', data: await photo(2000, 1000, 'webp'), type: 'image/webp' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({ ...fields, userId: owner.id, status: 'active' });
    expect(listing.imageUrls).toHaveLength(3);
    expect(storedFiles()).toHaveLength(9);

    const first = path.join(uploadsDir, listing.imageUrls[0].replace('/uploads/', ''));
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 was applied: the 400 × 200 source is now 200 wide and 400 high.
    expect([meta.width, meta.height]).toEqual([200, 400]);
    const bytes = (await sharp(first).toBuffer()).toString('latin1');
    expect(bytes).not.toContain('owner-secret-tag');

    const big = await sharp(
      path.join(uploadsDir, imageVariantUrls(listing.imageUrls[2])[2].replace('/uploads/', '')),
    ).metadata();
    expect(big.width).toBe(1600);

    const served = await inject(t, { method: 'GET', url: listing.imageUrls[1] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');

    const pub = await inject(t, { method: 'GET', url: '/api/property-listings' });
    expect(pub.json()[0]).toMatchObject({ hotelName: fields.hotelName, imageUrls: listing.imageUrls });
  });

  it('makes the signed-in user the owner and refuses inactive and anonymous callers', async () => {
    const body = () =>
      photo(100, 100).then((data) =>
        form([{ name: 'a.jpg', data }], { ...fields, userId: String(other.id) }),
      );
    expect((await upload(undefined, await body())).statusCode).toBe(401);
    expect((await upload(inactive, await body())).statusCode).toBe(403);
    const res = await upload(owner, await body());
    expect(res.json().userId).toBe(owner.id);
  });

  it('refuses what is not a real JPEG, PNG or WebP, and stores nothing', async () => {
    const before = storedFiles().length;
    const cases = [
      { name: 'notes.jpg', data: 'just some text, not a picture' },
      {
        name: 'logo.svg',
        data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
        type: 'image/svg+xml',
      },
      { name: 'cut.jpg', data: (await photo(800, 600)).subarray(0, 2000) },
      {
        name: 'anim.gif',
        data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        type: 'image/gif',
      },
      { name: 'bomb.png', data: await bombPng(), type: 'image/png' },
    ];
    for (const c of cases) {
      // A good photo first: the bad one must make the whole listing fail, leaving nothing behind.
      const res = await upload(owner, form([{ name: 'good.jpg', data: await photo(300, 200) }, c]));
      expect(res.statusCode, c.name).toBe(400);
      expect(res.json().message, c.name).toContain('Invalid file type');
      expect(res.json().message, c.name).toContain(c.name);
    }
    expect(storedFiles().length).toBe(before);
    expect(tempUploads()).toEqual([]);
  });

  it('answers 413 for an eighth image and for a file over 20 MB, and stays healthy', async () => {
    const small = await photo(50, 50);
    const eight = await upload(
      owner,
      form(Array.from({ length: 8 }, (_, i) => ({ name: `p${i}.jpg`, data: small }))),
    );
    expect(eight.statusCode).toBe(413);
    expect(eight.json().message).toContain('up to 7 images');

    // It starts like a JPEG, so that its size, not its first bytes, is what refuses it.
    const big = Buffer.alloc(21 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff]);
    const huge = await upload(owner, form([{ name: 'huge.jpg', data: big }]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('File too large');
    expect(tempUploads()).toEqual([]);
    expect((await inject(t, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('requires at least one image and every text field, with their messages', async () => {
    const none = await upload(owner, form([]));
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toContainEqual({
      path: 'images',
      message: 'Please upload at least one image of your property',
    });
    const empty = await upload(owner, form([{ name: 'a.jpg', data: await photo(50, 50) }], {}));
    const messages = empty.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Hotel name is required',
        'Unit size is required',
        'Location is required',
        'Price is required',
        'Weeks or season information is required',
        'Description is required',
      ]),
    );
    const json = await inject(t, {
      method: 'POST',
      url: '/api/property-listings',
      cookie: owner.cookie,
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('my listings and deleting', () => {
  it('lists only the owner’s listings and deletes a listing with its files', async () => {
    const mine = (await upload(owner, form([{ name: 'a.jpg', data: await photo(120, 80) }]))).json();
    await upload(
      other,
      form([{ name: 'b.jpg', data: await photo(120, 80) }], { ...fields, hotelName: 'Other Owner Villa' }),
    );
    const list = await inject(t, {
      method: 'GET',
      url: '/api/property-listings/my-listings',
      cookie: owner.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Other Owner Villa');

    const files = imageVariantUrls(mine.imageUrls[0]).map((u) =>
      path.join(uploadsDir, u.replace('/uploads/', '')),
    );
    expect(files.every(existsSync)).toBe(true);
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/property-listings/${mine.id}`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    const del = await inject(t, {
      method: 'DELETE',
      url: `/api/property-listings/${mine.id}`,
      cookie: owner.cookie,
    });
    expect(del.statusCode).toBe(200);
    expect(files.some(existsSync)).toBe(false);

    const theirs = (
      await inject(t, { method: 'GET', url: '/api/property-listings/my-listings', cookie: other.cookie })
    ).json()[0];
    const theirFiles = (theirs.imageUrls as string[])
      .flatMap((u) => imageVariantUrls(u))
      .map((u) => path.join(uploadsDir, u.replace('/uploads/', '')));
    expect(theirFiles.length).toBeGreaterThan(0);
    expect(theirFiles.every(existsSync)).toBe(true);
    // A developer moderates anyone's listing: the row and every file of it go.
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/property-listings/${theirs.id}`, cookie: dev.cookie }))
        .statusCode,
    ).toBe(200);
    expect(theirFiles.some(existsSync)).toBe(false);
  });
});
