import type { Locator, Page } from '@playwright/test';
import { type CreatedWeek, expect } from './fixtures';

/** Helpers of the catalogue journeys (listings-*.spec.ts). */

export const COUNT_LINE = /^Showing ([\d,]+) of ([\d,]+) weeks$/;

/** N and M of the 'Showing N of M weeks' line, once the list has answered. */
export async function weekCounts(page: Page): Promise<[number, number]> {
  const line = page.getByText(COUNT_LINE);
  await expect(line).toBeVisible();
  const match = COUNT_LINE.exec((await line.textContent()) ?? '');
  return [Number(match?.[1].replace(/,/g, '')), Number(match?.[2].replace(/,/g, ''))];
}

export const weekCards = (page: Page) =>
  page.getByRole('region', { name: 'Available weeks' }).getByRole('article');

/** '$1,075' → 1075, for every card on the page, in order. */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.getByText(/^\$[\d,]+$/).allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

/** 'Feb 16, 2027 – Feb 22, 2027' → the first day, as yyyy-MM-dd. */
export function firstDay(text: string): string {
  const from = new Date(`${text.split('–')[0].trim()} 12:00`);
  return `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}`;
}

/**
 * Opens a destination and waits until its week list is the browser's own (virtualized rows in
 * place of the server's grid): the page has hydrated, so typing and clicks reach it.
 */
export async function openDestination(page: Page, path: string) {
  await page.goto(path);
  await listIsLive(page);
}

/**
 * The app has taken over the page and the list its rows: the server's grid stays until the person
 * first scrolls (a page start pays for no replacement), so a scroll is what hands it over.
 */
export async function listIsLive(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.evaluate(() => document.dispatchEvent(new Event('scroll')));
  // Rows by their index, not by the list's name: the same in every language.
  await expect(page.getByRole('main').locator('[data-index]').first()).toBeAttached();
}

export async function losCabosId(page: Page): Promise<number> {
  const locations = (await (await page.request.get('/api/vidanta/locations')).json()) as {
    id: number;
    name: string;
  }[];
  const id = locations.find((l) => l.name === 'Los Cabos')?.id;
  if (!id) throw new Error('no Los Cabos in the reference data');
  return id;
}

/** The card of a week a journey listed itself: its resort, unit, dates and price together. */
export const cardOf = (page: Page, week: CreatedWeek) =>
  weekCards(page)
    .filter({ hasText: week.resortName })
    .filter({ hasText: week.unitTypeName })
    .filter({ hasText: week.dates })
    .filter({ hasText: week.shownPrice });

/** The destination page narrowed to the resort of a week a journey listed (it is the newest there). */
export const destinationOf = (week: CreatedWeek) =>
  `/destinations/${encodeURIComponent(week.locationName)}?resort=${encodeURIComponent(week.resortName)}`;

/** The option names of a menu (a count beside an option is its description, not its name), then closes it. */
export async function optionNames(page: Page, name: string): Promise<string[]> {
  await page.getByRole('combobox', { name }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  const names = await list
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((o) => document.getElementById(o.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  return names;
}
