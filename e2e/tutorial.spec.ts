import type { Locator, Page } from '@playwright/test';
import { expect, type FreshUser, signIn, test } from './fixtures';

/**
 * The guided tutorial (docs/product.md). Some targets live on pages that are still being built;
 * a step whose target is on the page must ring it, and a step whose target is not must show the
 * card centered with no ring, so these journeys hold either way. Each journey tours as an owner
 * of its own (the `owner` fixture, or `makeUser`).
 */
const STEPS = [
  { title: 'Welcome to Semana!', target: null, path: null },
  { title: 'Your Account Menu', target: '#account-menu', path: null },
  { title: 'Rent Out a Week', target: '[data-tutorial="add-listing-button"]', path: '/' },
  { title: 'The Week Listing Form', target: '[data-tutorial="week-form"]', path: '/add-listing' },
  { title: 'Sell Your Property', target: '[data-tutorial="sell-property-button"]', path: '/' },
  { title: 'The Property Listing Form', target: '[data-tutorial="property-form"]', path: '/sell-property' },
  { title: 'Our Marketing Channels', target: '[data-tutorial="marketing-logos"]', path: '/' },
  { title: 'Your Dashboard', target: '[data-tutorial="dashboard-link"]', path: null },
  { title: 'Contact & Marketing Support', target: '[data-tutorial="get-in-touch"]', path: '/' },
] as const;

/** Targets that exist today whatever the other pages look like: the tour must ring them. */
const ALWAYS_THERE = new Set([
  '#account-menu',
  '[data-tutorial="week-form"]',
  '[data-tutorial="property-form"]',
]);

const card = (page: Page) => page.getByRole('dialog');

/** Signs in as the journey's own owner (the `owner` fixture) and starts the tour. */
async function startTutorial(page: Page, owner: FreshUser, path = '/') {
  await signIn(page, owner);
  await page.goto(path);
  await page.getByRole('button', { name: 'Tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Semana!' })).toBeVisible();
  return card(page);
}

/** Waits until the step has found its target or given up, then checks the ring matches what is on the page. */
async function expectStepSettled(page: Page, dialog: Locator, target: string | null) {
  await expect(dialog).not.toHaveAttribute('data-target-status', 'searching');
  const ring = page.locator('[data-tutorial-highlight]');
  if (!target) {
    await expect(dialog).toHaveAttribute('data-target-status', 'none');
    await expect(ring).toHaveCount(0);
    return;
  }
  const element = page.locator(target).first();
  // A page still loading on a busy machine can outlast the step's wait; its target is picked up
  // when it arrives, so one that is always there is waited for.
  if (ALWAYS_THERE.has(target)) await expect(element, `${target} is on the page`).toBeVisible();
  const present = (await page.locator(target).count()) > 0 && (await element.isVisible());
  if (!present) {
    await expect(dialog).toHaveAttribute('data-target-status', 'none');
    await expect(ring).toHaveCount(0);
    return;
  }
  await expect(dialog).toHaveAttribute('data-target-status', 'found');
  await expect(ring).toHaveCount(1);
  // The ring surrounds the target once the smooth scroll has come to rest.
  const viewportWidth = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const [t, r] = await Promise.all([element.boundingBox(), ring.boundingBox()]);
      if (!t || !r) return false;
      const vertical = Math.abs(r.y - (t.y - 6)) <= 2 && Math.abs(r.height - (t.height + 12)) <= 2;
      const horizontal =
        r.x <= Math.max(t.x, 6) + 1 && r.x + r.width >= Math.min(t.x + t.width, viewportWidth - 6) - 1;
      return vertical && horizontal;
    })
    .toBe(true);
}

/** The card is on screen: nothing of it is cut off by the viewport's edges. */
async function expectCardInViewport(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

/**
 * The card leaves its target uncovered: their boxes do not intersect once the scroll has settled.
 * A target too tall for the card above or below it within the screen (a long form), or one the
 * page ends too soon to scroll clear of, keeps at least its top uncovered: the card sits lower
 * than its first 100 px.
 */
async function expectTargetUncovered(page: Page, dialog: Locator, target: string | null) {
  if (!target) return;
  const element = page.locator(target).first();
  if ((await page.locator(target).count()) === 0 || !(await element.isVisible())) return;
  const screenHeight = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const [t, c] = await Promise.all([element.boundingBox(), dialog.boundingBox()]);
      if (!t || !c) return 'not measured';
      // The scroll makes room beside any target short enough, unless the page ends first.
      const pageEnds = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      const roomAbove = t.y - 22 >= c.height;
      const roomBelow = screenHeight - (t.y + t.height) - 22 >= c.height;
      const roomBeside = pageEnds ? roomAbove || roomBelow : t.height + 14 + c.height + 16 <= screenHeight;
      const apart =
        c.x + c.width <= t.x || t.x + t.width <= c.x || c.y + c.height <= t.y || t.y + t.height <= c.y;
      const ok = roomBeside ? apart : apart || c.y >= t.y + 100;
      return ok ? 'uncovered' : `card ${JSON.stringify(c)} covers ${target} ${JSON.stringify(t)}`;
    })
    .toBe('uncovered');
}

