import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { openDestination } from './listings-helpers';

/** Each page, once its content has arrived (the scan of a spinner proves nothing). */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/destinations/Los%20Cabos',
    ready: (page) => expect(page.getByText(/^Showing [\d,]+ of [\d,]+ weeks$/)).toBeVisible(),
  },
  {
    path: '/all-weeks',
    ready: (page) => expect(page.getByText(/^Showing [\d,]+ of [\d,]+ weeks$/)).toBeVisible(),
  },
  {
    path: '/all-properties',
    ready: (page) => expect(page.getByText(/^Showing [\d,]+ of [\d,]+ properties$/)).toBeVisible(),
  },
  { path: '/auth', ready: (page) => expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible() },
  {
    path: '/terms-of-service',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical WCAG 2 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    // Let lazy pictures and the current user settle, so the scan sees the page a person sees.
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}

test('the interest dialog and the expanded picture pass the same scan', async ({ page }) => {
  await openDestination(page, '/destinations/Los%20Cabos');
  await page.getByRole('button', { name: "I'm Interested" }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Express Interest' });
  await expect(dialog.getByLabel('Message')).toBeVisible();
  let results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Escape');
  // It fades out: gone before the next dialog, so the scan below reads that one alone.
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Expand image' }).first().click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

/** The staff screens, signed in as a developer (who sees every control), once their lists arrived. */
const STAFF_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/accounts-management',
    ready: (page) =>
      expect(
        page.getByRole('region', { name: 'Active accounts' }).getByRole('listitem').first(),
      ).toBeVisible(),
  },
  {
    path: '/database-management',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Resorts' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/database-management?tab=unit-types',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Unit types' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/unit-type-images',
    ready: (page) => expect(page.getByText('Choose a unit type')).toBeVisible(),
  },
  {
    path: '/dev',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Listed weeks' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/manager',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Contracts' }).getByRole('listitem').first()).toBeVisible(),
  },
];

for (const { path, ready } of STAFF_PAGES) {
  test(`${path} (staff) has no serious or critical WCAG 2 A/AA violations`, async ({ page }) => {
    await signIn(page, 'dev');
    await page.goto(path);
    await ready(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
