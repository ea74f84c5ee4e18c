import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live. The local-disk store keeps them under DATA_DIR/uploads, which the
 * server publishes at /uploads with immutable caching; several processes can share it on a
 * mounted volume. An S3-compatible store can implement the same two calls later.
 */
export interface ImageStore {
  /** Saves the bytes under a generated key such as 'listings/<uuid>-960.webp'; returns the public URL. */
  put(key: string, data: Buffer): Promise<string>;
  /** Removes stored files by public URL; URLs this store did not write are ignored. */
  remove(urls: string[]): Promise<void>;
}

const PREFIX = '/uploads/';
/** Only what uploads created (property and unit-type photos) may be deleted: never demo pictures. */
const OWNED = /^(listings|unit-types)\/[0-9a-f-]{36}-\d+\.webp$/;

export function localImageStore(uploadsDir: string): ImageStore {
  const fileFor = (key: string) => path.join(uploadsDir, ...key.split('/'));
  return {
    async put(key, data) {
      if (!OWNED.test(key)) throw new Error(`refusing to store under an unexpected key: ${key}`);
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
      return PREFIX + key;
    },
    async remove(urls) {
      await Promise.all(
        urls
          .filter((u) => u.startsWith(PREFIX) && OWNED.test(u.slice(PREFIX.length)))
          .map((u) => rm(fileFor(u.slice(PREFIX.length)), { force: true })),
      );
    },
  };
}
