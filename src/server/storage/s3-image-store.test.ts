import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrls } from '#src/shared/images.ts';
import { buildApp } from '../app';
import { migrateMedia } from '../cli/media-migrate';
import { loadConfig } from '../config';
import { unitTypeImages } from '../db/schema/catalog';
import { seedReferenceData } from '../db/seed/reference';
import { createTestApp, createUser, inject, type TestApp, type TestUser, uniqueName } from '../test/app';
import { formBody, type UploadFile } from '../test/multipart';
import { startS3Peer } from '../test/s3-peer';
import { s3ImageStore } from './s3-image-store';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();

const listing = {
  hotelName: 'Casa En La Nube',
  unitSize: 'One-Bedroom Suite',
  location: 'Los Cabos',
  price: '$12,000 USD',
  weeksOrSeason: 'Week 30',
  description: 'Photos kept in the bucket.',
};

describe('images in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let t: TestApp;
  let owner: TestUser;
  let manager: TestUser;
  let unitTypeId: number;

  beforeAll(async () => {
    s3 = await startS3Peer();
    t = await createTestApp(s3.env);
    await seedReferenceData(t.database.db);
    owner = await createUser(t, { active: true });
    manager = await createUser(t, { role: 'manager', active: true });
    const [resort] = (await inject(t, { method: 'GET', url: '/api/vidanta/resorts' })).json();
    const created = await inject(t, {
      method: 'POST',
      url: '/api/vidanta/unit-types',
      cookie: manager.cookie,
      payload: { name: uniqueName('Loft '), resortId: resort.id },
    });
    unitTypeId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const localFiles = () => {
    const dir = path.join(t.config.dataDir, 'uploads');
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp'))
      : [];
  };
  const post = async (url: string, who: TestUser, files: UploadFile[], fields: Record<string, string>) => {
    const { contentType, payload } = await formBody(fields, files);
    return inject(t, {
      method: 'POST',
      url,
      cookie: who.cookie,
      headers: { 'content-type': contentType },
      payload,
    });
  };

  it('stores a listing’s photos in the bucket, serves them for a year, and deletes them with it', async () => {
    const res = await post(
      '/api/property-listings',
      owner,
      [
        { name: 'a.jpg', data: await photo(1200, 800) },
        { name: 'b.jpg', data: await photo(800, 1200) },
      ],
      listing,
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; imageUrls: string[] };
    const every = created.imageUrls.flatMap(imageVariantUrls);
    expect(every.length).toBeGreaterThan(2);
    expect(await s3.keys('listings/')).toEqual(every.map((u) => u.replace('/uploads/', '')).sort());
    // Nothing on this machine's disk: another machine serves the same photo from the bucket.
    expect(localFiles()).toEqual([]);

    const image = await inject(t, { method: 'GET', url: created.imageUrls[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    const again = await inject(t, {
      method: 'GET',
      url: created.imageUrls[0],
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const removed = await inject(t, {
      method: 'DELETE',
      url: `/api/property-listings/${created.id}`,
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.keys('listings/')).toEqual([]);
    expect((await inject(t, { method: 'GET', url: created.imageUrls[0] })).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket when one photo of an upload is refused', async () => {
    const res = await post(
      '/api/property-listings',
      owner,
      [
        { name: 'good.jpg', data: await photo(900, 600) },
        { name: 'bad.jpg', data: 'not a picture at all' },
      ],
      listing,
    );
    expect(res.statusCode).toBe(400);
    expect(await s3.keys('listings/')).toEqual([]);
  });

  it('stores, serves and deletes unit-type pictures the same way', async () => {
    const res = await post(
      '/api/vidanta/unit-type-images',
      manager,
      [{ name: 'room.jpg', data: await photo(1000, 700) }],
      {
        unitTypeId: String(unitTypeId),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(unitTypeImages)
      .where(eq(unitTypeImages.unitTypeId, unitTypeId));
    const keys = await s3.keys('unit-types/');
    expect(keys.length).toBeGreaterThan(0);
    expect((await inject(t, { method: 'GET', url: row.imageUrl })).statusCode).toBe(200);
    const removed = await inject(t, {
      method: 'DELETE',
      url: `/api/vidanta/unit-type-images/${row.id}`,
      cookie: manager.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.keys('unit-types/')).toEqual([]);
  });

  it('refuses keys outside the bucket’s layout', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/listings/.hidden',
      '/uploads/nothing-here.webp',
    ]) {
      expect((await inject(t, { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('images behind a CDN in front of the bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Peer();
    t = await createTestApp({ ...s3.env, MEDIA_PUBLIC_URL: 'https://media.semana.example/photos/' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('sends browsers to the CDN for good, and the page policy lets them load from it', async () => {
    const res = await inject(t, {
      method: 'GET',
      url: '/uploads/listings/0b5e3f7e-4d0c-4a4e-9a43-2f1a1d1b9c11-960.webp',
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(
      'https://media.semana.example/photos/listings/0b5e3f7e-4d0c-4a4e-9a43-2f1a1d1b9c11-960.webp',
    );
    expect(res.headers['cache-control']).toContain('immutable');
    const page = await inject(t, { method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /img-src [^;]*https:\/\/media\.semana\.example/,
    );
  });
});

describe('npm run media:migrate', () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Peer();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('copies an install’s images from disk to the bucket, again safely, and the bucket then serves them', async () => {
    const owner = await createUser(t, { active: true });
    const { contentType, payload } = await formBody(listing, [
      { name: 'a.jpg', data: await photo(1000, 700) },
    ]);
    const res = await inject(t, {
      method: 'POST',
      url: '/api/property-listings',
      cookie: owner.cookie,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [url] = (res.json() as { imageUrls: string[] }).imageUrls;
    const onDisk = imageVariantUrls(url).map((u) => u.replace('/uploads/', ''));

    const s3Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, ...s3.env });
    if (s3Config.media.kind !== 's3') throw new Error('expected the bucket settings');
    const bucket = s3ImageStore(s3Config.media);
    const uploadsDir = path.join(t.config.dataDir, 'uploads');
    try {
      const first = await migrateMedia(uploadsDir, bucket, t.database.db, () => {});
      expect(first).toMatchObject({ copied: onDisk.length, present: 0, missing: [] });
      expect(await s3.keys('listings/')).toEqual(onDisk.sort());
      const second = await migrateMedia(uploadsDir, bucket, t.database.db, () => {});
      expect(second).toMatchObject({ copied: 0, present: onDisk.length, missing: [] });
    } finally {
      bucket.close();
    }

    // A server configured for the bucket serves the old address from it, with the disk emptied.
    rmSync(path.join(uploadsDir, 'listings'), { recursive: true, force: true });
    const app = await buildApp({
      config: s3Config,
      database: t.database,
      sessionSecret: 'test-secret-'.padEnd(48, 'x'),
      logger: false,
    });
    try {
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    } finally {
      await app.close();
    }
  });
});
