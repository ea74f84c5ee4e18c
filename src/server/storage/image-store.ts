import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDir } from './ensure-dir';

/**
 * Where uploaded images live. The local-disk store keeps them under DATA_DIR/uploads, which the
 * server publishes at /uploads with immutable caching; several processes on one machine share it.
 * The S3-compatible store (s3-image-store.ts) keeps them in a bucket that every machine reaches.
 * Either way a row keeps the image as `/uploads/<key>` (decision 035).
 */
export interface ImageStore {
  /** Saves the bytes under a generated key such as 'listings/<uuid>-960.webp'; returns the public URL. */
  put(key: string, data: Buffer): Promise<string>;
  /** Removes stored files by public URL; URLs this store did not write are ignored. */
  remove(urls: string[]): Promise<void>;
}

/**
 * Removal never fails the request that asked for it: it runs after the rows are gone (or after an
 * insert failed, whose own error is the answer), so a store that cannot remove a file (a bucket
 * that is down) leaves it, logged by count and cause (never the addresses), and the request goes on.
 */
export function removalNeverFails<T extends ImageStore>(
  store: T,
  log: { warn(obj: object, msg: string): void },
): T {
  return {
    ...store,
    async remove(urls) {
      try {
        await store.remove(urls);
      } catch (err) {
        log.warn(
          { files: urls.length, err: { message: (err as Error).message } },
          'image files could not be removed; they are left in the store',
        );
      }
    },
  };
}

export const UPLOADS_PREFIX = '/uploads/';
const PREFIX = UPLOADS_PREFIX;
/** Only what uploads created (property and unit-type photos) may be deleted: never demo pictures. */
export const OWNED_KEY = /^(listings|unit-types)\/[0-9a-f-]{36}-\d+\.webp$/;

export function localImageStore(uploadsDir: string): ImageStore {
  const fileFor = (key: string) => path.join(uploadsDir, ...key.split('/'));
  return {
    async put(key, data) {
      if (!OWNED_KEY.test(key)) throw new Error(`refusing to store under an unexpected key: ${key}`);
      const file = fileFor(key);
      await ensureDir(path.dirname(file));
      try {
        await writeFile(file, data, { flag: 'wx' });
      } catch (err) {
        // A disk that filled up mid-write leaves part of a file that no row will ever name; one
        // that already existed ('wx' refused it) is another upload's and stays.
        if ((err as { code?: string }).code !== 'EEXIST') await rm(file, { force: true }).catch(() => {});
        throw err;
      }
      return PREFIX + key;
    },
    async remove(urls) {
      await Promise.all(
        urls
          .filter((u) => u.startsWith(PREFIX) && OWNED_KEY.test(u.slice(PREFIX.length)))
          .map((u) => rm(fileFor(u.slice(PREFIX.length)), { force: true })),
      );
    },
  };
}
