import {
  type APIRequestContext,
  type CDPSession,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, test } from './fixtures';

/**
 * The destination page's week list loads more weeks as it is scrolled and draws only the rows
 * near the screen: on a wide screen inside its own 700 px area (wheel and keyboard), on a phone
 * with the page itself (touch). Each worker lists WEEKS weeks at a resort of its own, through
 * two new owners (an account may create 100 a window), and deletes the owners afterwards (their
 * weeks go with them).
 */

const WEEKS = 150;
const PAGE_SIZE = 24;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let resortName = '';
const owners: number[] = [];

async function signedIn(baseURL: string, username: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { username, password } })).status()).toBe(200);
  return api;
}

async function newActiveOwner(baseURL: string, dev: APIRequestContext) {
  const id = unique();
  const password = 'a-long-owner-password';
  const api = await playwrightRequest.newContext({ baseURL });
  const registered = await api.post('/api/register', {
    data: {
      username: `scroll${id}`,
      password,
      firstName: 'Sergio',
      lastName: 'Scroll',
      email: `scroll-${id}@example.test`,
      role: 'user',
    },
  });
  expect(registered.status()).toBe(201);
  const { id: userId } = await registered.json();
  owners.push(userId);
  expect((await dev.patch(`/api/users/${userId}/activation`, { data: { active: true } })).status()).toBe(200);
  return api;
}

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? '';
  const dev = await signedIn(base, ACCOUNTS.dev.username, ACCOUNTS.dev.password);
  const locations: { id: number; name: string }[] = await (await dev.get('/api/vidanta/locations')).json();
  const acapulco = locations.find((l) => l.name === 'Acapulco');
  if (!acapulco) throw new Error('no Acapulco in the reference data');
  resortName = `Scroll Cove ${unique()}`;
  const resort = await (
    await dev.post('/api/vidanta/resorts', { data: { name: resortName, locationId: acapulco.id } })
  ).json();
  const unit = await (
    await dev.post('/api/vidanta/unit-types', {
      data: { name: `Long Suite ${unique()}`, resortId: resort.id },
    })
  ).json();

  const perOwner = Math.ceil(WEEKS / 2);
  for (let o = 0; o < 2; o++) {
    const owner = await newActiveOwner(base, dev);
    const offsets = Array.from(
      { length: Math.min(perOwner, WEEKS - o * perOwner) },
      (_, i) => o * perOwner + i,
    );
    // A few at a time: the server shares two cores with the browsers.
    for (let i = 0; i < offsets.length; i += 6) {
      await Promise.all(
        offsets.slice(i, i + 6).map(async (n) => {
          const res = await owner.post('/api/weeks', {
            data: {
              resortId: resort.id,
              unitTypeId: unit.id,
              locationId: acapulco.id,
              fromDate: day(30 + n),
              toDate: day(36 + n),
              price: 1000 + n * 10,
              reservationCode: `SCR-${n}-${unique()}`.slice(0, 20),
            },
          });
          expect(res.status(), await res.text()).toBe(201);
        }),
      );
    }
    await owner.dispose();
  }
  await dev.dispose();
});

test.afterAll(async ({ baseURL }) => {
  const dev = await signedIn(baseURL ?? '', ACCOUNTS.dev.username, ACCOUNTS.dev.password);
  for (const id of owners.splice(0)) await dev.delete(`/api/users/${id}`);
  await dev.dispose();
});

const list = (page: Page) => page.getByRole('region', { name: 'Available weeks' });

/** The pages of the week search the browser asked for. */
function searchedPages(page: Page): number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/weeks/search') pages.push(Number(url.searchParams.get('page') ?? 1));
  });
  return pages;
}

async function openList(page: Page) {
  await page.goto(`/destinations/Acapulco?resort=${encodeURIComponent(resortName)}`);
  await expect(page.getByText(new RegExp(`^Showing ${WEEKS} of [\\d,]+ weeks$`))).toBeVisible();
  await expect(list(page).getByRole('article').first()).toBeVisible();
  // Hydrated, the server's grid of the first page stays whole until the person first scrolls.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const drawn = await list(page).getByRole('article').count();
  expect(drawn).toBeGreaterThan(4);
  await expect(list(page).locator('[data-index]')).toHaveCount(0);
  // A scroll hands it over to the browser's virtualized rows (the page is live).
  await page.evaluate(() => document.dispatchEvent(new Event('scroll')));
  await expect(list(page).locator('[data-index]').first()).toBeAttached();
}

/** The highest 'n of total' among the cards in the page, i.e. how far the list has loaded and drawn. */
const furthestCard = (page: Page) =>
  list(page)
    .getByRole('listitem')
    .evaluateAll((items) => Math.max(0, ...items.map((item) => Number(item.getAttribute('aria-posinset')))));