test.describe('guided tutorial', () => {
  test('an owner walks all nine steps with Next, and Finish closes the tour', async ({ page, owner }) => {
    const dialog = await startTutorial(page, owner);
    await expect(dialog.getByText('Step 1 of 9', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
    expect((await dialog.boundingBox())?.width).toBe(350);

    for (const [index, step] of STEPS.entries()) {
      await expect(dialog).toHaveAccessibleName(step.title);
      await expect(dialog.getByRole('heading', { name: step.title })).toBeVisible();
      await expect(dialog.getByText(`Step ${index + 1} of 9`, { exact: true })).toBeVisible();
      if (step.path) await expect(page).toHaveURL((url) => url.pathname === step.path);
      await expectStepSettled(page, dialog, step.target);
      await expectCardInViewport(page, dialog);
      if (index > 0) await expect(dialog.getByRole('button', { name: 'Previous' })).toBeVisible();
      const isLast = index === STEPS.length - 1;
      await expect(
        dialog.getByRole('button', { name: isLast ? 'Finish' : 'Next', exact: true }),
      ).toBeVisible();
      if (isLast) await expect(dialog.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: isLast ? 'Finish' : 'Next', exact: true }).click();
    }

    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-tutorial-highlight]')).toHaveCount(0);
    await expect(page.locator('#tutorial-button')).toBeFocused();
  });

  test('Previous goes back; Skip closes and the next start is at step 1 again', async ({ page, owner }) => {
    const dialog = await startTutorial(page, owner);
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(dialog).toHaveAccessibleName('Rent Out a Week');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName('Your Account Menu');

    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#tutorial-button')).toBeFocused();

    await page.getByRole('button', { name: 'Tutorial' }).click();
    await expect(dialog).toHaveAccessibleName('Welcome to Semana!');
  });

  test('the keyboard: arrows move, Tab stays in the card, Esc skips', async ({ page, owner }) => {
    const dialog = await startTutorial(page, owner);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName('Welcome to Semana!');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Your Account Menu');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Rent Out a Week');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName('Your Account Menu');

    // Skip, Previous, Next: focus cycles through the three and never reaches the page behind.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#tutorial-button')).toBeFocused();
    await page.getByRole('button', { name: 'Tutorial' }).click();
    await expect(dialog).toHaveAccessibleName('Welcome to Semana!');
  });

  test('the card is a labelled modal dialog and the page behind it waits', async ({ page, owner }) => {
    const dialog = await startTutorial(page, owner);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(/owner-to-owner marketplace/);
    const inert = () => page.locator('#root').evaluate((root) => (root as HTMLElement).inert);
    await expect.poll(inert).toBe(true);
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(inert).toBe(false);
  });

  test('the tour starts from any page and goes where each step is', async ({ page, owner }) => {
    const dialog = await startTutorial(page, owner, '/all-properties');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/all-properties');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/add-listing');
    await expectStepSettled(page, dialog, '[data-tutorial="week-form"]');
  });

  test('the card is 350 px wide, never more than 90% of the viewport, stays on screen and off its target @phone', async ({
    page,
    owner,
  }) => {
    const dialog = await startTutorial(page, owner);
    const { width } = page.viewportSize()!;
    for (const [index, step] of STEPS.entries()) {
      await expect(dialog).toHaveAccessibleName(step.title);
      await expectStepSettled(page, dialog, step.target);
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(width * 0.9);
      expect(box.width).toBe(Math.min(350, Math.floor(width * 0.9)));
      await expectCardInViewport(page, dialog);
      await expectTargetUncovered(page, dialog, step.target);
      if (index < STEPS.length - 1)
        await page.getByRole('dialog').getByRole('button', { name: 'Next', exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('the Dashboard link the tour points at @phone', () => {
  test('goes to each person’s dashboard; an inactive account has none and its step is centered', async ({
    page,
    makeUser,
  }) => {
    const [owner, inactive] = [await makeUser(), await makeUser({ active: false })];
    await signIn(page, owner);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await signIn(page, 'manager');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/manager',
    );

    await signIn(page, inactive);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Tutorial' }).click();
    const dialog = card(page);
    for (let i = 0; i < 7; i++) await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(dialog).toHaveAccessibleName('Your Dashboard');
    await expectStepSettled(page, dialog, null);
  });
});
