import type { Page } from '@playwright/test';
import { consoleErrors } from './console-errors';
import { expect, test } from './fixtures';

/**
 * The public pages arrive drawn by the server with their first data, then come alive in the
 * browser without asking for that data again and without a hydration error; a reader (or robot)
 * that runs no script still reads the data.
 */

const PAGES = ['/', '/destinations/Los%20Cabos', '/all-weeks', '/all-properties', '/terms-of-service'];

/** The data a page's first screen is drawn from: asked once, on the server. */
const FIRST_DATA = [
  '/api/vidanta/locations',
  '/api/vidanta/locations/availability',
  '/api/config',
  '/api/weeks/offered',
  '/api/vidanta/resorts',
  '/api/vidanta/unit-types',
  '/api/property-listings/search',
];

function watch(page: Page) {
  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return { errors, asked };
}

test('each public page hydrates what the server drew: no error, its first data not asked again', async ({
  page,
}) => {
  const { errors, asked } = watch(page);
  for (const path of PAGES) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.locator('#server-state')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const repeated = asked.filter(
      (a) =>
        FIRST_DATA.some((p) => a === p || a.startsWith(`${p}?`)) ||
        (a.startsWith('/api/weeks/search') && !a.includes('page=2')),
    );
    expect(repeated, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('the hydrated page responds: a sort chosen on the destination page reorders its weeks', async ({
  page,
}) => {
  await page.goto('/destinations/Los%20Cabos');
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price low to high' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
});

test('a select not used yet opens from the keyboard, and its choice is kept', async ({ page }) => {
  await page.goto('/all-weeks');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await expect(sort).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // The list takes the keys once it has placed itself and highlighted the chosen item, as a person
  // sees; keys before that reach the button, which is already open and ignores them.
  await expect(page.getByRole('option', { name: 'Newest first' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Oldest first' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Oldest first');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
});

test('a select not used yet: Tab passes through it, a click on its label focuses it', async ({ page }) => {
  await page.goto('/all-weeks');
  await page.getByRole('combobox', { name: 'Resort' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Room type' })).toBeFocused();
  await page.getByText('Sort by', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone @phone-only', () => {
  test('a tap opens a select not used yet, and a tap chooses', async ({ page }) => {
    await page.goto('/all-weeks');
    const filters = page.getByRole('button', { name: /filters/i }).first();
    if (await filters.isVisible()) await filters.tap();
    await page.getByRole('combobox', { name: 'Sort by' }).tap();
    await page.getByRole('option', { name: 'Oldest first' }).tap();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Oldest first');
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test('the four public pages still show their data', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Los Cabos').filter({ visible: true }).first()).toBeVisible();
    await page.goto('/destinations/Los%20Cabos');
    await expect(page.getByRole('heading', { level: 1, name: 'Los Cabos' })).toBeVisible();
    await expect(page.getByText(/\$[\d,]+/).first()).toBeVisible();
    await page.goto('/all-weeks');
    await expect(page.getByText(/\$[\d,]+/).first()).toBeVisible();
    await page.goto('/all-properties');
    await expect(page.locator('main article, main li').first()).toBeVisible();
  });

  test('the filters show what they are set to, as the address says', async ({ page }) => {
    await page.goto('/all-weeks?sort=oldest');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Oldest first');
    await expect(page.getByRole('combobox', { name: 'Resort' })).toHaveText('All resorts');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('All locations');
    await expect(page.getByRole('combobox', { name: 'Room type' })).toHaveText('All room types');
  });

  test('an unknown address shows the not-found page with a 404', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
