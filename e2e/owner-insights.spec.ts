import type { Browser, Page } from '@playwright/test';
import { addDays, addMonths, differenceInCalendarDays, format, startOfDay, startOfMonth } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { expect, test } from './fixtures';
import { cardWith, pickOption, toastText, unique } from './owner-helpers';

/**
 * Demand and price guidance for owners (docs/decisions/068): while listing a week the owner sees
 * what similar weeks ask and how many people are looking; visitors view the week; My Dashboard
 * shows its views, the people looking and the interest.
 */

const RESORT = 'Casa Marina Grand Resort';
const LOCATION = 'Nuevo Vallarta';
const ASKED = [1000, 1100, 1200, 1300, 1400];

/** A visitor of its own (a browser of its own name): looks at the destination's weeks of the unit type. */
async function visit(browser: Browser, baseURL: string, agent: string, unitType: string, weekId: number) {
  const context = await browser.newContext({ baseURL, userAgent: agent });
  const page = await context.newPage();
  const reported = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/weeks/views') &&
      (r.request().postDataJSON() as { weekIds: number[] }).weekIds.includes(weekId),
  );
  await page.goto(`/destinations/${encodeURIComponent(LOCATION)}?unitType=${encodeURIComponent(unitType)}`);
  const card = page.getByRole('article').filter({ hasText: '$1,500' });
  await card.first().scrollIntoViewIfNeeded();
  expect((await reported).status()).toBe(200);
  await context.close();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('@phone an owner sees the price range and the people looking while listing, then views, demand and interest on the dashboard', async ({
  page,
  owner,
  makeUser,
  makeWeek,
  makeWeekRequest,
  makeLead,
  staffApi,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A unit type of the journey's own, so the comparables are exactly the weeks it lists.
  const resorts = (await (await staffApi.get('/api/vidanta/resorts')).json()) as {
    id: number;
    name: string;
  }[];
  const resort = resorts.find((r) => r.name === RESORT);
  if (!resort) throw new Error(`no ${RESORT}`);
  const unitType = `Insight Suite ${unique()}`;
  expect(
    (
      await staffApi.post('/api/vidanta/unit-types', { data: { name: unitType, resortId: resort.id } })
    ).status(),
  ).toBe(201);

  // The week the owner lists starts in the month after next (on the 4th at one width, the 21st at
  // the other, so the two runs' people looking never meet); five similar weeks around it.
  const start = addDays(
    startOfMonth(addMonths(new Date(), 2)),
    test.info().project.name === 'phone' ? 20 : 3,
  );
  const startsIn = differenceInCalendarDays(start, startOfDay(new Date()));
  const seller = await makeUser({ prefix: 'seller.' });
  for (const [i, price] of ASKED.entries())
    await makeWeek({
      owner: seller,
      resort: RESORT,
      location: LOCATION,
      unitType,
      startsIn: startsIn + i - 2,
      price,
    });

  // People looking: two addresses (one of them twice) for the destination around the dates.
  const fromDate = format(start, 'yyyy-MM-dd');
  const locations = (await (await owner.api.get('/api/vidanta/locations')).json()) as {
    id: number;
    name: string;
  }[];
  const locationId = locations.find((l) => l.name === LOCATION)?.id;
  const demandUrl = `/api/weeks/demand?locationId=${locationId}&fromDate=${fromDate}`;
  const before = (await (await owner.api.get(demandUrl)).json()).people as number;
  const around = {
    preferredLocation: LOCATION,
    startDate: format(addDays(start, -2), 'yyyy-MM-dd'),
    endDate: format(addDays(start, 5), 'yyyy-MM-dd'),
  };
  const first = await makeWeekRequest(around);
  await makeWeekRequest({ ...around, email: first.email });
  await makeWeekRequest(around);
  const people = (await (await owner.api.get(demandUrl)).json()).people as number;
  expect(people - before).toBe(2);

  await page.goto('/add-listing');
  const guidance = page.getByRole('region', { name: 'Prices of similar weeks' });
  const demand = page.getByRole('region', { name: 'People looking' });
  await expect(guidance).toContainText('Choose the resort, unit type and start date');
  await pickOption(page, 'Resort', RESORT);
  await pickOption(page, 'Location', LOCATION);
  await pickOption(page, 'Type of unit', unitType);
  await page.getByRole('button', { name: /Week start date/ }).click();
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await page.getByRole('button', { name: new RegExp(format(start, 'MMMM do, yyyy')) }).click();

  const asked = guidance.getByRole('heading', { name: 'Asked by owners' }).locator('..');
  await expect(asked).toContainText('Median$1,200');
  await expect(asked).toContainText('Middle half$1,100 – $1,300');
  await expect(asked).toContainText('Lowest to highest$1,000 – $1,400');
  await expect(asked).toContainText('Based on 5 weeks');
  const booked = guidance.getByRole('heading', { name: 'Paid by renters' }).locator('..');
  await expect(booked).toContainText('Too few to tell: 0 similar weeks, and we need at least 5.');
  await expect(demand).toContainText(`${people} people are looking for ${LOCATION} around these dates`);
  await page.getByLabel('Price (USD)').fill('1500');
  await expect(guidance).toContainText('Your price is above what most owners ask for similar weeks.');
  await page.getByLabel('Price (USD)').fill('1250');
  await expect(guidance).toContainText('Your price is within what most owners ask for similar weeks.');
  await shot(page, 'add-week-insights');
  await page.getByLabel('Price (USD)').fill('1500');
  const code = `OI-${unique()}`;
  await page.getByLabel('Reservation code').fill(code);
  await page.getByRole('button', { name: 'Add Week' }).click();
  await expect(toastText(page, 'Week added successfully!')).toBeVisible();

  const mine = (await (await owner.api.get('/api/weeks/my-weeks?page=1&pageSize=12')).json()) as {
    items: { id: number; reservationCode: string }[];
  };
  const weekId = mine.items.find((w) => w.reservationCode === code)?.id as number;
  expect(weekId).toBeGreaterThan(0);

  // Two visitors (two browsers), the first one twice: two people viewed it.
  await visit(browser, baseURL as string, 'Mozilla/5.0 Semana-journey visitor-one', unitType, weekId);
  await visit(browser, baseURL as string, 'Mozilla/5.0 Semana-journey visitor-one', unitType, weekId);
  await visit(browser, baseURL as string, 'Mozilla/5.0 Semana-journey visitor-two', unitType, weekId);
  await makeLead({ weekId });

  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'How your weeks are doing' });
  const tile = (label: string) =>
    summary.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  // Two people (visitor-one counted once); in a full run another journey's browser may also see
  // the week on the destination's page, so at least two (views.test.ts counts a person exactly).
  await expect
    .poll(async () => Number(await tile('Views').textContent()), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await expect(tile('Interested')).toHaveText('1');
  await expect(tile('Bookings')).toHaveText('0');
  await expect(tile('People looking')).toHaveText(String(people));
  const card = cardWith(page.getByRole('list', { name: 'My week listings' }), code);
  const activity = card
    .getByRole('list', { name: /^Activity/ })
    .or(card.locator('dl[aria-label^="Activity"]'));
  const figure = (label: string) =>
    activity.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  // The same count as the tile's (the owner's only week).
  await expect(figure('Views')).toHaveText((await tile('Views').textContent()) ?? '');
  await expect(figure('Interested')).toHaveText('1');
  await expect(figure('Booked')).toHaveText('0');
  await expect(figure('Looking')).toHaveText(String(people));
  // After listing, the week's own card shows the same range on request, its own price left out of
  // the comparables (still five, not six) and placed among them.
  const similar = card.getByRole('button', { name: /^Show the prices of weeks similar to/ });
  await similar.click();
  await expect(card.getByRole('button', { name: /^Hide the prices of weeks similar to/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const cardGuidance = card.getByRole('region', { name: 'Prices of similar weeks' });
  const cardAsked = cardGuidance.getByRole('heading', { name: 'Asked by owners' }).locator('..');
  await expect(cardAsked).toContainText('Median$1,200');
  await expect(cardAsked).toContainText('Based on 5 weeks');
  await expect(cardGuidance).toContainText('Your price is above what most owners ask for similar weeks.');
  await card.getByRole('button', { name: /^Hide the prices of weeks similar to/ }).click();
  await expect(cardGuidance).toHaveCount(0);
  await summary.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-insights');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the price range in pesos first and the people looking, in Spanish', async ({
    page,
    owner: _owner,
    makeUser,
    makeWeek,
    staffApi,
  }) => {
    const resorts = (await (await staffApi.get('/api/vidanta/resorts')).json()) as {
      id: number;
      name: string;
    }[];
    const resort = resorts.find((r) => r.name === RESORT);
    if (!resort) throw new Error(`no ${RESORT}`);
    const unitType = `Insight Suite ${unique()}`;
    expect(
      (
        await staffApi.post('/api/vidanta/unit-types', { data: { name: unitType, resortId: resort.id } })
      ).status(),
    ).toBe(201);
    const start = addDays(startOfMonth(addMonths(new Date(), 2)), 11);
    const startsIn = differenceInCalendarDays(start, startOfDay(new Date()));
    const seller = await makeUser({ prefix: 'seller.' });
    for (const [i, price] of ASKED.entries())
      await makeWeek({
        owner: seller,
        resort: RESORT,
        location: LOCATION,
        unitType,
        startsIn: startsIn + i - 2,
        price,
      });

    await page.goto('/add-listing');
    const guidance = page.getByRole('region', { name: 'Precios de semanas similares' });
    await expect(guidance).toContainText('Elige el resort, el tipo de unidad y la fecha de inicio');
    await pickOption(page, 'Resort', RESORT);
    await pickOption(page, 'Destino', LOCATION);
    await pickOption(page, 'Tipo de unidad', unitType);
    await page.getByRole('button', { name: /Inicio de la semana/ }).click();
    await page.getByRole('button', { name: 'Ir al mes siguiente' }).click();
    await page.getByRole('button', { name: 'Ir al mes siguiente' }).click();
    await page.getByRole('button', { name: new RegExp(format(start, 'PPPP', { locale: es })) }).click();
    const asked = guidance.getByRole('heading', { name: 'Lo que piden los propietarios' }).locator('..');
    await expect(asked).toContainText('Mediana');
    await expect(asked).toContainText('Con base en 5 semanas');
    // Pesos first when the site has a rate; the dollars are then named beside.
    await expect(asked).toContainText(/MXN|dólares|USD/);
    await expect(guidance).toContainText('Son muy pocas para saberlo: 0 semanas similares');
    await expect(page.getByRole('region', { name: 'Personas buscando' })).toContainText(
      new RegExp(`(personas? buscan? ${LOCATION}|Nadie ha pedido ${LOCATION}) en fechas cercanas`),
    );
    await shot(page, 'add-week-insights-es');
  });
});
