import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Availability {
  id: number;
  name: string;
  availableWeeks: number;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Destination' });

/** The landing page once the destination cards know their availability. */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Complete Vacation Property Solution' }),
  ).toBeVisible();
  await expect(page.getByText(/weeks? available|No weeks available/).first()).toBeVisible();
}

/**
 * The landing page reached inside the app (from another page, by its logo), so its data is asked
 * for by the browser, where a test can intercept it (a page loaded by address comes with its data).
 */
async function openLandingInApp(page: Page) {
  await page.goto('/terms-of-service');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
}

/** Brings the destination row to the middle of the screen, clear of the sticky top bar. */
async function showCarousel(page: Page) {
  await page
    .getByRole('article', { name: 'Nuevo Vallarta' })
    .evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** Waits until the destination row has stopped its smooth scroll. */
async function scrollSettled(page: Page) {
  await page.locator('#destinations-track').evaluate(
    (track) =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          if (track.scrollLeft === last) still++;
          else still = 0;
          last = track.scrollLeft;
          if (still >= 6) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

async function openWeekRequest(page: Page) {
  const toggle = page.getByRole('button', { name: "Can't Find Your Perfect Week?" });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
}

/** Opens a date picker, moves to next month and picks the given day of it. */
async function pickNextMonthDay(page: Page, field: string, day: RegExp, nextMonth: boolean) {
  await page.getByRole('button', { name: field }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar).toBeVisible();
  if (nextMonth) await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  await calendar.getByRole('button', { name: day }).click();
  await expect(calendar).toBeHidden();
}

test.describe('landing page', () => {
  test('shows every section in order, with the tutorial targets', async ({ page }) => {
    await openLanding(page);
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
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

  test('the hero clip is muted, looping and inline, and can be paused', async ({ page }) => {
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
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
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

test.describe('hero search', () => {
  test('a location name in any case, with spaces, opens its destination page', async ({ page }) => {
    await openLanding(page);
    await searchBox(page).fill('  los CABOS ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/destinations\/Los%20Cabos$/);
  });

  test('other text goes to all weeks', async ({ page }) => {
    await openLanding(page);
    await searchBox(page).fill('somewhere by the sea');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/all-weeks$/);
  });

  test('blank text does nothing', async ({ page }) => {
    await openLanding(page);
    await searchBox(page).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Our Destinations' })).toBeVisible();
  });

  test('suggestions filter as you type and work from the keyboard', async ({ page }) => {
    await openLanding(page);
    const box = searchBox(page);
    await box.fill('puerto');
    const list = page.getByRole('listbox', { name: 'Suggested destinations' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option')).toHaveText(['Puerto Vallarta', 'Puerto Peñasco']);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'Puerto Peñasco' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');
    await expect(box).toHaveValue('Puerto Peñasco');
    await expect(list).toBeHidden();

    // Escape closes the list without changing the text.
    await box.fill('maz');
    await expect(list).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('maz');

    // A click picks too; then Enter searches for it.
    await box.fill('cape');
    await list.getByRole('option', { name: 'East Cape' }).click();
    await expect(box).toHaveValue('East Cape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/destinations\/East%20Cape$/);
  });

  test('suggestions and searches ignore accents and case', async ({ page }) => {
    await openLanding(page);
    const box = searchBox(page);
    const list = page.getByRole('listbox', { name: 'Suggested destinations' });
    await box.fill('MAZATLÁN');
    await expect(list.getByRole('option')).toHaveText(['Mazatlan']);
    await box.fill('penasco');
    await expect(list.getByRole('option')).toHaveText(['Puerto Peñasco']);
    // The typed part is shown in bold in the name as it is spelled.
    await expect(list.getByRole('option').locator('strong')).toHaveText('Peñasco');
    // The whole name without its accents searches that destination.
    await box.fill('puerto penasco');
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/destinations\/Puerto%20Pe%C3%B1asco$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Puerto Peñasco' })).toBeVisible();
  });

  test('other spellings of a destination in the address reach its page at its one address', async ({
    page,
  }) => {
    for (const spelling of ['Los+Cabos', 'los%20cabos', 'LOS-CABOS']) {
      await page.goto(`/destinations/${spelling}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Los Cabos' })).toBeVisible();
      await expect(page).toHaveURL(/\/destinations\/Los%20Cabos$/);
    }
    // Filters in the address are kept.
    await page.goto('/destinations/puerto+penasco?resort=cholla');
    await expect(page).toHaveURL(/\/destinations\/Puerto%20Pe%C3%B1asco\?resort=cholla$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Puerto Peñasco' })).toBeVisible();
    await page.goto('/destinations/Atlantis');
    await expect(page.getByRole('heading', { name: 'Location not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/destinations\/Atlantis$/);
  });
});

test.describe('our destinations', () => {
  test('each card shows its availability from the server and links to its page', async ({ page }) => {
    const availability = (await (
      await page.request.get('/api/vidanta/locations/availability')
    ).json()) as Availability[];
    expect(availability.length).toBeGreaterThan(0);
    await openLanding(page);
    for (const { name, availableWeeks } of availability) {
      const card = page.getByRole('article', { name });
      const line =
        availableWeeks === 0
          ? 'No weeks available'
          : `${availableWeeks.toLocaleString('en-US')} ${availableWeeks === 1 ? 'week' : 'weeks'} available`;
      await expect(card).toContainText(line);
      await expect(card.getByRole('link', { name: 'View Properties' })).toHaveAttribute(
        'href',
        `/destinations/${encodeURIComponent(name)}`,
      );
    }
    await expect(page.getByRole('article', { name: 'Puerto Peñasco' }).getByRole('link')).toHaveAttribute(
      'href',
      '/destinations/Puerto%20Pe%C3%B1asco',
    );
    await page
      .getByRole('article', { name: 'Nuevo Vallarta' })
      .getByRole('link', { name: 'View Properties' })
      .click();
    await expect(page).toHaveURL(/\/destinations\/Nuevo%20Vallarta$/);
  });

  test('previous and next move the row and are disabled at the ends', async ({ page }) => {
    await openLanding(page);
    const previous = page.getByRole('button', { name: 'Previous destinations' });
    const next = page.getByRole('button', { name: 'Next destinations' });
    const first = page.getByRole('article', { name: 'Nuevo Vallarta' });
    const last = page.getByRole('article', { name: 'Puerto Peñasco' });
    await showCarousel(page);

    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(first).toBeInViewport({ ratio: 0.95 });
    await expect(last).not.toBeInViewport();

    await next.click();
    await scrollSettled(page);
    await expect(previous).toBeEnabled();
    await expect(first).not.toBeInViewport({ ratio: 0.5 });

    for (let i = 0; i < 10 && (await next.isEnabled()); i++) {
      await next.click();
      await scrollSettled(page);
    }
    await expect(next).toBeDisabled();
    await expect(last).toBeInViewport({ ratio: 0.95 });

    await previous.click();
    await expect(next).toBeEnabled();
  });

  test('three cards per view on a desktop', async ({ page }) => {
    await openLanding(page);
    await showCarousel(page);
    const cards = page.getByRole('article');
    await expect(cards.nth(2)).toBeInViewport({ ratio: 0.95 });
    await expect(cards.nth(3)).not.toBeInViewport();
  });

  test('a destination picture that fails to load shows the placeholder', async ({ page }) => {
    await page.route('**/media/destinations/los-cabos-*', (route) => route.abort());
    await openLanding(page);
    await showCarousel(page);
    const card = page.getByRole('article', { name: 'Los Cabos' });
    await expect(card.getByRole('img', { name: 'Image Not Found' })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('data-image-state', 'broken');
    // The others still show their own picture.
    await expect(page.getByRole('article', { name: 'Riviera Maya' }).locator('img')).toHaveAttribute(
      'data-image-state',
      'ok',
    );
  });

  test('an availability failure shows on the cards', async ({ page }) => {
    await page.route('**/api/vidanta/locations/availability', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await openLandingInApp(page);
    await expect(page.getByRole('article', { name: 'Los Cabos' })).toContainText(
      'Error loading availability',
    );
  });

  test('no locations: No destinations found', async ({ page }) => {
    await page.route('**/api/vidanta/locations', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await openLandingInApp(page);
    await expect(page.getByText('No destinations found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next destinations' })).toHaveCount(0);
  });

  test('one card per view on a phone @phone-only', async ({ page }) => {
    await openLanding(page);
    await showCarousel(page);
    const first = page.getByRole('article', { name: 'Nuevo Vallarta' });
    const second = page.getByRole('article', { name: 'Riviera Maya' });
    await expect(first).toBeInViewport({ ratio: 0.95 });
    await expect(second).not.toBeInViewport();
    const box = await first.boundingBox();
    expect(box?.width).toBeGreaterThan(320);
    expect(box?.height).toBe(400);

    await page.getByRole('button', { name: 'Next destinations' }).click();
    await scrollSettled(page);
    await expect(second).toBeInViewport({ ratio: 0.95 });
    await expect(first).not.toBeInViewport();
  });
});

test.describe('week request', () => {
  test('an empty submission shows what is missing', async ({ page }) => {
    await openLanding(page);
    await openWeekRequest(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter a valid email',
      'Please select a location',
      'Please select a start date',
      'Please select an end date',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a complete request is sent, confirmed and the form resets', async ({ page }) => {
    await openLanding(page);
    await openWeekRequest(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Lucía Fernández');
    await page.getByRole('textbox', { name: 'Email' }).fill('lucia@example.test');
    await page.getByRole('combobox', { name: 'Preferred location' }).click();
    await page.getByRole('option', { name: 'Los Cabos' }).click();
    await expect(page.getByRole('combobox', { name: 'Preferred location' })).toHaveText(/Los Cabos/);

    await pickNextMonthDay(page, 'Start date', /\b10th\b/, true);
    await expect(page.getByRole('button', { name: 'Start date' })).not.toHaveText(/Pick a date/);
    // The end date's calendar opens on the start's month and offers nothing before it.
    await page.getByRole('button', { name: 'End date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose a date' });
    await expect(calendar.getByRole('button', { name: /\b9th\b/ })).toBeDisabled();
    await calendar.getByRole('button', { name: /\b17th\b/ }).click();
    await expect(page.getByRole('button', { name: 'End date' })).not.toHaveText(/Pick a date/);

    await page.getByRole('textbox', { name: 'Additional details' }).fill('Two-bedroom, four adults.');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/week-requests') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      name: 'Lucía Fernández',
      email: 'lucia@example.test',
      preferredLocation: 'Los Cabos',
      additionalDetails: 'Two-bedroom, four adults.',
    });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-10$/);
    expect(body.endDate).toMatch(/^\d{4}-\d{2}-17$/);
    expect(body.website ?? '').toBe('');

    await expect(page.getByText('Request submitted', { exact: true })).toBeVisible();
    await expect(
      page.getByText("We'll notify you when a matching week becomes available.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Start date' })).toHaveText(/Pick a date/);
    await expect(page.getByRole('combobox', { name: 'Preferred location' })).toHaveText(/Select a location/);
  });

  test('a refused request shows the failure toast and the field problems', async ({ page }) => {
    await page.route('**/api/week-requests', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Invalid input',
          code: 'VALIDATION',
          issues: [{ path: 'startDate', message: 'Start date cannot be in the past' }],
        }),
      }),
    );
    await openLanding(page);
    await openWeekRequest(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.test');
    await page.getByRole('combobox', { name: 'Preferred location' }).click();
    await page.getByRole('option', { name: 'Mazatlan' }).click();
    await pickNextMonthDay(page, 'Start date', /\b3rd\b/, true);
    await pickNextMonthDay(page, 'End date', /\b5th\b/, false);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page.getByText('Failed to submit request. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Start date cannot be in the past')).toBeVisible();
    // Nothing was lost: the person can fix and send again.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
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
  const errors: string[] = [];
  const userCalls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
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