test.describe('the week list on a wide screen', () => {
  test('a 700 px area: the wheel loads the next pages, only nearby rows are drawn', async ({ page }) => {
    const pages = searchedPages(page);
    await openList(page);
    const area = list(page);
    const box = await area.evaluate((el) => ({
      height: el.clientHeight,
      content: el.scrollHeight,
      overflow: getComputedStyle(el).overflowY,
      tabIndex: el.tabIndex,
    }));
    expect(box.height).toBeLessThanOrEqual(700);
    expect(box.height).toBeGreaterThan(600);
    expect(box.content).toBeGreaterThan(box.height);
    expect(box.overflow).toBe('auto');
    expect(box.tabIndex).toBe(0);
    // No pager under the list any more.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await area.hover();
    const pageScroll = await page.evaluate(() => window.scrollY);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 1200);
          return furthestCard(page);
        },
        { intervals: [200], timeout: 30_000 },
      )
      .toBeGreaterThan(PAGE_SIZE * 2);
    expect(pages).toContain(2);
    expect(pages).toContain(3);
    // Virtualized: the cards in the page are a few rows, far fewer than those loaded.
    expect(await area.getByRole('article').count()).toBeLessThanOrEqual(30);
    // The page itself did not scroll: the wheel went to the list.
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  });

  test('the keyboard scrolls it: PageDown, End to the last week, Tab brings buttons into view', async ({
    page,
  }) => {
    const pages = searchedPages(page);
    await openList(page);
    const area = list(page);
    await area.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => area.evaluate((el) => el.scrollTop)).toBeGreaterThan(300);

    // End, again and again while pages arrive, reaches the last week.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('End');
          return furthestCard(page);
        },
        { intervals: [300], timeout: 45_000 },
      )
      .toBe(WEEKS);
    // The end note is the last row: it is drawn once the last page is in, at the bottom.
    const endNote = area.getByText('You have reached the end of the list.');
    await expect
      .poll(
        async () => {
          await page.keyboard.press('End');
          return endNote.isVisible();
        },
        { intervals: [300], timeout: 15_000 },
      )
      .toBe(true);
    expect(Math.max(...pages)).toBe(Math.ceil(WEEKS / PAGE_SIZE));
    expect(await area.getByRole('article').count()).toBeLessThanOrEqual(30);

    // Home goes back; tabbing through the cards' buttons keeps the focused one on screen.
    await page.keyboard.press('Home');
    // Back at the top: the first row in view (the list may settle a few pixels from 0 as the rows
    // above are measured again).
    await expect.poll(() => area.evaluate((el) => el.scrollTop)).toBeLessThanOrEqual(16);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if ((await focused.getAttribute('aria-haspopup')) === 'dialog' || i % 8 === 7) {
        await expect(focused).toBeInViewport();
      }
    }
    expect(await area.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await area.evaluate((el) => el.scrollTop)).toBeGreaterThan(300);
  });

  test('a failed page shows a retry row; a new sort starts at the top', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/weeks/search?*page=2*', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await openList(page);
    const area = list(page);
    await area.focus();
    await page.keyboard.press('End');
    await expect(area.getByText('More weeks could not be loaded.')).toBeVisible();
    await area.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => furthestCard(page)).toBeGreaterThan(PAGE_SIZE);
    expect(await area.evaluate((el) => el.scrollTop)).toBeGreaterThan(300);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price high to low' }).click();
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect.poll(() => area.evaluate((el) => el.scrollTop)).toBe(0);
    // The most expensive week first.
    await expect(area.getByRole('article').first()).toContainText(
      `$${(1000 + (WEEKS - 1) * 10).toLocaleString('en-US')}`,
    );
  });
});

/** A finger dragged 600 px up the screen. */
async function swipeUp(cdp: CDPSession) {
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 750 }] });
  for (let step = 1; step <= 12; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: 750 - step * 50 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('the week list on a phone @phone-only', () => {
  test('no scroll area inside the page: swiping the page loads more weeks', async ({ page }) => {
    const pages = searchedPages(page);
    await openList(page);
    const area = list(page);
    const box = await area.evaluate((el) => ({
      overflow: getComputedStyle(el).overflowY,
      scrollable: el.scrollHeight > el.clientHeight + 1,
      tabIndex: el.getAttribute('tabindex'),
    }));
    expect(box).toEqual({ overflow: 'visible', scrollable: false, tabIndex: null });

    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(
        async () => {
          await swipeUp(cdp);
          return furthestCard(page);
        },
        { intervals: [200], timeout: 45_000 },
      )
      .toBeGreaterThan(PAGE_SIZE + 4);
    expect(pages).toContain(2);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    // The page, not the list, scrolled; and the cards drawn are a few, not every one loaded.
    expect(await area.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await area.getByRole('article').count()).toBeLessThanOrEqual(12);
    const onScreen = await area.getByRole('article').evaluateAll((cards) =>
      cards.some((card) => {
        const box = card.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      }),
    );
    expect(onScreen).toBe(true);
  });
});
