import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, signIn, test } from './fixtures';

const COUNT_LINE = /^Showing ([\d,]+) of ([\d,]+) weeks$/;

/** N and M of the 'Showing N of M weeks' line, once the list has answered. */
async function weekCounts(page: Page): Promise<[number, number]> {
  const line = page.getByText(COUNT_LINE);
  await expect(line).toBeVisible();
  const match = COUNT_LINE.exec((await line.textContent()) ?? '');
  return [Number(match?.[1].replace(/,/g, '')), Number(match?.[2].replace(/,/g, ''))];
}

const weekCards = (page: Page) => page.getByRole('region', { name: 'Available weeks' }).getByRole('article');

/** '$1,075' → 1075, for every card on the page, in order. */
async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.getByText(/^\$[\d,]+$/).allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

/** 'Feb 16, 2027 – Feb 22, 2027' → the first day, as yyyy-MM-dd. */
function firstDay(text: string): string {
  const from = new Date(`${text.split('–')[0].trim()} 12:00`);
  return `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}`;
}

/**
 * Opens a destination and waits until its week list is the browser's own (virtualized rows in
 * place of the server's grid): the page has hydrated, so typing and clicks reach it.
 */
async function openDestination(page: Page, path: string) {
  await page.goto(path);
  await listIsLive(page);
}

const listIsLive = (page: Page) =>
  expect(
    page.getByRole('region', { name: 'Available weeks' }).locator('[data-index]').first(),
  ).toBeAttached();

async function losCabosId(page: Page): Promise<number> {
  const locations = (await (await page.request.get('/api/vidanta/locations')).json()) as {
    id: number;
    name: string;
  }[];
  const id = locations.find((l) => l.name === 'Los Cabos')?.id;
  if (!id) throw new Error('no Los Cabos in the reference data');
  return id;
}

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
    // Every card of a destination is at that destination.
    for (const location of await weekCards(page).getByRole('definition').allTextContents()) {
      if (!location.includes('–')) expect(location).toBe('Los Cabos');
    }

    await page.getByLabel('Search by resort').fill('arco');
    await expect(page).toHaveURL(/[?&]resort=arco/);
    await expect.poll(async () => (await weekCounts(page))[0]).toBeLessThan(total);
    const [filtered, unfiltered] = await weekCounts(page);
    expect(filtered).toBeGreaterThan(0);
    expect(unfiltered).toBe(total);
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
    expect(await weekCounts(page)).toEqual([filtered, unfiltered]);
  });

  test('a search that matches nothing says so', async ({ page }) => {
    await page.goto('/destinations/Los%20Cabos?resort=no-such-resort');
    await expect(page.getByText('No weeks found matching your criteria')).toBeVisible();
    await expect(page.getByText('Showing 0 of')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search by resort')).toHaveValue('');
    await expect(weekCards(page).first()).toBeVisible();
  });

  test('a visitor expresses interest: the message is required, then the toast', async ({ page }) => {
    await openDestination(page, '/destinations/Los%20Cabos');
    await weekCards(page).first().getByRole('button', { name: "I'm Interested" }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect(dialog).toBeVisible();
    // Nobody is signed in, so the server needs an email from the form.
    await dialog.getByLabel('Email').fill('visitor@example.test');
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(dialog.getByText('Message is required')).toBeVisible();

    await dialog.getByLabel('Message').fill('Is the week still available for a family of four?');
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/week-interests') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      email: 'visitor@example.test',
      message: 'Is the week still available for a family of four?',
      website: '',
    });
    await expect(page.getByText('Interest Registered', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Thank you for your interest. A representative will contact you soon.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("a signed-in owner's interest is sent with their email", async ({ page }) => {
    await signIn(page, 'owner');
    await openDestination(page, '/destinations/Riviera%20Maya');
    await weekCards(page).first().getByRole('button', { name: "I'm Interested" }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    const email = `${ACCOUNTS.owner.username}@example.test`;
    await expect(dialog.getByText(email)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await dialog.getByLabel('Message').fill('We would love this week.');
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/week-interests') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ email, message: 'We would love this week.' });
    await expect(page.getByText('Interest Registered', { exact: true })).toBeVisible();
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
    await openDestination(page, '/destinations/Los%20Cabos?page=2&sort=price_asc');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price low to high');
    await expect(weekCards(page).first()).toBeVisible();
    const cheapest = await page.request.get('/api/weeks/search', {
      params: { locationId: await losCabosId(page), sort: 'price_asc', page: 1, pageSize: 1 },
    });
    const [first] = (await cheapest.json()).items as { resortName: string; price: number }[];
    await expect(weekCards(page).first()).toContainText(`$${first.price.toLocaleString('en-US')}`);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });
});

test.describe('all weeks', () => {
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
    await expect.poll(async () => (await weekCounts(page))[0]).toBeLessThanOrEqual(atLocation);
    for (const dates of await weekCards(page).getByText(/ – /).allTextContents()) {
      expect(firstDay(dates) >= from).toBe(true);
    }
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).not.toHaveURL(/from=/);
    await expect.poll(async () => (await weekCounts(page))[0]).toBe(atLocation);

    // A resort limits the room types to its own.
    await page.getByRole('combobox', { name: 'Resort' }).click();
    await page.getByRole('option', { name: 'Arco Dorado Grand Suites' }).click();
    await expect(page).toHaveURL(/resortId=\d+/);
    await page.getByRole('combobox', { name: 'Room type' }).click();
    await expect(page.getByRole('option')).toHaveText([
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
    const [mazatlan] = await weekCounts(page);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Mazatlan');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Oldest first');
    expect((await weekCounts(page))[0]).toBe(mazatlan);

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
    const options = async (name: string) => {
      await page.getByRole('combobox', { name }).click();
      const texts = await page.getByRole('option').allTextContents();
      await page.keyboard.press('Escape');
      return texts;
    };
    const allResorts = await options('Resort');
    const allRoomTypes = await options('Room type');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Mazatlan' }).click();
    await expect(page).toHaveURL(/locationId=\d+/);
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

  test('the interest dialog asks for an email and a message', async ({ page }) => {
    // Oldest first: a seeded week, not one another worker's owner journey is about to delete.
    await page.goto('/all-weeks?sort=oldest');
    await weekCards(page).first().getByRole('button', { name: "I'm Interested" }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await dialog.getByLabel('Email').fill('traveler@example.test');
    await dialog.getByLabel('Message').fill('Can we check in a day later?');
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(
      page.getByText("Thank you for your interest! We'll contact you soon.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('all properties', () => {
  test('search by hotel name, count line, interest with Cancel and Send', async ({ page }) => {
    await page.goto('/all-properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties For Sale' })).toBeVisible();
    const countLine = page.getByText(/^Showing \d+ of \d+ properties$/);
    await expect(countLine).toBeVisible();
    // The seeded listings only: another worker's owner journey may list and delete one meanwhile.
    const cards = page
      .getByRole('list', { name: 'Properties' })
      .getByRole('article')
      .filter({ hasNot: page.getByRole('heading', { level: 3, name: /^E2E / }) });
    const firstHotel = (await cards.first().getByRole('heading', { level: 3 }).textContent()) ?? '';

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

    await cards.first().getByRole('button', { name: "I'm Interested" }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect(dialog.getByText(firstHotel)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await cards.first().getByRole('button', { name: "I'm Interested" }).click();
    await dialog.getByLabel('Email').fill('buyer@example.test');
    await dialog.getByLabel('Message').fill('Is the price negotiable?');
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/property-listing-interests') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ email: 'buyer@example.test', website: '' });
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
