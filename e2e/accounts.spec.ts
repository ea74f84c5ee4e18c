import { expect, noToast, signIn, test } from './fixtures';

/**
 * Registration, sign-in and the guards. Journeys that sign in with the form, or fail to, use an
 * account of their own (`makeUser`, `owner`): the fixed accounts are only signed in as, by staff.
 */

/** Opens the account menu; its items, to be asserted with retries (the menu follows the signed-in user as it loads). */
const menuItems = async (page: import('@playwright/test').Page) => {
  await noToast(page);
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem');
};

test.describe('registration and sign-in @phone', () => {
  test('a visitor registers with the agreements and sees only Membership', async ({ page, staffApi }) => {
    const username = `visitor${Date.now()}`;
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.getByText('Sign in to access your vacation properties')).toBeVisible();
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First name').fill('Valeria');
    await page.getByLabel('Last name').fill('Ruiz');
    await page.getByLabel('Email').fill(`${username}@example.test`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('a-very-good-password');

    // Without the agreements the form refuses, with the words of the shared contract.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(
      page.getByText('You must accept the Terms of Service, Privacy Policy, and Guest Agreement to register'),
    ).toBeVisible();

    // Each agreement opens in a scrollable dialog.
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Please read this agreement carefully')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('checkbox', { name: 'I accept the following agreements' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await menuItems(page)).toHaveText(['Membership', 'Account settings', 'My alerts']);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    const me = await page.request.get('/api/user');
    const registered = await me.json();
    expect(registered).toMatchObject({ username, role: 'user', active: false });
    // The account this journey made goes after it.
    expect((await staffApi.delete(`/api/users/${registered.id}`)).status()).toBe(200);
  });

  test('a wrong password shows the Login failed toast', async ({ page, makeUser }) => {
    // Failed attempts count against an account: one of the journey's own.
    const owner = await makeUser();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
  });

  test('an owner signs in with the form and logs out; the old session is dead', async ({
    page,
    makeUser,
  }) => {
    const owner = await makeUser();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await page.context().cookies();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    // Replaying the cookie held before logout gets nothing.
    const replay = await page.request.get('/api/user', {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(replay.status()).toBe(401);
  });
});

test.describe('account menu per role @phone', () => {
  test('dev sees the dev items and no Tutorial button', async ({ page }) => {
    await signIn(page, 'dev');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tutorial' })).toHaveCount(0);
    await expect(await menuItems(page)).toHaveText([
      'Rent a Week',
      'Sell my Property',
      'Add Contract',
      'Dev Dashboard',
      'Accounts Management',
      'Unit Type Images',
      'Custom Membership',
      'Account settings',
      'My alerts',
    ]);
    await page.getByRole('menuitem', { name: 'Dev Dashboard' }).click();
    await expect(page).toHaveURL(/\/dev$/);
    await expect(page.getByRole('heading', { name: 'Dev Dashboard' })).toBeVisible();
  });

  test('manager sees the manager items and the Tutorial button', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Tutorial' })).toBeVisible();
    await expect(await menuItems(page)).toHaveText([
      'Rent a Week',
      'Sell my Property',
      'Add Contract',
      'Manager Dashboard',
      'Accounts Management',
      'Unit Type Images',
      'Custom Membership',
      'Account settings',
      'My alerts',
    ]);
  });

  test('an active owner sees My Dashboard', async ({ page, owner: _owner }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(await menuItems(page)).toHaveText([
      'Rent a Week',
      'Sell my Property',
      'Add Contract',
      'My Dashboard',
      'Account settings',
      'My alerts',
    ]);
  });

  test('a visitor sees Login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(await menuItems(page)).toHaveText(['Login']);
  });
});

test.describe('guards and redirects', () => {
  test('signed-out visitors are sent to /auth from signed-in pages', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/add-listing',
      '/sell-property',
      '/my-contract',
      '/manager',
      '/custom-membership',
      '/dev',
      '/account',
    ]) {
      await page.goto(path);
      // /auth, remembering the page: signing in comes back to it.
      await expect(page, path).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  test('signing in on /auth?next= returns to that page; a foreign next goes home', async ({
    page,
    makeUser,
  }) => {
    const owner = await makeUser();
    await page.goto('/my-contract');
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-contract$/);
    // Switching to Register and back keeps the page to return to.
    // Both forms have a Username and a Password: each switch is awaited before typing.
    for (const name of ['Register', 'Login']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-contract$/);
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/my-contract$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto('/auth?next=//evil.example/phish');
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('an owner is sent home from staff pages, and from /auth', async ({ page, owner: _owner }) => {
    for (const path of [
      '/accounts-management',
      '/database-management',
      '/unit-type-images',
      '/dev',
      '/custom-membership',
      '/auth',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/localhost:\d+\/$/);
    }
  });

  test('an active user is sent from /membership and /checkout to /dashboard', async ({
    page,
    owner: _owner,
  }) => {
    for (const path of ['/membership', '/checkout?tier=gold&amount=3500']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
    }
  });

  test('an inactive user may open /membership; a manager may open the staff pages', async ({
    page,
    makeUser,
  }) => {
    await makeUser({ active: false, signIn: page });
    // The address is right before the guard has decided; the page's heading is there only after.
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Membership' })).toBeVisible();
    await expect(page).toHaveURL(/\/membership$/);
    await signIn(page, 'manager');
    await page.goto('/accounts-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts Management' })).toBeVisible();
    await expect(page).toHaveURL(/\/accounts-management$/);
    await page.goto('/dev');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('static pages', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the terms of service name the commission, cancellation rules and the operator', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms of Service');
    const main = page.getByRole('main');
    await expect(main).toContainText('25%');
    await expect(main).toContainText('31 days');
    await expect(main).toContainText('Semana Vacaciones S.A. de C.V.');
    await expect(main).toContainText('Mexico');
  });
});
