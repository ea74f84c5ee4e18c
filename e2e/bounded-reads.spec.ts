import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The whole-table answers (every future week, a destination's weeks, the staff lists and accounts
 * as one array) are kept for older clients only, a few a minute: the app's own pages read pages.
 * Each journey records every API request of the pages that once read those answers.
 */

/** A request for a whole-table answer: the catalogue forms always, the staff lists without a page. */
function isWholeTableRead(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  if (/^\/api\/weeks\/location(\/[^/]+)?\/?$/.test(pathname)) return true;
  const paged = searchParams.has('page') || searchParams.has('pageSize');
  return (
    !paged &&
    /^\/api\/(week-requests|week-interests|property-listing-interests|users|dev\/contracts|manager\/contracts)\/?$/.test(
      pathname,
    )
  );
}

/** Every API GET the page makes from now on. */
function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      reads.push(request.url());
  });
  return reads;
}

/** Opens each address, waits for its requests to settle and scrolls to the end (lazy sections load). */
async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
}

test.describe('the app never reads a whole table', () => {
  test('recognises the whole-table forms and not their pages', () => {
    const base = 'http://localhost';
    expect(isWholeTableRead(`${base}/api/weeks/location`)).toBe(true);
    expect(isWholeTableRead(`${base}/api/weeks/location/3`)).toBe(true);
    expect(isWholeTableRead(`${base}/api/week-interests`)).toBe(true);
    expect(isWholeTableRead(`${base}/api/users?status=active`)).toBe(true);
    expect(isWholeTableRead(`${base}/api/weeks/search?location=3`)).toBe(false);
    expect(isWholeTableRead(`${base}/api/week-requests?page=1&pageSize=10`)).toBe(false);
    expect(isWholeTableRead(`${base}/api/vidanta/locations/availability`)).toBe(false);
  });

  test('on the public pages and the owner dashboard', async ({ page, makeUser }) => {
    const reads = recordApiReads(page);
    await visit(page, ['/', '/all-weeks', '/destinations/Los%20Cabos', '/all-properties']);
    await makeUser({ signIn: page, prefix: 'reads.' });
    await visit(page, ['/dashboard', '/add-listing']);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter(isWholeTableRead)).toEqual([]);
  });

  test('on the staff pages of a developer and a manager', async ({ page }) => {
    const reads = recordApiReads(page);
    await signIn(page, 'dev');
    await visit(page, ['/dev', '/accounts-management']);
    await signIn(page, 'manager');
    await visit(page, ['/manager', '/accounts-management']);
    expect(reads.some((url) => url.includes('/api/users?'))).toBe(true);
    expect(reads.filter(isWholeTableRead)).toEqual([]);
  });
});
