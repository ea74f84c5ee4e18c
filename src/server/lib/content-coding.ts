import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The one reading of Accept-Encoding (decision 052): of the codings this answer can be sent in,
 * the one the client prefers by its q-values (`q=0` refuses, `*` stands for any coding not named,
 * `identity` is acceptable unless refused), a tie going to the first of `offered` (brotli before
 * gzip before identity, whatever order the client lists them in). When it accepts none of them,
 * the answer goes uncompressed (RFC 9110, 12.5.3).
 */
export function contentCoding(header: string | undefined, offered: readonly ContentCoding[]): ContentCoding {
  const chosen = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(offered, {
    preferred: offered,
  });
  return (chosen as ContentCoding | undefined) ?? 'identity';
}
