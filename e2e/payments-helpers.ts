import { type AddressInfo, createServer } from 'node:net';
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

/** A TCP port free at the moment of asking (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
