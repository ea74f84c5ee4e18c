import { expect, journeyEmail, test } from './fixtures';
import { openDestination, weekCards } from './listings-helpers';

/**
 * Properties for sale, and the catalogue pages on a phone. The interest journey sends it about a
 * listing of its own (`makeListing`); the rest only reads.
 */

test.describe('all properties', () => {
  test('search by hotel name, count line, interest with Cancel and Send', async ({ page, makeListing }) => {
    // A listing of the journey's own (the seeder's values, a unique hotel name): interest goes to it.
    const listing = await makeListing();
    await page.goto('/all-properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties For Sale' })).toBeVisible();
    const countLine = page.getByText(/^Showing \d+ of \d+ properties$/);
    await expect(countLine).toBeVisible();
    const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');
    const firstHotel = listing.hotelName;

    await page.getByLabel('Search by hotel name').fill(firstHotel.slice(0, 6));
    await expect(page).toHaveURL(/[?&]q=/);
    // The URL changes first; the list follows when the server answers.
    await expect(async () => {
      const hotels = await cards.getByRole('heading', { level: 3 }).allTextContents();
      expect(hotels.length).toBeGreaterThan(0);
      for (const hotel of hotels) expect(hotel.toLowerCase()).toContain(firstHotel.slice(0, 6).toLowerCase());
    }).toPass();

    await page.getByLabel('Search by hotel name').fill('No such hotel anywhere');
    await expect(page.getByText('No properties found matching your search')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(cards.first()).toBeVisible();

    await page.getByLabel('Search by hotel name').fill(firstHotel);
    const mine = cards.filter({ has: page.getByRole('heading', { level: 3, name: firstHotel }) });
    await expect(cards).toHaveCount(1);
    await mine.getByRole('button', { name: "I'm Interested" }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect(dialog.getByText(firstHotel)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const email = journeyEmail('buyer');
    await mine.getByRole('button', { name: "I'm Interested" }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Message').fill('Is the price negotiable?');
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/property-listing-interests') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      propertyListingId: listing.id,
      email,
      website: '',
    });
    await expect(
      page.getByText("Thank you for your interest! We'll contact you soon.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('sorted by price, high to low, in the URL', async ({ page }) => {
    await page.goto('/all-properties');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Newest first',
      'Oldest first',
      'Price high to low',
      'Price low to high',
    ]);
    await page.getByRole('option', { name: 'Price high to low' }).click();
    await expect(page).toHaveURL(/sort=price_desc/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price high to low');
  });
});

test.describe('on a phone @phone-only', () => {
  test('a week card fits the screen, one column, its button within reach', async ({ page }) => {
    await openDestination(page, '/destinations/Los%20Cabos');
    const cards = weekCards(page);
    await expect(cards.nth(1)).toBeVisible();
    // Both boxes in one look: the cards drawn by the server are replaced by the list's own rows.
    const [first, second] = await cards.evaluateAll((all) =>
      all.slice(0, 2).map((card) => {
        const { x, y, width, height } = card.getBoundingClientRect();
        return { x, y: y + window.scrollY, width, height };
      }),
    );
    expect(first.x).toBeGreaterThanOrEqual(0);
    expect(first.x + first.width).toBeLessThanOrEqual(390);
    // One column: the second card is below the first, not beside it.
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await cards.first().getByRole('button', { name: "I'm Interested" }).tap();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect(dialog.getByRole('button', { name: 'Submit Interest' })).toBeInViewport();
  });
  for (const path of ['/all-weeks', '/all-properties']) {
    test(`${path} fits the screen, with cards further down drawn as they come near`, async ({ page }) => {
      await page.goto(path);
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(390);
      // The last card, laid out only once it nears the screen, is as wide as the first.
      const items = page.locator('main ul > li:has(article)');
      await items.last().scrollIntoViewIfNeeded();
      await expect(items.last().getByRole('button', { name: "I'm Interested" })).toBeInViewport();
      const [first, last] = await Promise.all([items.first().boundingBox(), items.last().boundingBox()]);
      expect(last?.width).toBe(first?.width);
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await width()).toBeLessThanOrEqual(390);
    });
  }
});
