import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a request accepts (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Compressed pages by their renderer's key (the same drawing of the same answers), newest kept. */
const compressed = new Map<string, Promise<Buffer>>();
const COMPRESSED_KEPT = 200;

/**
 * A page's HTML compressed as the browser accepts it (brotli at a fast level, else gzip). A drawn
 * page with a key is compressed once, however many ask for it at the same time: the same key is
 * the same page.
 */
export async function encodePage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string | Buffer,
  key?: string,
): Promise<string | Buffer> {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (html.length < 1024) return html;
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (!encoding) return html;
  reply.header('content-encoding', encoding);
  const compress = () =>
    encoding === 'br'
      ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzip(html, { level: 6 });
  if (!key) return compress();
  const cacheKey = `${encoding} ${key}`;
  let bytes = compressed.get(cacheKey);
  if (!bytes) {
    bytes = compress();
    compressed.set(cacheKey, bytes);
    bytes.catch(() => compressed.delete(cacheKey));
    if (compressed.size > COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value as string);
  }
  return bytes;
}
