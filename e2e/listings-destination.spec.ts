import { expect, journeyEmail, test } from './fixtures';
import {
  cardOf,
  cardPrices,
  destinationOf,
  listIsLive,
  losCabosId,
  openDestination,
  weekCards,
  weekCounts,
} from './listings-helpers';

/**
 * A destination's page: search, sort, pictures, the scroll area and the history. Browsing reads the
 * seeded catalogue; a journey that sends interest does it on a week of its own (`makeWeek`).
 */

test.describe('destination page', () => {
  test('a mixed-case URL finds the location; resort search, price sort and the count line', async ({
    page,
  }) => {
    await openDestination(page, '/destinations/los%20cabos');
    await expect(page.getByRole('heading', { level: 1, name: 'Los Cabos' })).toBeVisible();
    await expect(page).toHaveTitle(/Los Cabos/);
    const [shown, total] = await weekCounts(page);
    expect(shown).toBe(total);
    expect(total).toBeGreaterThan(0);
    await expect(weekCards(page).first()).toBeVisible();
    // Every card of a destination is at that destination (a card's first fact is its place).
    for (const card of await weekCards(page).all())
      await expect(card.getByRole('definition').first()).toHaveText('Los Cabos');

    await page.getByLabel('Search by resort').fill('arco');
    await expect(page).toHaveURL(/[?&]resort=arco/);
    await expect.poll(async () => (await weekCounts(page))[0]).toBeLessThan(total);
    // 'of M' counts the destination's weeks, which other journeys add to and take from meanwhile.
    const [filtered, unfiltered] = await weekCounts(page);
    expect(filtered).toBeGreaterThan(0);
    expect(unfiltered).toBeGreaterThan(filtered);
    for (const name of await weekCards(page).getByRole('heading', { level: 3 }).allTextContents()) {
      expect(name).toBe('Arco Dorado Grand Suites');
    }

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price low to high' }).click();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(weekCards(page));
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
      })
      .toBe(true);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price high to low' }).click();
    await expect(page).toHaveURL(/[?&]sort=price_desc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(weekCards(page));
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] >= price);
      })
      .toBe(true);
    // Sorting keeps the search: still the one resort's weeks, fewer than the destination's.
    const [sorted, all] = await weekCounts(page);
    expect(sorted).toBeGreaterThan(0);
    expect(sorted).toBeLessThan(all);
    for (const name of await weekCards(page).getByRole('heading', { level: 3 }).allTextContents()) {
      expect(name).toBe('Arco Dorado Grand Suites');
    }
  });

  test('a search that matches nothing says so', async ({ page }) => {
    await page.goto('/destinations/Los%20Cabos?resort=no-such-resort');
    await expect(page.getByText('No weeks found matching your criteria')).toBeVisible();
    await expect(page.getByText('Showing 0 of')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search by resort')).toHaveValue('');
    await expect(weekCards(page).first()).toBeVisible();
  });

  test('a visitor expresses interest: the message is required, then the toast', async ({
    page,
    makeWeek,
  }) => {
    // A week of the journey's own: the interest lands on it, and goes with its owner afterwards.
    const week = await makeWeek({ location: 'Los Cabos' });
    const email = journeyEmail('visitor');
    await openDestination(page, destinationOf(week));
    await cardOf(page, week).getByRole('button', { name: "I'm Interested" }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect(dialog).toBeVisible();
    // Nobody is signed in, so the server needs an email from the form.
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(dialog.getByText('Message is required')).toBeVisible();

    await dialog.getByLabel('Message').fill('Is the week still available for a family of four?');
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/week-interests') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      weekId: week.id,
      email,
      message: 'Is the week still available for a family of four?',
      website: '',
    });
    await expect(page.getByText('Interest Registered', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Thank you for your interest. A representative will contact you soon.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a signed-in person is offered a conversation with the owner instead of the interest form', async ({
    page,
    makeUser,
    makeWeek,
  }) => {
    // Conversations on the site (decision 060): signed-in people message the owner; visitors keep
    // the interest form (the test above).
    await makeUser({ signIn: page, prefix: 'renter.' });
    const week = await makeWeek({ location: 'Riviera Maya' });
    await openDestination(page, destinationOf(week));
    const card = cardOf(page, week);
    await expect(card.getByRole('button', { name: "I'm Interested" })).toHaveCount(0);
    await card.getByRole('button', { name: 'Message the owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message the owner' });
    await expect(dialog.getByText('Pay only through Semana.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Book this week' })).toHaveAttribute(
      'href',
      `/weeks/${week.id}/book`,
    );
  });

  test('an unknown destination shows Location not found', async ({ page }) => {
    await page.goto('/destinations/Atlantis');
    await expect(page.getByRole('heading', { name: 'Location not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all weeks' }).click();
    await expect(page).toHaveURL(/\/all-weeks$/);
  });

  test('the pictures: position, arrows disabled at the ends, expanded view', async ({ page }) => {
    await openDestination(page, '/destinations/Los%20Cabos');
    // The first card whose unit type has several pictures.
    const first = page
      .getByRole('group', { name: /^Pictures of/ })
      .filter({ has: page.getByRole('button', { name: 'Next image' }) })
      .first();
    await expect(first).toBeVisible();
    const previous = first.getByRole('button', { name: 'Previous image' });
    const next = first.getByRole('button', { name: 'Next image' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(first.getByText(/^2 \/ \d$/)).toBeVisible();
    await expect(previous).toBeEnabled();
    await previous.press('ArrowLeft');
    await expect(first.getByText(/^1 \/ \d$/)).toBeVisible();
    await next.press('ArrowRight');
    await expect(first.getByText(/^2 \/ \d$/)).toBeVisible();
    await first.getByRole('button', { name: 'Expand image' }).press('ArrowLeft');
    await expect(first.getByText(/^1 \/ \d$/)).toBeVisible();

    await first.getByRole('button', { name: 'Expand image' }).click();
    const expanded = page.getByRole('dialog');
    await expect(expanded.getByRole('img')).toBeVisible();
    await expect(expanded.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await expanded.getByRole('button', { name: 'Next image' }).click();
    await expect(expanded.getByText(/^2 \/ \d$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(expanded).toBeHidden();
    // The card follows the dialog's position.
    await expect(first.getByText(/^2 \/ \d$/)).toBeVisible();
  });

  test('the cards scroll inside a 700 px area and the page ends at its footer', async ({ page }) => {
    await openDestination(page, '/destinations/Los%20Cabos');
    const area = page.getByRole('region', { name: 'Available weeks' });
    await expect(area.getByRole('article').nth(5)).toBeAttached();
    const box = await area.evaluate((el) => ({ height: el.clientHeight, content: el.scrollHeight }));
    expect(box.height).toBe(700);
    expect(box.content).toBeGreaterThan(700);
    // Nothing inside the area (e.g. a visually hidden label) may stretch the page below the footer.
    const footerBottom = await page
      .locator('footer')
      .last()
      .evaluate((f) => f.getBoundingClientRect().bottom + window.scrollY);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      Math.ceil(footerBottom) + 1,
    );
  });

  test('typing replaces the history entry; each sort is a step Back undoes', async ({ page }) => {
    await page.goto('/all-properties');
    await openDestination(page, '/destinations/Los%20Cabos');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Start date' }).click();
    await expect(page).toHaveURL(/sort=start_date/);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price low to high' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price low to high');
    await listIsLive(page);

    // Typing changes the address in the same history entry.
    await page.getByLabel('Search by resort').fill('Mirador');
    await expect(page).toHaveURL(/resort=Mirador/);
    await page.reload();
    await expect(page.getByLabel('Search by resort')).toHaveValue('Mirador');
    await listIsLive(page);

    await page.goBack();
    await expect(page).toHaveURL(/sort=start_date/);
    await expect(page).not.toHaveURL(/resort=/);
    await expect(page.getByLabel('Search by resort')).toHaveValue('');
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Newest first');
    await page.goBack();
    await expect(page).toHaveURL(/\/all-properties$/);
  });

  test('an old address with a page number shows the list from its first week, without a pager', async ({
    page,
  }) => {
    // Other journeys add and remove weeks meanwhile: the page and the cheapest week are read again
    // until they were read at a quiet moment.
    await expect(async () => {
      await openDestination(page, '/destinations/Los%20Cabos?page=2&sort=price_asc');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price low to high');
      await expect(weekCards(page).first()).toBeVisible();
      const cheapest = await page.request.get('/api/weeks/search', {
        params: { locationId: await losCabosId(page), sort: 'price_asc', page: 1, pageSize: 1 },
      });
      const [first] = (await cheapest.json()).items as { resortName: string; price: number }[];
      await expect(weekCards(page).first()).toContainText(`$${first.price.toLocaleString('en-US')}`, {
        timeout: 2_000,
      });
    }).toPass();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });
});
