import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

/** Helpers of the owner-area journeys (owner-*.spec.ts). */

export const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A real JPEG, made on the spot: a gradient with a label, as a phone photo would be (smaller). */
export async function photo(name: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><text x="60" y="160" font-size="110" font-family="sans-serif" fill="white">${name}</text></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

export async function pickOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Confirms (or cancels) the delete dialog and checks its question. */
export async function answerDelete(page: Page, question: string, answer: 'Cancel' | 'Delete') {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  // Cancel is the safe default: it has the focus.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toHaveCount(0);
}

export const cardWith = (list: Locator, text: string) => list.getByRole('article').filter({ hasText: text });
