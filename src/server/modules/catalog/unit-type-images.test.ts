import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitTypeImages } from '#src/server/db/schema/catalog.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import {
  createTestApp,
  createUser,
  filesIn,
  inject,
  type TestApp,
  type TestUser,
  uniqueName,
} from '#src/server/test/app.ts';
import { formBody, type UploadFile } from '#src/server/test/multipart.ts';
import { imageVariantUrls } from '#src/shared/images.ts';

let t: TestApp;
let manager: TestUser;
let dev: TestUser;
let owner: TestUser;
let unitTypeId: number;
let uploadsDir: string;

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 120 } } })
    .toFormat(format)
    .toBuffer();

async function upload(
  who: TestUser | undefined,
  files: UploadFile[],
  fields: Record<string, string> = { unitTypeId: String(unitTypeId) },
) {
  const { contentType, payload } = await formBody(fields, files);
  return inject(t, {
    method: 'POST',
    url: '/api/vidanta/unit-type-images',
    cookie: who?.cookie,
    headers: { 'content-type': contentType },
    payload,
  });
}

const storedFiles = () => filesIn(t, 'uploads', 'unit-types');
const tempUploads = () => filesIn(t, 'tmp');
const rowsOf = (id: number) =>
  t.database.db.select().from(unitTypeImages).where(eq(unitTypeImages.unitTypeId, id));
const listed = async (id: number) =>
  (await inject(t, { method: 'GET', url: `/api/vidanta/unit-type-images/${id}` })).json() as {
    id: number;
    imageUrl: string;
    description: string | null;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  uploadsDir = path.join(t.config.dataDir, 'uploads');
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  owner = await createUser(t, { active: true });
  const [resort] = (await inject(t, { method: 'GET', url: '/api/vidanta/resorts' })).json();
  const created = await inject(t, {
    method: 'POST',
    url: '/api/vidanta/unit-types',
    cookie: manager.cookie,
    payload: { name: uniqueName('Loft '), resortId: resort.id },
  });
  unitTypeId = created.json().id;
});
afterAll(() => t.close());

