import type { Page } from '@playwright/test';
import { en } from '../src/client/i18n/en';
import { accountMessages } from '../src/client/i18n/en/account';
import { adminAccountsMessages } from '../src/client/i18n/en/admin-accounts';
import { adminDatabaseMessages } from '../src/client/i18n/en/admin-database';
import { adminDevMessages } from '../src/client/i18n/en/admin-dev';
import { adminImagesMessages } from '../src/client/i18n/en/admin-images';
import { adminStaffMessages } from '../src/client/i18n/en/admin-staff';
import { alertsMessages } from '../src/client/i18n/en/alerts';
import { ownerMessages } from '../src/client/i18n/en/owner';
import { paymentsMessages } from '../src/client/i18n/en/payments';
import { es } from '../src/client/i18n/es';
import { ACCOUNTS } from './accounts';
import { expect, signIn, test } from './fixtures';

/**
 * A Spanish browser (es-MX) sees the site in Spanish: no English text of the catalogue on any public,
 * owner or staff page; and a person who switches language keeps it across reloads and sign-in.
 */

const english: Record<string, string> = {
  ...en,
  ...ownerMessages,
  ...paymentsMessages,
  ...adminAccountsMessages,
  ...adminDatabaseMessages,
  ...adminDevMessages,
  ...adminImagesMessages,
  ...adminStaffMessages,
  ...alertsMessages,
  ...accountMessages,
};
const spanish = es as Record<string, string>;

/** English texts distinctive enough to find in a page: several words, and different in Spanish. */
const telltales = Object.entries(english)
  .filter(([key, text]) => !text.includes('{') && text.split(' ').length >= 3 && spanish[key] !== text)
  .map(([, text]) => text);

async function englishOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => document.body.innerText);
  return telltales.filter((text) => shown.includes(text));
}

const PUBLIC = [
  '/',
  '/all-weeks',
  '/all-properties',
  '/auth',
  '/terms-of-service',
  '/privacy-policy',
  '/guest-agreement',
  '/membership',
];
const OWNER = ['/dashboard', '/add-listing', '/sell-property', '/my-contract', '/account'];
const STAFF = [
  '/dev',
  '/manager',
  '/accounts-management',
  '/database-management',
  '/unit-type-images',
  '/custom-membership',
];

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  async function visitAll(page: Page, paths: string[]) {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let late content (lists, counts) arrive before reading the page.
      await page.waitForLoadState('networkidle');
      expect(await englishOn(page), `English text on ${path}`).toEqual([]);
    }
  }

  test('public pages have no English text', async ({ page }) => {
    await visitAll(page, PUBLIC);
    await page.goto('/all-weeks');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    // Dates and prices in the Spanish way: 'USD 1,500', '12 mar 2027'.
    await expect(first).toContainText(/USD\s?[\d,]+/);
  });

  test('owner pages have no English text', async ({ page }) => {
    await signIn(page, 'owner');
    await visitAll(page, OWNER);
  });

  test('staff pages have no English text', async ({ page }) => {
    await signIn(page, 'dev');
    await visitAll(page, STAFF);
  });
});

test('the language switch changes the site, and the choice survives a reload and signing in @phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('button', { name: 'Ver el sitio en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('link', { name: spanish['nav.login'] })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.goto('/auth');
  await page.getByLabel(spanish['auth.username'], { exact: true }).fill(ACCOUNTS.owner.username);
  await page.getByLabel(spanish['auth.password'], { exact: true }).fill(ACCOUNTS.owner.password);
  await page.getByRole('button', { name: spanish['auth.loginSubmit'], exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  // Back to English from the same switch.
  await page.getByRole('button', { name: 'View the site in English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('prices show approximate pesos beside dollars, with the rate’s date, and staff can set the rate @phone', async ({
  page,
}) => {
  await page.goto('/all-weeks');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/≈ MX\$ [\d,]+ · rate of [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await signIn(page, 'manager');
  await page.goto('/manager');
  const section = page.getByRole('region', { name: 'Exchange rate' });
  await expect(section).toContainText('18.45 MXN per dollar');
  await section.getByLabel('Pesos per dollar').fill('abc');
  await section.getByRole('button', { name: 'Save rate' }).click();
  await expect(section.getByText('Enter a number of pesos per dollar, e.g. 18.45')).toBeVisible();
  // The same value as the configuration, so other journeys see the same pesos.
  await section.getByLabel('Pesos per dollar').fill('18.45');
  await section.getByRole('button', { name: 'Save rate' }).click();
  await expect(section).toContainText('set by staff');
});
