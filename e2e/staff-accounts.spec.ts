import type { Page } from '@playwright/test';
import { expect, type MakeUser, signIn, test, uniqueTag } from './fixtures';

/**
 * Accounts Management: staff activate pending accounts; deactivations, role changes (developers)
 * and deletions (developers) ask first; managers manage members only. Every journey registers its own accounts with unique names (`makeUser`,
 * removed after it) and finds them by searching, so it holds whatever other workers are doing.
 */

/** A fresh, inactive account of the journey's own (removed after it), as the fixture registers it. */
async function registerAccount(makeUser: MakeUser, firstName: string, sharedLastName?: string) {
  const lastName = sharedLastName ?? `Zamora${uniqueTag()}`;
  const user = await makeUser({ active: false, firstName, lastName, prefix: 'acct.' });
  return {
    username: user.username,
    password: user.password,
    name: `${firstName} ${lastName}`,
    lastName,
    api: user.api,
  };
}

const pendingPanel = (page: Page) => page.getByRole('region', { name: 'Pending activation' });
const activeList = (page: Page) => page.getByRole('region', { name: 'Active accounts' });

async function search(page: Page, text: string) {
  await page.getByLabel('Search accounts').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

test.describe('accounts management', () => {
  test('a manager activates a pending account found by a search that ignores case', async ({
    page,
    makeUser,
  }) => {
    const account = await registerAccount(makeUser, 'Inés');
    await signIn(page, 'manager');
    await page.goto('/accounts-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts Management' })).toBeVisible();

    // The search ignores case.
    await search(page, account.lastName.toUpperCase());
    const card = pendingPanel(page).getByRole('listitem', { name: account.name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Not paid')).toBeVisible();
    await expect(pendingPanel(page).getByText('1 pending')).toBeAttached();
    // Managers activate; only developers change roles or delete.
    await expect(card.getByRole('button', { name: /Change role/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    await card.getByRole('button', { name: `Activate ${account.name}` }).click();
    await expect(
      page.getByText('User activation status updated successfully', { exact: true }).first(),
    ).toBeVisible();
    await expect(pendingPanel(page).getByText('No accounts match')).toBeVisible();
    await expect(pendingPanel(page).getByText('0 pending')).toBeAttached();
    const active = activeList(page).getByRole('listitem', { name: account.name });
    await expect(active).toBeVisible();

    // The server agrees: the account now signs in as an active member (in its own session).
    const login = await account.api.post('/api/login', {
      data: { username: account.username, password: account.password },
    });
    expect((await login.json()).active).toBe(true);

    // And back, after a question that names the person (Cancel first changes nothing): deactivating
    // returns it to the pending panel.
    const question = page.getByRole('alertdialog', { name: `Deactivate ${account.name}'s account?` });
    await active.getByRole('button', { name: `Deactivate ${account.name}` }).click();
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(question.getByText('cannot list weeks, properties or contracts')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(question).toHaveCount(0);
    await expect(active.getByRole('button', { name: `Deactivate ${account.name}` })).toBeFocused();
    expect((await account.api.get('/api/user').then((r) => r.json())).active).toBe(true);

    await active.getByRole('button', { name: `Deactivate ${account.name}` }).click();
    await question.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(question).toHaveCount(0);
    await expect(pendingPanel(page).getByRole('listitem', { name: account.name })).toBeVisible();
    expect((await account.api.get('/api/user').then((r) => r.json())).active).toBe(false);
  });

  test('a manager manages members only: no actions on a developer, a manager or themselves', async ({
    page,
    makeUser,
  }) => {
    const family = `Equipo${uniqueTag()}`;
    const developer = await makeUser({ role: 'dev', firstName: 'Dora', lastName: family, prefix: 'acct.' });
    const colleague = await makeUser({
      role: 'manager',
      firstName: 'Marta',
      lastName: family,
      prefix: 'acct.',
    });
    const member = await makeUser({ firstName: 'Memo', lastName: family, prefix: 'acct.' });
    await signIn(page, 'manager');
    await page.goto('/accounts-management');
    await search(page, family);
    const card = (first: string) => activeList(page).getByRole('listitem', { name: `${first} ${family}` });
    await expect(card('Memo')).toBeVisible();
    await expect(card('Dora').getByText('Developer', { exact: true })).toBeVisible();
    await expect(card('Dora').getByRole('button')).toHaveCount(0);
    await expect(card('Marta').getByRole('button')).toHaveCount(0);
    await expect(card('Memo').getByRole('button', { name: `Deactivate Memo ${family}` })).toBeVisible();
    // The server refuses what the screen hides, with a message.
    for (const target of [developer, colleague]) {
      const res = await page.request.patch(`/api/users/${target.id}/activation`, { data: { active: false } });
      expect(res.status()).toBe(403);
      expect((await res.json()).message).toMatch(/^Managers can activate or deactivate members only/);
    }
    expect(member.username).toBeTruthy();

    await search(page, 'e2e-manager');
    const own = activeList(page).getByRole('listitem', { name: 'Mario Manager' });
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByRole('button')).toHaveCount(0);
  });

  test('a developer cycles a role and deletes an account after the confirmation', async ({
    page,
    makeUser,
  }) => {
    const account = await registerAccount(makeUser, 'Rolando');
    await signIn(page, 'dev');
    await page.goto('/accounts-management');
    await search(page, account.lastName);
    const card = page.getByRole('listitem', { name: account.name });

    // Each change asks first, naming the person and the new role; Cancel has the focus and changes nothing.
    const roleButton = (from: string, to: string) =>
      card.getByRole('button', { name: `Change role of ${account.name} from ${from} to ${to}` });
    await roleButton('User', 'Manager').click();
    const promote = page.getByRole('alertdialog', { name: `Change ${account.name}'s role to Manager?` });
    await expect(promote).toBeVisible();
    await expect(promote.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await promote.getByRole('button', { name: 'Cancel' }).click();
    await expect(promote).toHaveCount(0);
    await expect(card.getByText('User', { exact: true })).toBeVisible();
    await expect(roleButton('User', 'Manager')).toBeFocused();

    for (const [from, to] of [
      ['User', 'Manager'],
      ['Manager', 'Developer'],
      ['Developer', 'User'],
    ]) {
      await roleButton(from, to).click();
      const dialog = page.getByRole('alertdialog', { name: `Change ${account.name}'s role to ${to}?` });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Change role' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('User role updated successfully', { exact: true }).first()).toBeVisible();
      await expect(card.getByText(to, { exact: true })).toBeVisible();
    }

    const question = `Are you sure you want to delete ${account.name}'s account? This action cannot be undone.`;
    await card.getByRole('button', { name: `Delete ${account.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: question });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${account.name}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('User deleted successfully', { exact: true }).first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(pendingPanel(page).getByText('No accounts match')).toBeVisible();
    await expect(page.getByRole('listitem', { name: account.name })).toHaveCount(0);
  });

  test('a developer cannot deactivate, change the role of or delete their own account', async ({ page }) => {
    await signIn(page, 'dev');
    await page.goto('/accounts-management');
    await search(page, 'e2e-dev');
    const own = activeList(page).getByRole('listitem', { name: 'Diana Developer' });
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByRole('button')).toHaveCount(0);
  });

  test("a list that fails to load says so, with the server's message", async ({ page }) => {
    await signIn(page, 'manager');
    await page.route(/\/api\/users\?/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Database unavailable"}',
      }),
    );
    await page.goto('/accounts-management');
    await expect(page.getByText('Error loading accounts: Database unavailable').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  });

  test('pages live in the address and the keyboard moves on to the next pending account', async ({
    page,
    makeUser,
  }) => {
    const family = `Paginas${uniqueTag()}`;
    for (let i = 1; i <= 21; i++) await registerAccount(makeUser, `Pat${String(i).padStart(2, '0')}`, family);
    await signIn(page, 'manager');
    await page.goto('/accounts-management');
    await search(page, family);
    const panel = pendingPanel(page);
    const rows = panel.getByRole('list', { name: 'Pending activation' }).getByRole('listitem');
    await expect(panel.getByText('21 pending')).toBeAttached();
    await expect(rows).toHaveCount(20);

    await panel.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/pending=2/);
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(rows).toHaveCount(1);
    await panel.getByRole('link', { name: 'Previous page' }).click();
    await expect(rows).toHaveCount(20);

    // Activating from the keyboard: the row leaves, and the focus goes on to the next account.
    const first = rows.nth(0);
    const second = rows.nth(1);
    const secondName = (await second.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: /^Activate / }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('User activation status updated successfully', { exact: true }).first(),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: `Activate ${secondName}` })).toBeFocused();
    await expect(panel.getByText('20 pending')).toBeAttached();
  });

  test('at phone width the lists fit the screen and the actions are reachable @phone', async ({
    page,
    makeUser,
  }) => {
    const account = await registerAccount(makeUser, 'Paloma');
    await signIn(page, 'manager');
    await page.goto('/accounts-management');
    await search(page, account.lastName);
    const card = pendingPanel(page).getByRole('listitem', { name: account.name });
    await expect(card.getByRole('button', { name: `Activate ${account.name}` })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Reload keeps the search.
    await page.reload();
    await expect(page.getByLabel('Search accounts')).toHaveValue(account.lastName);
    await expect(card).toBeVisible();
  });
});
