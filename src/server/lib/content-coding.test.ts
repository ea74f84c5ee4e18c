import { describe, expect, it } from 'vitest';
import { type ContentCoding, contentCoding } from './content-coding';

const page: ContentCoding[] = ['br', 'gzip', 'identity'];
const json: ContentCoding[] = ['gzip', 'identity'];

describe('contentCoding', () => {
  it('prefers brotli to gzip at equal q, whatever order the client lists them in', () => {
    expect(contentCoding('gzip, deflate, br, zstd', page)).toBe('br');
    expect(contentCoding('br, gzip', page)).toBe('br');
    expect(contentCoding('gzip, deflate, br', json)).toBe('gzip');
  });

  it('follows the q-values', () => {
    expect(contentCoding('br;q=0.5, gzip', page)).toBe('gzip');
    expect(contentCoding('br;q=0.8, gzip;q=0.9, identity;q=1', page)).toBe('identity');
    expect(contentCoding('gzip;q=0.2, br;q=0.1', page)).toBe('gzip');
    expect(contentCoding('gzip;q=0', json)).toBe('identity');
    expect(contentCoding('GZIP ; Q=1', json)).toBe('gzip');
  });

  it('reads * as every coding not named, and a named q=0 over it', () => {
    expect(contentCoding('*', page)).toBe('br');
    expect(contentCoding('*', json)).toBe('gzip');
    expect(contentCoding('br;q=0, *', page)).toBe('gzip');
    expect(contentCoding('gzip;q=0, *', json)).toBe('identity');
    expect(contentCoding('*;q=0, gzip', page)).toBe('gzip');
  });

  it('keeps identity unless refused, and falls back to it when nothing offered is acceptable', () => {
    expect(contentCoding(undefined, page)).toBe('identity');
    expect(contentCoding('', page)).toBe('identity');
    expect(contentCoding('identity', page)).toBe('identity');
    expect(contentCoding('deflate', page)).toBe('identity');
    expect(contentCoding('identity;q=0, gzip;q=0.5', page)).toBe('gzip');
    expect(contentCoding('identity;q=0, *', json)).toBe('gzip');
    expect(contentCoding('identity;q=0', page)).toBe('identity');
  });
});
