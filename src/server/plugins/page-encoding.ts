import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cache } from '../lib/cache';
import { contentCoding } from '../lib/content-coding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Compressed = 'br' | 'gzip';
interface Drawn {
  html: string | Buffer;
  encoding: Compressed;
}

const compress = ({ html, encoding }: Drawn) =>
  encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html, { level: 6 });

/**
 * Compressed pages by coding and their renderer's key (the same drawing of the same answers): a
 * key never names other bytes, so the lifetime only lets a page nobody asks for go; the 200 most
 * recently asked for are kept.
 */
const compressed = cache<string, Buffer, Drawn>({
  name: 'compressed pages',
  ttlMs: 10 * 60_000,
  max: 200,
  load: (_key, drawn) => compress(drawn),
});

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
  if (html.length < 1024) return html;
  const encoding = contentCoding(request.headers['accept-encoding'], ['br', 'gzip', 'identity']);
  if (encoding === 'identity') return html;
  reply.header('content-encoding', encoding);
  if (!key) return compress({ html, encoding });
  return compressed.get(`${encoding} ${key}`, { html, encoding });
}
