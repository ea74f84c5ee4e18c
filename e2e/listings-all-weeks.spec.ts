import { expect, journeyEmail, test } from './fixtures';
import { cardOf, firstDay, optionNames, weekCards, weekCounts } from './listings-helpers';

/**
 * All weeks: filters, sorts and the address. Browsing reads the seeded catalogue; the interest
 * journey sends it about a week of its own (`makeWeek`).
 */

test.describe('all weeks', () => {
  test('cards far from the screen hold a still frame until they come near; nothing pulses unseen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/all-weeks');
    const cards = weekCards(page);
    await expect(cards).toHaveCount(24);
    await page.waitForLoadState('networkidle');
    // The last card is screens away: a still placeholder, no 'Loading pictures...', no animation.
    const last = cards.last();
    await expect(last.locator('[data-pictures="waiting"]')).toHaveCount(1);
    await expect(last.getByRole('status')).toHaveCount(0);
    // Whatever still loads pulses only near the screen: never one frame per card of the page.
    expect(await page.locator('.animate-pulse').count()).toBeLessThan(4);
    // Scrolled to, it asks for its pictures and shows them.
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('[data-pictures="waiting"]')).toHaveCount(0);
    await expect(
      last.getByRole('group', { name: /^Pictures of/ }).or(last.getByText('No images available')),
    ).toBeVisible();
  });

  test('filters by location, start date (with Clear), resort and room type; sorts oldest first', async ({
    page,
  }) => {
    await page.goto('/all-weeks');
    await expect(page.getByRole('heading', { level: 1, name: 'All Available Weeks' })).toBeVisible();
    const [everything, total] = await weekCounts(page);
    expect(everything).toBe(total);

    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Los Cabos' }).click();
    await expect(page).toHaveURL(/locationId=\d+/);
    await expect.poll(async () => (await weekCounts(page))[0]).toBeLessThan(everything);
    const [atLocation] = await weekCounts(page);

    // Start from the 15th of next month: no card starts earlier.
    await page.getByRole('button', { name: 'Start from' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose a date' });
    await calendar.getByRole('button', { name: /next month/i }).click();
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/weeks/search') && r.url().includes('from='),
    );
    await calendar.getByRole('button', { name: /15th/ }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-15/);
    const from = /from=(\d{4}-\d{2}-\d{2})/.exec(page.url())?.[1] ?? '';
    await searched;
    // The answer has come; the cards are the new ones once the list stops saying it is updating.
    await expect(page.getByText('Updating results...')).toHaveCount(0);
    await expect
      .poll(async () => {
        const days = (await weekCards(page).getByText(/ – /).allTextContents()).map(firstDay);
        return days.length > 0 && days.every((day) => day >= from);
      })
      .toBe(true);
    expect((await weekCounts(page))[0]).toBeLessThanOrEqual(atLocation);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).not.toHaveURL(/from=/);
    await expect.poll(async () => (await weekCounts(page))[0]).toBe(atLocation);

    // A resort limits the room types to its own.
    await page.getByRole('combobox', { name: 'Resort' }).click();
    await page.getByRole('option', { name: 'Arco Dorado Grand Suites' }).click();
    await expect(page).toHaveURL(/resortId=\d+/);
    await page.getByRole('combobox', { name: 'Room type' }).click();
    // Each option's text, then the weeks it would show.
    await expect(page.getByRole('option')).toContainText([
      'All room types',
      'Junior Suite',
      'One-Bedroom Suite',
      'Penthouse',
      'Three-Bedroom Villa',
      'Two-Bedroom Suite',
    ]);
    await page.getByRole('option', { name: 'Penthouse' }).click();
    await expect(page).toHaveURL(/roomType=Penthouse/);
    await expect
      .poll(async () => {
        if (await page.getByText('No weeks found matching your criteria').isVisible()) return true;
        const units = await weekCards(page).locator('h3 + p').allTextContents();
        return units.length > 0 && units.every((unit) => unit === 'Penthouse');
      })
      .toBe(true);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await expect(page.getByRole('option')).toHaveText(['Newest first', 'Oldest first']);
    await page.getByRole('option', { name: 'Oldest first' }).click();
    await expect(page).toHaveURL(/sort=oldest/);
  });

  test('the URL state survives a reload and the Back button', async ({ page }) => {
    await page.goto('/all-weeks');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Mazatlan' }).click();
    await expect(page).toHaveURL(/locationId=\d+/);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Oldest first' }).click();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page.getByText('Updating results...')).toHaveCount(0);
    const mazatlanWeeks = async () => {
      const res = await page.request.get('/api/weeks/search', {
        params: { locationId: /locationId=(\d+)/.exec(page.url())?.[1] ?? '', page: 1, pageSize: 1 },
      });
      return ((await res.json()) as { total: number }).total;
    };
    // The count is Mazatlan's (other journeys may add or remove one there meanwhile).
    const [mazatlan] = await weekCounts(page);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Mazatlan');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Oldest first');
    const [reloaded] = await weekCounts(page);
    expect([mazatlan, await mazatlanWeeks()]).toContain(reloaded);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Newest first');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Mazatlan');
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('All locations');
  });

  test('the filters narrow each other: a location limits the resorts and room types, a resort sets its location', async ({
    page,
  }) => {
    await page.goto('/all-weeks');
    const options = (name: string) => optionNames(page, name);
    const allResorts = await options('Resort');
    const allRoomTypes = await options('Room type');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Mazatlan' }).click();
    await expect(page).toHaveURL(/locationId=\d+/);
    // The address changes before the page redraws with it: the choice on screen says it has.
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Mazatlan');
    const mazatlanResorts = await options('Resort');
    expect(mazatlanResorts.length).toBeGreaterThan(1);
    expect(mazatlanResorts.length).toBeLessThan(allResorts.length);
    expect((await options('Room type')).length).toBeLessThanOrEqual(allRoomTypes.length);
    // Every resort offered there has weeks there.
    const resort = mazatlanResorts[1];
    await page.getByRole('combobox', { name: 'Resort' }).click();
    await page.getByRole('option', { name: resort, exact: true }).click();
    await expect(page).toHaveURL(/resortId=\d+/);
    await expect(page.getByText(/^Showing [1-9][\d,]* of/)).toBeVisible();

    // From no location, a resort brings its destination.
    await page.goto('/all-weeks');
    await page.getByRole('combobox', { name: 'Resort' }).click();
    await page.getByRole('option', { name: resort, exact: true }).click();
    await expect(page).toHaveURL(/resortId=\d+/);
    await expect(page).toHaveURL(/locationId=\d+/);
    await expect(page.getByRole('combobox', { name: 'Location' })).not.toHaveText('All locations');
  });

  test('the interest dialog asks for an email and a message', async ({ page, makeWeek }) => {
    // A week of the journey's own, found through the filters in the address.
    const week = await makeWeek();
    await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
    await cardOf(page, week).getByRole('button', { name: "I'm Interested" }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await dialog.getByLabel('Email').fill(journeyEmail('traveler'));
    await dialog.getByLabel('Message').fill('Can we check in a day later?');
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(
      page.getByText("Thank you for your interest! We'll contact you soon.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
