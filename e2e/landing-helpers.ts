import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the landing-page journeys (landing-*.spec.ts). */

export interface Availability {
  id: number;
  name: string;
  availableWeeks: number;
}

export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Destination' });

/** The landing page once the destination cards know their availability. */
export async function openLanding(page: Page) {
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
export async function openLandingInApp(page: Page) {
  await page.goto('/terms-of-service');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
}

/** Brings the destination row to the middle of the screen, clear of the sticky top bar. */
export async function showCarousel(page: Page) {
  await page
    .getByRole('article', { name: 'Nuevo Vallarta' })
    .evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** Waits until the destination row has stopped its smooth scroll. */
export async function scrollSettled(page: Page) {
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

export async function openWeekRequest(page: Page) {
  const toggle = page.getByRole('button', { name: "Can't Find Your Perfect Week?" });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
}

/** Opens a date picker, moves to next month and picks the given day of it. */
export async function pickNextMonthDay(page: Page, field: string, day: RegExp, nextMonth: boolean) {
  await page.getByRole('button', { name: field }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar).toBeVisible();
  if (nextMonth) await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  await calendar.getByRole('button', { name: day }).click();
  await expect(calendar).toBeHidden();
}
