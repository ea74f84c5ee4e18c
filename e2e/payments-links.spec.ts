import { expect, signIn, test } from './fixtures';
import { payWithCard } from './payments-helpers';

/**
 * Custom membership links: staff make them, members and anonymous payers pay them. Links cannot be
 * deleted, so each journey makes links of its own that no other journey looks for; staff are only
 * signed in as, never changed. Memberships and checkout: payments-checkout.spec.ts.
 */

test.describe('custom membership links', () => {
  test('an active member opens a payment link sent to them and can pay it', async ({
    page,
    owner: _owner,
    staffApi,
  }) => {
    // A link of the journey's own (links cannot be deleted: no one else looks for this one).
    const res = await staffApi.post('/api/create-custom-payment-link', {
      data: { name: 'Maintenance fee 2027', description: 'Annual fee', amount: '420.50' },
    });
    expect(res.status()).toBe(201);
    const link = new URL((await res.json()).url);
    // /checkout sends members to their dashboard, but not when they follow a payment link.
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/checkout\?link=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await expect(page.getByText('Maintenance fee 2027')).toBeVisible();
    await page.goto('/checkout?tier=gold&amount=3500');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a manager creates a payment link, copies it, and its payment shows as paid', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page, 'manager');
    await page.goto('/custom-membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Membership' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Payment Link' }).click();
    await expect(page.getByText('Membership name is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByText('Amount is required')).toBeVisible();
    await page.getByLabel('Amount (USD)').fill('12.345');
    await page.getByRole('button', { name: 'Create Payment Link' }).click();
    await expect(page.getByText('Invalid amount format')).toBeVisible();

    const name = `Gold for two ${Date.now()}`;
    await page.getByLabel('Membership name').fill(name);
    await page.getByLabel('Description').fill('Gold membership shared by two owners');
    await page.getByLabel('Amount (USD)').fill('4200.50');
    await page.getByRole('button', { name: 'Create Payment Link' }).click();
    const created = page.getByRole('textbox', { name: 'Your new payment link' });
    await expect(created).toHaveValue(/\/checkout\?link=/);
    const url = await created.inputValue();

    await page
      .getByRole('region', { name: /Your new payment link/ })
      .getByRole('button', { name: 'Copy link' })
      .click();
    await expect(page.getByText('Payment link copied to clipboard', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Awaiting payment');
    await expect(row).toContainText('$4,200.50');

    // Anyone holding the link pays it, with no account.
    const payer = await browser.newContext();
    const payerPage = await payer.newPage();
    await payerPage.goto(url);
    await expect(payerPage.getByText(name)).toBeVisible();
    await payWithCard(payerPage, '4242424242424242');
    await expect(
      payerPage.getByRole('heading', { name: 'Thank you, your payment is complete' }),
    ).toBeVisible();
    await expect(payerPage.getByText('$4,200.50 USD')).toBeVisible();
    await payer.close();

    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Paid');
  });

  test('a refused link and a refused clipboard say so', async ({ page, context }) => {
    // The browser refuses clipboard writes (an insecure page, a denied permission).
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await signIn(page, 'dev');
    await page.goto('/custom-membership');
    const name = `Clipboard check ${Date.now()}`;
    await page.getByLabel('Membership name').fill(name);
    await page.getByLabel('Description').fill('A link nobody can copy');
    await page.getByLabel('Amount (USD)').fill('10');
    await page.getByRole('button', { name: 'Create Payment Link' }).click();
    await expect(page.getByRole('textbox', { name: 'Your new payment link' })).toHaveValue(
      /\/checkout\?link=/,
    );
    await page.getByRole('button', { name: `Copy the link for ${name}` }).click();
    await expect(page.getByText('Failed to copy link', { exact: true })).toBeVisible();

    // The session ends in another tab; the next link is refused by the server.
    await context.clearCookies();
    await page.getByLabel('Membership name').fill('After sign-out');
    await page.getByLabel('Description').fill('Should not be created');
    await page.getByLabel('Amount (USD)').fill('10');
    await page.getByRole('button', { name: 'Create Payment Link' }).click();
    await expect(page.getByText('Failed to create payment link', { exact: true })).toBeVisible();
    await expect(page.getByText('Please sign in to continue', { exact: true })).toBeVisible();
  });

  test('a plain user is sent away from /custom-membership @phone', async ({ page, owner: _owner }) => {
    await page.goto('/custom-membership');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Membership' })).toHaveCount(0);
  });
});
