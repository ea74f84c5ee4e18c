import { expect, test } from './fixtures';
import {
  type Availability,
  openLanding,
  openLandingInApp,
  scrollSettled,
  showCarousel,
} from './landing-helpers';

/** Our Destinations: the cards, their availability and pictures, and the row's buttons. */

test.describe('our destinations', () => {
  test('each card shows its availability from the server and links to its page', async ({ page }) => {
    // Other journeys list and remove weeks of their own meanwhile, so the cards are compared with
    // the very answer the server drew the page from (its state block), not with a second request.
    await openLanding(page);
    const drawnFrom = await page.locator('#server-state').evaluate((block) => {
      const state = JSON.parse(block.textContent ?? '{}') as { queries: { key: unknown[]; data: unknown }[] };
      return state.queries.find((q) => q.key[0] === '/api/vidanta/locations/availability')?.data;
    });
    const availability = drawnFrom as Availability[];
    expect(availability.length).toBeGreaterThan(0);
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