describe('POST /api/vidanta/unit-type-images', () => {
  it('stores every picture as WebP variants and lists them at once, for managers and developers', async () => {
    const res = await upload(
      manager,
      [
        { name: 'living.jpg', data: await photo(1400, 900) },
        { name: 'terrace.png', data: await photo(800, 600, 'png') },
      ],
      { unitTypeId: String(unitTypeId), description: '  Ocean view  ' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ unitTypeId, description: 'Ocean view' });
    expect(created[0].imageUrl).toMatch(/^\/uploads\/unit-types\/[\w-]+-960\.webp$/);
    expect(storedFiles()).toHaveLength(6);
    const meta = await sharp(path.join(uploadsDir, created[0].imageUrl.replace('/uploads/', ''))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await listed(unitTypeId)).map((i) => i.id)).toEqual(created.map((i: { id: number }) => i.id));

    const byDev = await upload(dev, [{ name: 'bath.webp', data: await photo(600, 600, 'webp') }]);
    expect(byDev.statusCode, byDev.body).toBe(201);
    expect(byDev.json()[0].description).toBeNull();
    expect(await listed(unitTypeId)).toHaveLength(3);
    expect(tempUploads()).toEqual([]);
  });

  it('takes up to seven images in one upload, each with the same description', async () => {
    const before = { files: storedFiles().length, listed: (await listed(unitTypeId)).length };
    const seven = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => ({ name: `room-${i}.jpg`, data: await photo(200 + i, 150) })),
    );
    const res = await upload(dev, seven, { unitTypeId: String(unitTypeId), description: 'Master suite' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().map((i: { description: string }) => i.description)).toEqual(
      Array(7).fill('Master suite'),
    );
    expect(storedFiles()).toHaveLength(before.files + 21);
    expect(await listed(unitTypeId)).toHaveLength(before.listed + 7);
  });

  it('is for staff only', async () => {
    const before = storedFiles().length;
    expect((await upload(undefined, [{ name: 'a.jpg', data: await photo(100, 100) }])).statusCode).toBe(401);
    expect((await upload(owner, [{ name: 'a.jpg', data: await photo(100, 100) }])).statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(before);
  });

  it('stores nothing when any file is refused, when there are too many or none', async () => {
    const before = { files: storedFiles().length, rows: (await rowsOf(unitTypeId)).length };
    const good = await photo(300, 200);
    const cases: [Awaited<ReturnType<typeof upload>>, RegExp][] = [
      [
        await upload(manager, [
          { name: 'good.jpg', data: good },
          { name: 'fake.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]) },
        ]),
        /fake\.jpg/,
      ],
      [await upload(manager, [{ name: 'notes.jpg', data: 'just some text' }]), /notes\.jpg/],
      [
        await upload(
          manager,
          Array.from({ length: 8 }, (_, i) => ({ name: `p${i}.jpg`, data: good })),
        ),
        /up to 7/,
      ],
      [await upload(manager, []), /at least one image/],
    ];
    for (const [res, message] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(cases[2][0].json().message).toBe('You can only upload up to 7 images');
    expect(storedFiles()).toHaveLength(before.files);
    expect(await rowsOf(unitTypeId)).toHaveLength(before.rows);
    expect(tempUploads()).toEqual([]);
  });

  it('checks the unit type and the description: ids as strings, unknown, out of range, too long', async () => {
    const one = async () => [{ name: 'a.jpg', data: await photo(120, 80) }];
    const before = storedFiles().length;
    const unknown = await upload(manager, await one(), { unitTypeId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unit type not found');
    for (const bad of ['', 'abc', '-3', '2147483648', '99999999999999999999']) {
      const res = await upload(manager, await one(), { unitTypeId: bad });
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
    }
    expect((await upload(manager, await one(), {})).json().message).toBe('Please select a unit type');
    const long = await upload(manager, await one(), {
      unitTypeId: String(unitTypeId),
      description: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Description cannot exceed 500 characters');
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('DELETE /api/vidanta/unit-type-images/:id', () => {
  it('removes the picture and its files; a shared demo picture stays on disk', async () => {
    const res = await upload(manager, [{ name: 'gone.jpg', data: await photo(500, 400) }]);
    const [image] = res.json();
    const files = imageVariantUrls(image.imageUrl).map((u) =>
      path.join(uploadsDir, u.replace('/uploads/', '')),
    );
    expect(files.every((f) => existsSync(f))).toBe(true);

    expect(
      (await inject(t, { method: 'DELETE', url: `/api/vidanta/unit-type-images/${image.id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject(t, {
          method: 'DELETE',
          url: `/api/vidanta/unit-type-images/${image.id}`,
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(403);
    const removed = await inject(t, {
      method: 'DELETE',
      url: `/api/vidanta/unit-type-images/${image.id}`,
      cookie: dev.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect((await listed(unitTypeId)).some((i) => i.id === image.id)).toBe(false);

    const again = await inject(t, {
      method: 'DELETE',
      url: `/api/vidanta/unit-type-images/${image.id}`,
      cookie: dev.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Image not found');

    // Demo pictures are one file shared by many rows: removing a row leaves the file.
    const demoFile = path.join(uploadsDir, 'demo', 'sunrise-bay.webp');
    await mkdir(path.dirname(demoFile), { recursive: true });
    await writeFile(demoFile, await photo(10, 10, 'webp'));
    const [demoRow] = await t.database.db
      .insert(unitTypeImages)
      .values({ unitTypeId, imageUrl: '/uploads/demo/sunrise-bay.webp' })
      .returning();
    const demoRemoved = await inject(t, {
      method: 'DELETE',
      url: `/api/vidanta/unit-type-images/${demoRow.id}`,
      cookie: manager.cookie,
    });
    expect(demoRemoved.statusCode).toBe(200);
    expect(existsSync(demoFile)).toBe(true);
  });
});
