import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { type ImageStore, OWNED_KEY, UPLOADS_PREFIX } from './image-store';

type S3Settings = Extract<Config['media'], { kind: 's3' }>;

/** The picture types kept under /uploads, by file ending (uploads are WebP; demo pictures may differ). */
export const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/** Every stored image is written once under a name of its own: caches may keep it forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An object read from the bucket, to be streamed to a browser. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
}

export interface BucketStore extends ImageStore {
  /** The object under `key`, or null when the bucket has none. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether the bucket holds `key`. */
  has(key: string): Promise<boolean>;
  /** Writes any key (the migration copies demo pictures too); `put` takes only uploads' keys. */
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  close(): void;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/**
 * Uploaded images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), through the official
 * SDK. Keys are the same as on disk ('listings/<uuid>-960.webp'), and rows keep the same
 * `/uploads/<key>` address: the server streams the object from there, or sends browsers to
 * MEDIA_PUBLIC_URL when a CDN fronts the bucket.
 */
export function s3ImageStore(settings: S3Settings): BucketStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Only the checksums every S3-compatible service understands.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const write = async (key: string, data: Buffer, contentType: string) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  };
  return {
    async put(key, data) {
      if (!OWNED_KEY.test(key)) throw new Error(`refusing to store under an unexpected key: ${key}`);
      await write(key, data, 'image/webp');
      return UPLOADS_PREFIX + key;
    },
    write,
    async remove(urls) {
      const keys = urls
        .filter((u) => u.startsWith(UPLOADS_PREFIX))
        .map((u) => u.slice(UPLOADS_PREFIX.length))
        .filter((k) => OWNED_KEY.test(k));
      const results = await Promise.allSettled(
        keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
      );
      const failed = results.find((r) => r.status === 'rejected' && !missing(r.reason));
      if (failed) throw (failed as PromiseRejectedResult).reason;
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          contentLength: out.ContentLength,
          etag: out.ETag,
        };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    close: () => client.destroy(),
  };
}
