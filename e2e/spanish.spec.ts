import type { Page } from '@playwright/test';
import { allEnglish } from '#src/client/i18n/en-all.ts';
import { es } from '#src/client/i18n/es.ts';
import { KNOWN_MESSAGES, translateMessage } from '#src/shared/i18n/messages.ts';
import { type CreatedWeek, expect, journeyEmail, signIn, test } from './fixtures';
import { destinationOf, openDestination } from './listings-helpers';

/**
 * The card of a journey's own week on a Spanish page: its resort and its price as Spanish writes
 * it (a journey's price is off the seeded grid, so no seeded week shares it).
 */
const spanishCardOf = (page: Page, week: CreatedWeek) =>
  page
    .getByRole('article')
    .filter({ hasText: week.resortName })
    .filter({ hasText: spanishPrice(week.price) });

/** 'USD 1,275' however the digits are grouped, and not the start of a longer number. */
const spanishPrice = (price: number) =>
  new RegExp(`USD[\\s\u00a0]*${price.toLocaleString('en-US').replace(',', '[,.\\s\u00a0]?')}(?![\\d])`);

/**
 * A Spanish browser (es-MX) sees the site in Spanish: no English text of the catalogue on any public,
 * owner or staff page; and a person who switches language keeps it across reloads and sign-in.
 */

const english = allEnglish;
const spanish = es as Record<string, string>;

/**
 * English texts distinctive enough to find in a page: the catalogue's and the server's and forms'
 * validation messages, several words long and different in Spanish.
 */
const telltales = [
  ...Object.entries(english)
    .filter(([key, text]) => spanish[key] !== text)
    .map(([, text]) => text),
  ...KNOWN_MESSAGES,
]
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((text) => text.trim())
  .filter((text) => text.split(' ').length >= 3);

/** What a person reads, or hears from a screen reader: the text, labels, placeholders, titles. */
async function englishOn(page: Page, within = 'body'): Promise<string[]> {
  const shown = await page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const attributes = [...root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden nodes
    return [(root as HTMLElement).innerText, ...attributes, document.title].join('\n');
  }, within);
  return [...new Set(telltales.filter((text) => shown.includes(text)))];
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

  test('dialogs, validation messages and toasts are in Spanish', async ({
    page,
    makeWeek,
    removeLeadsAfter,
  }) => {
    // The interest goes to a week of the journey's own (the newest at its resort), from an address
    // of its own.
    const week = await makeWeek({ location: 'Los Cabos' });
    const email = journeyEmail('visitante');
    removeLeadsAfter(email);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: spanish['landing.weekRequestTitle'] });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const submit = page.getByRole('button', { name: spanish['landing.weekRequestSubmit'] });
    await expect(submit).toBeVisible();
    await submit.click();
    await expect(
      page.getByText(translateMessage('Please enter your name', 'es'), { exact: true }),
    ).toBeVisible();
    expect(await englishOn(page), 'week request form').toEqual([]);

    await openDestination(page, destinationOf(week));
    await spanishCardOf(page, week).getByRole('button', { name: spanish['listings.interested'] }).click();
    const dialog = page.getByRole('dialog', { name: spanish['listings.interest.title'] });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: spanish['listings.interest.submit'] }).click();
    await expect(
      dialog.getByText(translateMessage('Message is required', 'es'), { exact: true }),
    ).toBeVisible();
    expect(await englishOn(page, '[role="dialog"]'), 'interest dialog').toEqual([]);
    await dialog.getByLabel(spanish['listings.interest.email']).fill(email);
    await dialog.getByLabel(spanish['listings.interest.message'], { exact: true }).fill('¿Sigue disponible?');
    await dialog.getByRole('button', { name: spanish['listings.interest.submit'] }).click();
    // The toast as drawn in the notifications region (Radix's role="status" announcer lives only ~1 s).
    const toast = page.getByText(spanish['listings.interest.registered'], { exact: true });
    await expect(toast).toBeVisible();
    expect(await englishOn(page), 'after the toast').toEqual([]);
  });

  test('owner pages have no English text', async ({ page, owner: _owner }) => {
    await visitAll(page, OWNER);
  });

  test('staff pages have no English text', async ({ page }) => {
    await signIn(page, 'dev');
    await visitAll(page, STAFF);
  });
});

test('the language switch changes the site, and the choice survives a reload and signing in @phone', async ({
  page,
  makeUser,
}) => {
  // An account of its own: the language it ends with is saved on it, and other journeys sign in too.
  const account = await makeUser({ active: false, signIn: page, prefix: 'switch.' });
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('button', { name: 'Ver el sitio en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('link', { name: spanish['nav.login'] })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.goto('/auth');
  await page.getByLabel(spanish['auth.username'], { exact: true }).fill(account.username);
  await page.getByLabel(spanish['auth.password'], { exact: true }).fill(account.password);
  await page.getByRole('button', { name: spanish['auth.loginSubmit'], exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  // Back to English from the same switch.
  await page.getByRole('button', { name: 'View the site in English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('prices show approximate pesos beside dollars in English, pesos first in Spanish, with the rate’s date, and staff can set the rate @phone', async ({
  page,
}) => {
  await page.goto('/all-weeks');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/≈ MX\$ [\d,]+ · rate of [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // A property's price is the owner's text: pesos show when it names one dollar amount ('$12,500 USD').
  await page.goto('/all-properties');
  const property = page
    .getByRole('article')
    .filter({ hasText: /Price: \$\d/ })
    .first();
  await expect(property).toContainText(/≈ MX\$ [\d,]+ · rate of/);
  // In Spanish, pesos first, whole as a shop in Mexico writes them, the dollars and the rate beside.
  await page.getByRole('button', { name: 'Ver el sitio en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.goto('/all-weeks');
  const spanishCard = page.getByRole('article').first();
  await expect(spanishCard).toContainText(/\$\d[\d,]*\sMXN\s*por semana/);
  await expect(spanishCard).toContainText(/USD\s[\d,]+(\.\d\d)? · tipo de cambio del \d{1,2} [a-z]{3} \d{4}/);
  await expect(spanishCard).not.toContainText('≈');
  await page.getByRole('button', { name: 'View the site in English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
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

test('a language’s texts load only with that language', async ({ browser }) => {
  const scriptsOf = async (locale: string) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    for (const path of ['/', '/auth', '/all-weeks']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await context.close();
    return scripts;
  };
  const spanishChunk = (scripts: string[]) => scripts.filter((s) => /\/assets\/es-[\w-]+\.js$/.test(s));
  expect(spanishChunk(await scriptsOf('en-US'))).toEqual([]);
  // One chunk, fetched on each full page load (from the cache after the first).
  expect(new Set(spanishChunk(await scriptsOf('es-MX'))).size).toBe(1);
});
