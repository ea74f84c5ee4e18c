import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentCoding } from './content-coding';

/**
 * A whole public answer held once per process and sent as is to every caller, so that memory does
 * not grow with callers × catalogue size (decision 012): the whole-catalogue week reads, the list
 * of active property listings.
 */
export interface Representation {
  /** The JSON text, gzipped: about a tenth of its identity size. */
  gzip: Buffer;
  /** Bytes of the JSON text itself, for the Content-Length of an identity answer. */
  identityBytes: number;
  /** A hash of the JSON text; the gzip answer adds `-gzip` to it. */
  tag: string;
}

const gzip = promisify(gzipCallback);

/** A representation of a JSON text small enough to hold whole while it is compressed. */
export async function representationOf(json: string): Promise<Representation> {
  return {
    gzip: await gzip(json),
    identityBytes: Buffer.byteLength(json),
    tag: createHash('sha256').update(json).digest('base64url').slice(0, 27),
  };
}

/** If-None-Match compared weakly (RFC 9110 13.1.2): either encoding's tag of this build matches. */
function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const t = raw.trim().replace(/^W\//, '');
    return t === '*' || t === `"${tag}"` || t === `"${tag}-gzip"`;
  });
}

const SLICE_BYTES = 64 * 1024;

/**
 * The shared Buffer as a stream of 64 kB views into it (never copies). Written whole, 60 answers
 * of 3.4 MB would each hand the kernel megabytes in one synchronous write, all in the tick their
 * build finished; in slices, each socket takes its next one when it drains.
 */
function slices(buffer: Buffer): Readable {
  let offset = 0;
  return new Readable({
    read() {
      const end = Math.min(offset + SLICE_BYTES, buffer.length);
      this.push(offset < end ? buffer.subarray(offset, end) : null);
      offset = end;
    },
  });
}

/**
 * Decompressions running at once for clients that do not take gzip; the others wait their turn.
 * Each one keeps a libuv thread busy: unbounded, 60 of them took the CPU from the event loop and
 * the health probe waited seconds. A turn ends when its answer is written, or after
 * GUNZIP_TURN_MS: a client that reads slowly costs little CPU (its stream waits for the socket)
 * and must not hold the line for everyone behind it.
 */
const GUNZIP_AT_ONCE = 2;
const GUNZIP_TURN_MS = 5_000;
let gunzipping = 0;
const waitingForGunzip: (() => void)[] = [];

async function gunzipTurn(): Promise<() => void> {
  if (gunzipping < GUNZIP_AT_ONCE) gunzipping++;
  else await new Promise<void>((resolve) => waitingForGunzip.push(resolve));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    const next = waitingForGunzip.shift();
    if (next) next();
    else gunzipping--;
  };
  const timer = setTimeout(release, GUNZIP_TURN_MS);
  timer.unref();
  return release;
}

/**
 * Sends a shared representation: the gzip Buffer itself, in views, to clients that take gzip (no
 * copy per request), else a gunzip stream of it whose output waits for the socket, so each such
 * connection holds a few 64 kB buffers whatever the catalogue's size.
 */
export async function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  // By default stored by browsers and proxies, but asked about again each time: the ETag makes that a 304.
  cacheControl = 'no-cache',
) {
  const gzip = contentCoding(request.headers['accept-encoding'], ['gzip', 'identity']) === 'gzip';
  reply
    .header('vary', 'Accept-Encoding')
    .header('etag', gzip ? `"${rep.tag}-gzip"` : `"${rep.tag}"`)
    .header('cache-control', cacheControl);
  if (matchesTag(request.headers['if-none-match'], rep.tag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (gzip) {
    return reply
      .header('content-encoding', 'gzip')
      .header('content-length', rep.gzip.length)
      .send(slices(rep.gzip));
  }
  const release = await gunzipTurn();
  const body = createGunzip({ chunkSize: SLICE_BYTES });
  // Whichever comes first: the answer written, or the client gone (while waiting or reading).
  body.once('close', release);
  reply.raw.once('close', release);
  if (reply.raw.destroyed) release();
  body.end(rep.gzip);
  return reply.header('content-length', rep.identityBytes).send(body);
}
