import { describe, expect, it } from 'vitest';
import { browsablePages } from '#src/shared/browse-depth.ts';
import { readPage } from './search-params';

describe('paging within the browsable results', () => {
  it('reads the page from the URL, never past the last one the server answers', () => {
    const page = (qs: string, pageSize = 24) => readPage(new URLSearchParams(qs), pageSize);
    expect(page('page=3')).toBe(3);
    expect(page('page=416')).toBe(416);
    expect(page('page=417')).toBe(416);
    expect(page('page=100000', 12)).toBe(833);
    expect(page('page=0')).toBe(1);
    expect(page('page=x')).toBe(1);
  });

  it('offers pages up to the last browsable one and says when results lie past it', () => {
    expect(browsablePages(0, 24)).toEqual({ pageCount: 1, capped: false });
    expect(browsablePages(100, 24)).toEqual({ pageCount: 5, capped: false });
    expect(browsablePages(9_984, 24)).toEqual({ pageCount: 416, capped: false });
    expect(browsablePages(9_985, 24)).toEqual({ pageCount: 416, capped: true });
    expect(browsablePages(100_000, 24)).toEqual({ pageCount: 416, capped: true });
    expect(browsablePages(10_000, 100)).toEqual({ pageCount: 100, capped: false });
  });
});
