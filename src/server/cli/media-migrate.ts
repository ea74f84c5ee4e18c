import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { imageVariantUrls } from '#src/shared/images.ts';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/sql-rows';
import { UPLOADS_PREFIX } from '../storage/image-store';
import { type BucketStore, IMAGE_TYPES, s3ImageStore } from '../storage/s3-image-store';
import { runCli, withDatabase } from './run';

/** Every image file under `dir`, as bucket keys ('listings/<uuid>-960.webp', 'demo/beach.webp'). */
async function localKeys(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && IMAGE_TYPES[path.extname(e.name).toLowerCase()])
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Every image address the database refers to, with all its widths. */
async function referencedKeys(db: Db): Promise<string[]> {
  const rows = rowsOf<{ url: string }>(
    await db.execute(sql`select jsonb_array_elements_text(image_urls) as url from property_listings
      union select image_url from unit_type_images`),
  );
  const keys = new Set<string>();
  for (const { url } of rows)
    for (const u of imageVariantUrls(url))
      if (u.startsWith(UPLOADS_PREFIX)) keys.add(u.slice(UPLOADS_PREFIX.length));
  return [...keys].sort();
}

/**
 * Copies the images of an install that kept them on disk (DATA_DIR/uploads) into the bucket the
 * S3_* settings name (decision 035). Rows keep their `/uploads/<key>` addresses, so nothing in the
 * database changes. Safe to run again: what the bucket already holds is skipped. The local files
 * are left in place; remove them once the site serves from the bucket.
 */
export async function migrateMedia(
  uploadsDir: string,
  bucket: BucketStore,
  db: Db,
  log: (line: string) => void,
): Promise<{ copied: number; present: number; missing: string[] }> {
  let copied = 0;
  let present = 0;
  for (const key of await localKeys(uploadsDir)) {
    if (await bucket.has(key)) {
      present++;
      continue;
    }
    const data = await readFile(path.join(uploadsDir, ...key.split('/')));
    await bucket.write(key, data, IMAGE_TYPES[path.extname(key).toLowerCase()]);
    copied++;
    if (copied % 100 === 0) log(`copied ${copied} images…`);
  }
  const missing: string[] = [];
  for (const key of await referencedKeys(db)) if (!(await bucket.has(key))) missing.push(key);
  return { copied, present, missing };
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.media.kind !== 's3') {
    throw new ConfigError(
      'media:migrate copies images into a bucket: set S3_BUCKET and S3_REGION (see README).',
    );
  }
  const bucket = s3ImageStore(config.media);
  try {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const result = await withDatabase(config, 'media migration', (database) =>
      migrateMedia(uploadsDir, bucket, database.db, (line) => console.log(line)),
    );
    console.log(
      `Copied ${result.copied} images from ${uploadsDir} to bucket ${config.media.bucket}; ${result.present} were already there.`,
    );
    if (result.missing.length) {
      console.error(
        `${result.missing.length} images the database refers to are in neither place, e.g. ${result.missing.slice(0, 5).join(', ')}`,
      );
      return 1;
    }
    console.log('Every image the database refers to is in the bucket.');
    return 0;
  } finally {
    bucket.close();
  }
}

if (process.argv[1] && /media-migrate\.(ts|js)$/.test(process.argv[1])) runCli(main);
