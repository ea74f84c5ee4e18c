import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { optionNames, weekCounts } from './listings-helpers';

/**
 * The all-weeks filters agree with each other: each menu offers what has weeks given the other
 * choices (with counts), and a choice that no longer fits is dropped with a note. Reads the seeded
 * catalogue only.
 */

async function choose(page: Page, menu: string, option: string) {
  await page.getByRole('combobox', { name: menu }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: menu })).toHaveText(option);
}

/** Every search answer the page receives, so a journey can say none of them was empty. */
function searchTotals(page: Page): { url: string; total: number }[] {
  const seen: { url: string; total: number }[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/api/weeks/search')) return;
    const body = (await res.json().catch(() => null)) as { total?: number } | null;
    if (body && typeof body.total === 'number') seen.push({ url: res.url(), total: body.total });
  });
  return seen;
}

const showingSome = (page: Page) =>
  expect(page.getByText(/^Showing [1-9][\d,]* of [\d,]+ weeks$/)).toBeVisible();

test.describe('all-weeks filters that agree', () => {
  test('a resort narrows the locations; switching location never leaves a filter that matches nothing', async ({
    page,
  }) => {
    // Fourteen choices, each waiting for its answer: more than one default test's time on a busy machine.
    test.slow();
    const totals = searchTotals(page);
    await page.goto('/all-weeks');
    await choose(page, 'Location', 'Los Cabos');
    await showingSome(page);

    // A Los Cabos resort that is also sold at East Cape.
    const resort = 'Mirador del Cabo Resort';
    expect(await optionNames(page, 'Resort')).toContain(resort);
    await choose(page, 'Resort', resort);
    await showingSome(page);
    // The locations narrow to the resort's own: no Acapulco, no Mazatlan.
    const locations = await optionNames(page, 'Location');
    expect(locations).toContain('Los Cabos');
    for (const name of locations) expect(['All locations', 'Los Cabos', 'East Cape']).toContain(name);

    // Only the room types the resort has weeks of here.
    const roomTypes = (await optionNames(page, 'Room type')).filter((n) => n !== 'All room types');
    expect(roomTypes.length).toBeGreaterThan(0);
    await choose(page, 'Room type', roomTypes[0]);
    await expect(page).toHaveURL(/roomType=/);
    await showingSome(page);
    // Each option says how many weeks it would show.
    await page.getByRole('combobox', { name: 'Location' }).click();
    await expect(page.getByRole('option', { name: 'Los Cabos', exact: true })).toHaveAccessibleDescription(
      /^Weeks: [1-9][\d,]*$/,
    );
    await page.keyboard.press('Escape');

    // Switch the location: to the resort's other destination if that room type has weeks there,
    // else to every location; the resort and room type stay, and the results are never empty.
    const other = (await optionNames(page, 'Location')).find((n) => n === 'East Cape') ?? 'All locations';
    await choose(page, 'Location', other);
    await expect(page.getByRole('combobox', { name: 'Resort' })).toHaveText(resort);
    await expect(page.getByRole('combobox', { name: 'Room type' })).toHaveText(roomTypes[0]);
    await showingSome(page);

    // Acapulco is reached by letting the resort go first: then it is offered again.
    await choose(page, 'Resort', 'All resorts');
    await choose(page, 'Room type', 'All room types');
    expect(await optionNames(page, 'Location')).toContain('Acapulco');
    await choose(page, 'Location', 'Acapulco');
    await showingSome(page);
    expect(await optionNames(page, 'Resort')).not.toContain(resort);

    await expect(page.getByText('Updating results...')).toHaveCount(0);
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.filter((t) => t.total === 0)).toEqual([]);
  });

  test('an address whose choices match nothing together drops the stale ones and says so', async ({
    page,
  }) => {
    const ids = async (path: string) =>
      new Map(
        ((await (await page.request.get(path)).json()) as { id: number; name: string }[]).map((r) => [
          r.name,
          r.id,
        ]),
      );
    const locations = await ids('/api/vidanta/locations');
    const resorts = await ids('/api/vidanta/resorts');
    const acapulco = locations.get('Acapulco');
    const arco = resorts.get('Arco Dorado Grand Suites');

    // Acapulco with a Los Cabos resort, as an old link or the switch would leave it.
    const totals = searchTotals(page);
    await page.goto(`/all-weeks?locationId=${acapulco}&resortId=${arco}&sort=oldest`);
    await expect(page.getByRole('status').filter({ hasText: 'Removed Arco Dorado Grand Suites' })).toHaveText(
      'Removed Arco Dorado Grand Suites: no weeks match it with your other filters.',
    );
    await expect(page).not.toHaveURL(/resortId=/);
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page.getByRole('combobox', { name: 'Resort' })).toHaveText('All resorts');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Acapulco');
    await showingSome(page);
    const [shown] = await weekCounts(page);
    expect(shown).toBeGreaterThan(0);
    // The browser never asked for the stale pair.
    expect(totals.filter((t) => t.url.includes(`resortId=${arco}`))).toEqual([]);

    // A room type nobody lists goes too; the next choice clears the note.
    await page.goto(`/all-weeks?locationId=${acapulco}&roomType=No%20Such%20Room`);
    await expect(page.getByRole('status').filter({ hasText: 'Removed No Such Room' })).toBeVisible();
    await expect(page).not.toHaveURL(/roomType=/);
    await choose(page, 'Location', 'All locations');
    await expect(page.getByText('Removed No Such Room')).toHaveCount(0);
  });
});
