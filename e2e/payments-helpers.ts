import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Pays on the checkout page's test-mode card form (the built-in test provider). */
export async function payWithCard(page: Page, cardNumber: string) {
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay Now' }).click();
}
