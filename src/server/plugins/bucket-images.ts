import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { englishText } from '#src/shared/i18n/messages.ts';
import { type BucketStore, IMAGE_TYPES, IMMUTABLE } from '../storage/s3-image-store';

/** Keys the bucket can hold: folders and file names of letters, digits, dots, dashes and underscores. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;
/**
 * `/uploads/<key>` when images live in a bucket (decision 035). With a public address for the
 * bucket (a CDN), browsers are sent there for good (301, cached for a year: the key never changes);
 * without one, the object is streamed from the bucket. A key the bucket lacks is looked for on this
 * machine's disk, where images stayed until `npm run media:migrate` copied them (and where demo
 * pictures are drawn). Registered inside the static files' scope: public, no session.
 */
export function registerBucketImages(
  files: FastifyInstance,
  opts: { bucket: BucketStore; uploadsDir: string; publicUrl?: string },
) {
  files.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!KEY.test(key) || key.split('/').some((part) => part.startsWith('.'))) {
      return reply.code(404).send({ error: 'NOT_FOUND', message: englishText('request.notFound') });
    }
    if (opts.publicUrl) {
      return reply.header('cache-control', IMMUTABLE).redirect(`${opts.publicUrl}/${key}`, 301);
    }
    const object = await opts.bucket.get(key);
    if (object) {
      if (object.etag && request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).header('etag', object.etag).header('cache-control', IMMUTABLE).send();
      }
      reply.header('content-type', object.contentType).header('cache-control', IMMUTABLE);
      if (object.etag) reply.header('etag', object.etag);
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    }
    const file = path.join(opts.uploadsDir, ...key.split('/'));
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
    const found = type ? await stat(file).catch(() => null) : null;
    if (!found?.isFile())
      return reply.code(404).send({ error: 'NOT_FOUND', message: englishText('request.notFound') });
    return reply
      .header('content-type', type)
      .header('content-length', found.size)
      .header('cache-control', IMMUTABLE)
      .send(createReadStream(file));
  });
}
