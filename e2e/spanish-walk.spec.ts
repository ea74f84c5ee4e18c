import type { APIRequestContext, Page } from '@playwright/test';
import { allEnglish } from '#src/client/i18n/en-all.ts';
import { es } from '#src/client/i18n/es.ts';
import { KNOWN_MESSAGES } from '#src/shared/i18n/messages.ts';
import { expect, signIn, test } from './fixtures';

/**
 * Every page, for each role, read in Spanish with the demo catalogue: no text of the English
 * catalogues and no English name or description of the reference data (a destination, unit type or
 * contract type whose Spanish differs) may show, nor in an opened date picker or the checkout's card
 * errors. Text marked as the owner's own words, or marked English on purpose (the staff's bilingual
 * reference lists), is not ours to translate and is left out.
 */

const spanish = es as Record<string, string>;

/** Catalogue and server texts several words long that read differently in Spanish. */
const catalogueTelltales = [
  ...Object.entries(allEnglish)
    .filter(([key, text]) => spanish[key] !== text)
    .map(([, text]) => text),
  ...KNOWN_MESSAGES,
]
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((text) => text.trim())
  .filter((text) => text.split(' ').length >= 3);

interface Reference {
  name: string;
  nameEs: string | null;
  description?: string | null;
  descriptionEs?: string | null;
}

/** The reference data's English names and descriptions that have a different Spanish. */
async function referenceTelltales(api: APIRequestContext): Promise<string[]> {
  const rows: Reference[] = [];
  for (const path of ['/api/vidanta/locations', '/api/vidanta/unit-types', '/api/contract-types']) {
    const res = await api.get(path);
    expect(res.ok(), path).toBe(true);
    rows.push(...((await res.json()) as Reference[]));
  }
  return rows.flatMap((r) => [
    ...(r.nameEs && r.nameEs !== r.name ? [r.name] : []),
    ...(r.description && r.descriptionEs && r.descriptionEs !== r.description ? [r.description] : []),
  ]);
}

let telltales: string[] = [];
/** Resort names are proper names, the same in both languages ('Marina Mazatlan Golf & Beach Club'). */
let resortNames: string[] = [];

test.beforeAll(async ({ staffApi }) => {
  telltales = [...new Set([...catalogueTelltales, ...(await referenceTelltales(staffApi))])];
  const resorts = (await (await staffApi.get('/api/vidanta/resorts')).json()) as { name: string }[];
  resortNames = resorts.map((r) => r.name).sort((a, b) => b.length - a.length);
  expect(telltales).toContain('Two-Bedroom Suite');
  expect(telltales).toContain('Mazatlan');
});

/** The English a reader sees or hears on the page: text, labels, placeholders, titles. */
async function englishOn(page: Page): Promise<string[]> {
  let shown = await page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('[data-owner-text], [lang="en"]')].filter(
      (el) => el !== document.documentElement,
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden nodes
    let text = document.body.innerText;
    // biome-ignore lint/performance/useDomNodeTextContent: the same, for the parts left out
    for (const el of skipped) text = text.replace(el.innerText, '');
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap(
      (el) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [text, ...attributes, document.title].join('\n');
  });
  for (const name of resortNames) shown = shown.replaceAll(name, '');
  return telltales.filter((text) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, 'u').test(shown),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function walk(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A screen may fetch the Spanish reference names after the network first went quiet (its code
    // arrives late on a busy machine): wait until they are in, and fail if English stays.
    await expect.poll(() => englishOn(page), { message: `English on ${path}` }).toEqual([]);
  }
}

const PUBLIC = [
  '/',
  '/all-weeks',
  '/all-properties',
  '/destinations/Mazatlan',
  '/destinations/Los%20Cabos',
  '/auth',
  '/terms-of-service',
  '/privacy-policy',
  '/guest-agreement',
  '/membership',
  '/my-alerts',
];
const OWNER = ['/dashboard', '/add-listing', '/sell-property', '/my-contract', '/account', '/my-alerts'];
const STAFF = ['/dev', '/manager', '/accounts-management', '/database-management', '/unit-type-images'];

