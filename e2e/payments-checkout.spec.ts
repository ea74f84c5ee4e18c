import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startStripeStandIn } from '#src/server/test/stripe-stand-in.ts';
import { expect, signIn, test, uniqueTag } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';
import { payWithCard } from './payments-helpers';

/**
 * Memberships and checkout, with the built-in test provider and against a Stripe-mode server. Every
 * payer is an account of the journey's own (`makeUser`, not active until it pays); staff are only
 * signed in as, never changed. Payment links: payments-links.spec.ts.
 */

/**
 * A brand-new inactive account on the Stripe-mode server of its own (the `makeUser` fixture works on
 * the main server), signed in through the API (the page's context keeps the cookie).
 */
async function registerOnStripeServer(page: Page, origin: string): Promise<{ username: string; id: number }> {
  const username = `payer${uniqueTag()}`;
  const res = await page.request.post(`${origin}/api/register`, {
    data: {
      username,
      password: 'payer-password-123',
      firstName: 'Paula',
      lastName: 'Payer',
      email: `${username}@example.test`,
      role: 'user',
    },
  });
  expect(res.status(), 'register').toBe(201);
  return { username, id: (await res.json()).id };
}

test.describe('membership and checkout (test mode)', () => {
  test('an inactive owner chooses Gold, pays with 4242…, and the payment is recorded', async ({
    page,
    makeUser,
    staffApi,
  }) => {
    const payer = await makeUser({ active: false, signIn: page });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Membership' })).toBeVisible();
    for (const tier of ['Silver', 'Gold', 'Platinum']) {
      await expect(page.getByRole('heading', { level: 2, name: tier, exact: true })).toBeVisible();
    }
    await expect(page.getByText('$1,500', { exact: true })).toBeVisible();
    await expect(page.getByText('$5,000', { exact: true })).toBeVisible();
    await expect(page.getByText('Marketing on major rental platforms')).toBeVisible();
    await expect(page.getByText('Networking events')).toBeVisible();
    await expect(page.getByRole('link', { name: /Subscribe Now/ })).toHaveCount(3);

    await page.getByRole('link', { name: 'Subscribe Now to Gold' }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=gold&amount=3500$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await expect(page.getByText('Gold membership')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/membership');

    // Test mode never downloads Stripe's code.
    expect(requested.filter((url) => /stripe/.test(url))).toEqual([]);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_test_/);
    await expect(page.getByRole('heading', { name: 'Thank you, your payment is complete' })).toBeVisible();
    await expect(page.getByText('Gold', { exact: true })).toBeVisible();
    await expect(page.getByText('$3,500 USD')).toBeVisible();
    await expect(page.getByText('What happens next')).toBeVisible();
    // The payment activated the account at once (decision 010): the menus are the member's already.
    await expect(page.getByText('Your account is now active: your payment activated it.')).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(
      page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Rent a Week' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    // The record: staff see this account's paid tier.
    const memberships = await (await staffApi.get(`/api/payments/memberships?userId=${payer.id}`)).json();
    expect(memberships.items).toEqual([
      expect.objectContaining({
        userId: payer.id,
        active: true,
        tier: 'gold',
        amountCents: 350_000,
        provider: 'test',
      }),
    ]);

    // The URL alone confirms nothing: the same page with a forged secret says so.
    const forged = new URL(page.url());
    forged.searchParams.set(
      'payment_intent_client_secret',
      `${forged.searchParams.get('payment_intent')}_secret_x`,
    );
    forged.searchParams.set('redirect_status', 'succeeded');
    await page.goto(forged.pathname + forged.search);
    await expect(page.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible();
  });

  test('a declined card shows Payment Failed with the reason @phone', async ({ page, makeUser }) => {
    await makeUser({ active: false, signIn: page });
    await page.goto('/checkout?tier=silver&amount=1500');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await payWithCard(page, '4000 0000 0000 0002');
    const failure = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/\/checkout\?/);
  });

  test('a hand-edited amount, an anonymous visitor and an active member', async ({ page, makeUser }) => {
    const inactive = await makeUser({ active: false });
    const member = await makeUser();
    await page.goto('/checkout?tier=gold&amount=1');
    await expect(
      page.getByText('Invalid membership selection. Please try again.', { exact: true }),
    ).toBeVisible();
    await page.goto('/checkout?tier=gold&amount=3500');
    await expect(page.getByText('Sign in to continue', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in or register' }).click();
    // Signing in brings the visitor back to the plan they chose.
    await page.getByLabel('Username').fill(inactive.username);
    await page.getByLabel('Password').fill(inactive.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=gold&amount=3500$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await page.request.post('/api/logout');
    await signIn(page, member);
    await page.goto('/membership');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('layouts', () => {
  test('membership, checkout and payment links at phone and desktop widths, keyboard only, no WCAG A/AA blockers @phone', async ({
    page,
    makeUser,
  }, testInfo) => {
    // Five pages, four accessibility scans and a payment: longer than one page's allowance.
    test.slow();
    const dir = process.env.PAY_SHOTS_DIR;
    const shot = async (name: string) => {
      // No sideways scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const blocking = scan.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${name}: ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking, blocking.join('\n')).toEqual([]);
      if (dir) await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true });
    };
    await makeUser({ active: false, signIn: page });
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 2, name: 'Platinum' })).toBeVisible();
    await shot('membership');
    await page.goto('/checkout?tier=platinum&amount=5000');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await shot('checkout');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
    await page.getByLabel('Card number').focus();
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page.getByText('$5,000 USD')).toBeVisible();
    await shot('success');
    // The payment activated the account (decision 010): the plans page sends a member to the dashboard.
    await page.goto('/membership');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();
    await signIn(page, 'dev');
    await page.goto('/custom-membership');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment links' })).toBeVisible();
    await shot('custom-membership');
  });
});

test.describe('Stripe mode', () => {
  // A second production server with Stripe keys, its API pointed at the local stand-in.
  let server: OwnServer | undefined;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let origin = '';

  test.beforeAll(async () => {
    // Starting a server (its own embedded database, migrated) takes a while on a busy machine.
    test.setTimeout(120_000);
    standIn = await startStripeStandIn();
    server = await startOwnServer('stripe', {
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_URL: standIn.url,
    });
    origin = server.origin;
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  test("checkout creates the intent with Stripe, loads Stripe's form lazily, and says so when Stripe.js cannot load", async ({
    page,
  }) => {
    // Stripe.js is Stripe's to serve; here it is unreachable, as on a machine without internet.
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.goto(`${origin}/membership`);
    await registerOnStripeServer(page, origin);
    const res = await page.goto(`${origin}/checkout?tier=gold&amount=3500`);
    expect(res?.headers()['content-security-policy']).toContain('https://js.stripe.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await expect(
      page.getByText('Failed to initialize payment. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('TEST MODE')).toHaveCount(0);
    expect(chunks.some((url) => /stripe-payment-form-[\w-]+\.js$/.test(url))).toBe(true);
    const intent = standIn.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(intent?.form).toMatchObject({ amount: '350000', currency: 'usd', 'metadata[tier]': 'gold' });
  });
});
