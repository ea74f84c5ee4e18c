import AxeBuilder from '@axe-core/playwright';
import { consoleErrors } from './console-errors';
import { expect, test } from './fixtures';
import { openLanding, openWeekRequest, searchBox } from './landing-helpers';

/** The landing page: its sections, the hero clip, the data it brings and its accessibility. */

test.describe('landing page', () => {
  test('shows every section in order, with the tutorial targets', async ({ page }) => {
    await openLanding(page);
    // Text content, not inner text: sections below the first screen are drawn only when near it.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      'Property Management & Marketing',
      'Owner-to-Owner Marketplace',
      'Find Your Perfect Vacation Home',
      'Our Destinations',
      'Looking to Rent?',
      'Looking to Buy?',
      "Can't Find Your Perfect Week?",
      'Your listings, promoted where travelers search',
      'Get in Touch',
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(
      page.getByText("Discover exclusive vacation properties in Mexico's finest destinations"),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Where do you want to go?');

    for (const target of ['add-listing-button', 'sell-property-button', 'marketing-logos', 'get-in-touch']) {
      await expect(page.locator(`[data-tutorial="${target}"]`)).toHaveCount(1);
    }
    await expect(page.locator('#get-in-touch')).toHaveAttribute('data-tutorial', 'get-in-touch');

    const partners = page.locator('[data-tutorial="marketing-logos"]').getByRole('link');
    await expect(partners).toHaveCount(6);
    for (const link of await partners.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the owner calls to action lead a visitor to sign in', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('link', { name: 'Rent a Week' })).toHaveAttribute('href', '/add-listing');
    await expect(page.getByRole('link', { name: 'Sell my Property' })).toHaveAttribute(
      'href',
      '/sell-property',
    );
    await page.getByRole('link', { name: 'Sell my Property' }).click();
    await expect(page).toHaveURL('/auth?next=%2Fsell-property');
  });

  test('the hero clip is muted, looping and inline, starts after the page has loaded, and can be paused', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // A capable phone (this test machine may have fewer cores), and when the clip first played.
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 });
      Object.defineProperty(navigator, 'deviceMemory', { get: () => 8 });
      const w = window as Window & { firstPlay?: number };
      document.addEventListener('play', () => (w.firstPlay ??= performance.now()), true);
    });
    await openLanding(page);
    const video = page.locator('video');
    // The poster is the page's first picture of its own, fetched first; the clip fades in over it.
    const poster = page.locator('section[aria-labelledby="hero-title"] img').first();
    await expect(poster).toHaveAttribute('src', '/media/hero-poster.webp');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
      true,
      true,
      true,
    ]);
    // Started by the app, not by the page's markup, so it never holds up the first paint.
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(video).toHaveClass(/opacity-100/);
    const [firstPlay, loaded] = await page.evaluate(() => [
      (window as Window & { firstPlay?: number }).firstPlay ?? 0,
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    ]);
    expect(loaded).toBeGreaterThan(0);
    expect(firstPlay).toBeGreaterThan(loaded);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('on a modest device the clip stays on its poster until Play is pressed', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 2 });
    });
    const clipRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') clipRequests.push(request.url());
    });
    await openLanding(page);
    await page.waitForLoadState('load');
    const video = page.locator('video');
    const play = page.getByRole('button', { name: 'Play background video' });
    await expect(play).toBeVisible();
    // Past the load and an idle moment, still nothing fetched or playing.
    await page.waitForTimeout(1_000);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(clipRequests).toEqual([]);
    await play.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });

  test('with reduced motion the clip does not play by itself', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openLanding(page);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay || !v.paused)).toBe(false);
    // The clip stays hidden: the poster is what shows.
    await expect(video).toHaveClass(/opacity-0/);
    await expect(page.locator('section[aria-labelledby="hero-title"] img').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    await context.close();
  });
});

test.describe('budgets and accessibility', () => {
  test('the landing page brings under 200 KB of API data (handed over in the page, or asked for)', async ({
    page,
  }) => {
    let bytes = 0;
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await openLanding(page);
    await page.waitForLoadState('networkidle');
    const handedOver = (await page.locator('#server-state').textContent())?.length ?? 0;
    expect(handedOver).toBeGreaterThan(0);
    expect(bytes + handedOver).toBeLessThan(200_000);
  });

  test('no serious or critical axe violations on /, with the week request open', async ({ page }) => {
    await openLanding(page);
    const scan = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await scan()).toEqual([]);
    await openWeekRequest(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await searchBox(page).fill('pu');
    expect(await scan()).toEqual([]);
  });
});

test('a visitor who never signed in is not asked who they are: no /api/user call, a clean console', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const userCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user') userCalls.push(r.url());
  });
  for (const path of ['/', '/all-weeks', '/all-properties', '/destinations/Los%20Cabos']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(userCalls).toEqual([]);
  expect(errors).toEqual([]);
});
