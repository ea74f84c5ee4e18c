import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, noToast, test } from './fixtures';
import { linkIn, waitForMail } from './outbox';

// Mail goes through the job queue, which other journeys can fill for a while (150 weeks listed at
// once raise 150 alert jobs): a journey that waits for a mail has room for that wait.
test.describe.configure({ timeout: 120_000 });

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test.describe('forgot password @phone', () => {
  test('forgot password to a new password', async ({ page, makeUser }) => {
    const account = await makeUser({ active: false, signIn: page, prefix: 'reset.' });
    expect((await page.request.post('/api/logout')).status()).toBe(200);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();

    const mail = await waitForMail(account.email, /reset/i);
    await page.goto(linkIn(mail, '/reset-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The two entries must agree before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill('second-password-456');
    await page.getByLabel('Repeat the new password').fill('second-password-457');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('second-password-456');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();

    // The link works once.
    const again = await page.request.post('/api/password-reset/confirm', {
      data: {
        token: new URL(linkIn(mail, '/reset-password')).searchParams.get('token'),
        password: 'x'.repeat(12),
      },
    });
    expect(again.status()).toBe(400);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await page.getByLabel('Password').fill('second-password-456');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const me = await page.request.get('/api/user');
    expect((await me.json()).username).toBe(account.username);
  });

  test('registering with an address that has an account says only "check your e-mail"', async ({
    page,
    makeUser,
  }) => {
    const owner = await makeUser({ active: false, signIn: page, prefix: 'taken.' });
    await page.context().clearCookies();
    await page.goto('/auth?tab=register');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Username').fill(`other${Date.now()}`);
    await page.getByLabel('Password').fill('a-very-good-password');
    await page.getByRole('checkbox', { name: 'I accept the following agreements' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(/already/i)).toHaveCount(0);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await waitForMail(owner.email, /tried to register/i);
  });
});

test.describe('account settings @phone', () => {
  test('change my name and my password from Account settings', async ({ page, makeUser }) => {
    const account = await makeUser({ active: false, signIn: page, prefix: 'settings.' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('First name').fill('Renata');
    await profile.getByLabel('Last name').fill('Solís');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name was saved', { exact: true })).toBeVisible();
    expect(await (await page.request.get('/api/user')).json()).toMatchObject({
      firstName: 'Renata',
      lastName: 'Solís',
    });

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('brand-new-password-1');
    await password.getByLabel('Repeat the new password').fill('brand-new-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your current password is not correct')).toBeVisible();

    await password.getByLabel('Current password').fill(account.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your other devices were signed out.', { exact: true })).toBeVisible();
    // This session stays; the new password is the one that signs in.
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await noToast(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await signInWithForm(page, account.username, 'brand-new-password-1');
  });

  test('delete my account asks for the password in a dialog', async ({ page, makeUser }) => {
    const account = await makeUser({ active: false, signIn: page, prefix: 'leaver.' });
    await page.goto('/account');
    const danger = page.getByRole('region', { name: 'Delete account' });
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Current password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const login = await page.request.post('/api/login', {
      data: { username: account.username, password: account.password },
    });
    expect(login.status()).toBe(401);
  });
});

test.describe('account pages are accessible @phone', () => {
  async function scan(page: Page, include?: string) {
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
    const results = await (include ? builder.include(include) : builder).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
    expect(blocking, blocking.join('\n')).toEqual([]);
  }

  test('forgot, reset and settings pages, and the delete dialog, pass the WCAG 2 A/AA scan', async ({
    page,
    makeUser,
  }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan(page);
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await scan(page);

    await makeUser({ active: false, signIn: page, prefix: 'axe.' });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await scan(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, '[role="dialog"]');
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();
  });
});
