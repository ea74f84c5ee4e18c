import type { Page } from '@playwright/test';
import { consoleErrors } from './console-errors';
import { expect, signIn, test } from './fixtures';
import { waitForMail } from './outbox';

/**
 * Messages that tell the truth: a success closes the failure it resolves, test mode says what a
 * test payment does, a deleted account hears so (page and mail), and a refusal the screen handles
 * is no console error.
 */

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/**
 * A failure toast closes by itself after a few seconds, which would hide the fault on a slow run:
 * the pointer rests on it (which holds it open) while the next try is typed and sent with Enter.
 */
async function holdToast(page: Page, text: string) {
  const failure = toasts(page).getByText(text, { exact: true });
  await expect(failure).toBeVisible();
  await failure.hover();
}

test.describe('a success closes the failure it resolves', () => {
  test('a declined card, then a good one: the thank-you page has no Payment Failed toast', async ({
    page,
    makeUser,
  }) => {
    await makeUser({ active: false, signIn: page });
    await page.goto('/checkout?tier=silver&amount=1500');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await holdToast(page, 'Payment Failed');

    await fillCard(page, '4242 4242 4242 4242');
    // The failure toast is still up when the good card goes in: it is the success that closes it.
    await expect(toasts(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await page.getByLabel('CVC').press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you, your payment is complete' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?/);
    await expect(toasts(page).getByText('Payment Failed')).toHaveCount(0);
    await expect(page.getByText('Your card was declined.')).toHaveCount(0);
  });

  test('a wrong password, then the right one: home has no Login failed toast', async ({ page, makeUser }) => {
    const owner = await makeUser();
    const errors = consoleErrors(page, { refusals: [401] });
    await page.goto('/auth');
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await holdToast(page, 'Login failed');

    await page.getByLabel('Password').fill(owner.password);
    await expect(toasts(page).getByText('Login failed', { exact: true })).toBeVisible();
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(toasts(page).getByText('Login failed')).toHaveCount(0);
    // The refused attempt was handled on screen: nothing of it in the console but the browser's own line.
    expect(errors).toEqual([]);
  });
});

test.describe('test mode says one true thing', () => {
  test('the plans, the checkout and the thank-you page say a test payment activates the membership', async ({
    page,
    makeUser,
  }) => {
    await makeUser({ active: false, signIn: page });
    const promise = /A successful test payment still counts on this site: it activates the membership/;
    await page.goto('/membership');
    await expect(page.getByRole('note').filter({ hasText: promise })).toBeVisible();
    await expect(page.getByText(/does not pay for a membership/)).toHaveCount(0);

    await page.goto('/checkout?tier=gold&amount=3500');
    await expect(
      page.getByText(/A successful test payment activates the membership, just as a real payment would/),
    ).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your payment is complete' })).toBeVisible();
    // The page that confirms the activation and the test note agree.
    await expect(page.getByRole('note').filter({ hasText: promise })).toBeVisible();
    await expect(page.getByText('Your account is now active: your payment activated it.')).toBeVisible();
    await expect(page.getByText(/does not pay for a membership/)).toHaveCount(0);
  });
});

test.describe('deleting my account @phone', () => {
  test('lands home with word that it was deleted, and a confirmation mail', async ({ page, makeUser }) => {
    const account = await makeUser({ active: true, signIn: page, prefix: 'gone.' });
    await page.goto('/account');
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('We have e-mailed you a confirmation.');
    const mail = await waitForMail(account.email, /Your Semana account has been deleted/);
    expect(mail).toContain('Your account has been deleted, as you asked on our site');
    // Said once: a reload shows the plain home page.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByText('Your account has been deleted')).toHaveCount(0);
  });
});

test.describe('handled refusals are not console errors', () => {
  test('a duplicate resort (409) on Database Management: the toast says so, the console stays clean', async ({
    page,
  }) => {
    const errors = consoleErrors(page, { refusals: [400, 409] });
    await signIn(page, 'manager');
    await page.goto('/database-management');
    const form = page.getByRole('form', { name: 'Add a resort' });
    const name = `Console ${Date.now().toString(36)}`;
    for (const attempt of [name, name.toUpperCase()]) {
      await form.getByLabel('Resort name').fill(attempt);
      await page.getByRole('combobox', { name: 'Location', exact: true }).click();
      await page.getByRole('option', { name: 'Los Cabos', exact: true }).click();
      await form.getByRole('button', { name: 'Add Resort' }).click();
      if (attempt === name) await expect(page.getByText('Resort added successfully').first()).toBeVisible();
    }
    await expect(page.getByText('Failed to add resort', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/already exists/).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