test.describe('every page in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a visitor’s pages, and an opened date picker', async ({ page }) => {
    await walk(page, PUBLIC);
    await page.goto('/destinations/Mazatlan');
    await expect(page.getByRole('heading', { level: 1, name: 'Mazatlán' })).toBeVisible();
    await page.goto('/all-weeks');
    await page.locator('#all-weeks-from').click();
    const calendar = page.getByRole('dialog', { name: spanish['datePicker.dialog'] });
    await expect(calendar.getByRole('button', { name: 'Ir al mes siguiente' })).toBeVisible();
    // Weeks start on Sunday: the first column is domingo.
    await expect(calendar.locator('thead th').first()).toHaveAttribute('aria-label', /domingo/i);
    expect(await englishOn(page), 'the date picker').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: spanish['alerts.save.button'] }).click();
    await expect(page.getByRole('dialog', { name: spanish['alerts.save.title'] })).toBeVisible();
    expect(await englishOn(page), 'the alert dialog').toEqual([]);
  });

  test('an owner’s pages, with a week and a contract of their own', async ({
    page,
    owner,
    makeWeek,
    makeContract,
  }) => {
    await makeWeek({ owner, location: 'Mazatlan' });
    await makeContract({ owner });
    await walk(page, OWNER);
    // Booking another owner's week, and the booking held for its payment.
    const other = await makeWeek({ startsIn: 60 });
    await walk(page, [`/weeks/${other.id}/book`]);
    const held = await owner.api.post('/api/bookings', {
      data: { weekId: other.id, leadGuest: { firstName: 'Ana', lastName: 'Ruiz' }, acceptAgreement: true },
    });
    expect(held.status(), await held.text()).toBe(201);
    const heldId = ((await held.json()) as { id: number }).id;
    await walk(page, [`/bookings/${heldId}`, '/dashboard']);
    // The hold is given up, so its accounts may be removed (a booking under way keeps them). The
    // bookings' clock run ahead by another journey (bookings:tick) may have ended it already.
    const given = await owner.api.post(`/api/bookings/${heldId}/cancel`);
    expect([200, 409]).toContain(given.status());
    const ended = (await (await owner.api.get(`/api/bookings/${heldId}`)).json()) as { status: string };
    expect(ended.status).toBe('cancelled');
  });

  test('a manager’s and a developer’s pages', async ({ page }) => {
    await signIn(page, 'manager');
    await walk(page, ['/manager', '/accounts-management', '/database-management', '/unit-type-images']);
    await signIn(page, 'dev');
    await walk(page, [...STAFF, '/custom-membership']);
  });

  test('the checkout’s card errors and a declined card', async ({ page, makeUser }) => {
    await makeUser({ active: false, signIn: page });
    await page.goto('/checkout?tier=silver&amount=1500');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel(spanish['payments.testMode.cardNumber']).fill('4000 0000 0000 0002');
    await page.getByLabel(spanish['payments.testMode.expiry']).fill('1');
    await page.getByRole('button', { name: spanish['payments.checkout.payNow'] }).click();
    await expect(page.getByText('La fecha de vencimiento de tu tarjeta está incompleta.')).toBeVisible();
    expect(await englishOn(page), 'card form errors').toEqual([]);
    await page.getByLabel(spanish['payments.testMode.expiry']).fill('12/34');
    await page.getByLabel(spanish['payments.testMode.cvc']).fill('123');
    await page.getByRole('button', { name: spanish['payments.checkout.payNow'] }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: spanish['payments.decline.cardDeclined'] }),
    ).toBeVisible();
    expect(await englishOn(page), 'a declined card').toEqual([]);
  });
});

test('staff edit a unit type in both languages in Database Management', async ({ page, staffApi }) => {
  const [unitType] = (await (await staffApi.get('/api/vidanta/unit-types')).json()) as (Reference & {
    id: number;
  })[];
  await signIn(page, 'manager');
  await page.goto('/database-management?tab=unit-types');
  await page
    .getByRole('button', { name: `Edit ${unitType.name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const spanishName = `${unitType.nameEs ?? unitType.name} ·`;
  await dialog.getByLabel('Name in Spanish').fill(spanishName);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(spanishName).first()).toBeVisible();
  const names = await (await staffApi.get('/api/reference-names/es')).json();
  expect(names.unitTypes[String(unitType.id)]).toBe(spanishName);
  // Back as it was, for the other journeys.
  const restored = await staffApi.patch(`/api/vidanta/unit-types/${unitType.id}`, {
    data: {
      name: unitType.name,
      nameEs: unitType.nameEs ?? '',
      description: unitType.description ?? '',
      descriptionEs: unitType.descriptionEs ?? '',
    },
  });
  expect(restored.ok()).toBe(true);
});
