import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueTag } from './fixtures';

/**
 * The Dev Dashboard and the Manager Dashboard. Every journey makes its own leads, accounts and
 * contracts through the fixtures (removed after it), with unique names, and finds them as the newest
 * or by searching, so it holds whatever other workers are doing. The fixed staff accounts are only
 * signed in as.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${process.pid}${++counter}`;
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function answerDelete(page: Page, question: string, answer: 'Cancel' | 'Delete') {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toHaveCount(0);
}

const bellCount = async (page: Page, name: string) => {
  const label = await page
    .getByRole('button', { name: new RegExp(`^${name}, \\d+ new$`) })
    .getAttribute('aria-label');
  return Number(/(\d+) new$/.exec(label ?? '')?.[1]);
};

test.describe('dev dashboard', () => {
  test('the Week Requests bell lists an unread request; selecting it marks it read and the badge drops', async ({
    page,
    makeWeekRequest,
  }) => {
    const name = `Bell Tester ${unique()}`;
    await makeWeekRequest({
      name,
      preferredLocation: 'Los Cabos',
      startDate: '2030-03-01',
      endDate: '2030-03-08',
    });
    await signIn(page, 'dev');
    await page.goto('/dev');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev Dashboard' })).toBeVisible();
    for (const card of [
      'Total Brands',
      'Total Locations',
      'Total Available Weeks',
      'New Week Requests',
      'Properties For Sale',
      'Total Contracts',
    ])
      await expect(
        page.getByRole('region', { name: 'Summary' }).getByText(card, { exact: true }),
      ).toBeVisible();

    // The bell says 0 until the summary has answered: wait for the count to arrive.
    await expect.poll(() => bellCount(page, 'Week Requests')).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Week Requests, \d+ new$/ }).click();
    const popover = page.getByRole('dialog');
    const item = popover.getByRole('button', { name: new RegExp(name) });
    await expect(item).toBeVisible();
    // Other journeys' requests come and go meanwhile: the bell is compared with the server's count
    // in the summary asked after this one was marked read, not with the count before.
    let markedRead = false;
    let countAfter: number | undefined;
    page.on('response', async (res) => {
      if (!markedRead || new URL(res.url()).pathname !== '/api/dev/summary' || !res.ok()) return;
      countAfter = ((await res.json()) as { bells: { unreadWeekRequests: number } }).bells.unreadWeekRequests;
    });
    const marking = page.waitForResponse((res) => {
      // Set as the answer arrives, before any summary the page asks after it.
      if (res.request().method() === 'PATCH' && res.url().includes('/api/week-requests/')) markedRead = true;
      return markedRead;
    });
    await item.click();
    expect((await marking).ok()).toBe(true);
    await expect(popover.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
    await expect
      .poll(async () => countAfter !== undefined && (await bellCount(page, 'Week Requests')) === countAfter)
      .toBe(true);
    // It is read on the server too.
    const unread = await page.request.get('/api/week-requests?unread=true&pageSize=100');
    expect(JSON.stringify(await unread.json())).not.toContain(name);
  });

  test('a time-based bell clears when its popover closes, and the system notice is read once', async ({
    page,
  }) => {
    // What the server last counted for the bell, asked with the moment the popover closed.
    let sinceClosed: { since: string; count: number } | undefined;
    page.on('response', async (res) => {
      const url = new URL(res.url());
      const since = url.searchParams.get('listingsSince');
      if (url.pathname !== '/api/dev/summary' || !since || !res.ok()) return;
      const body = (await res.json()) as { bells: { newListings: number } };
      sinceClosed = { since, count: body.bells.newListings };
    });
    // Other journeys list weeks and properties meanwhile: the bell then counts those, and only those.
    const clearedAfter = async (closedAt: number) =>
      expect
        .poll(async () => {
          if (!sinceClosed || Date.parse(sinceClosed.since) < closedAt) return 'not asked since closing';
          return (await bellCount(page, 'New Listings')) === sinceClosed.count ? 'cleared' : 'stale';
        })
        .toBe('cleared');

    await signIn(page, 'dev');
    await page.goto('/dev');
    await page.getByRole('button', { name: /^New Listings, \d+ new$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const closedAt = Date.now() - 1_000;
    await page.keyboard.press('Escape');
    await clearedAfter(closedAt);
    await page.getByRole('button', { name: 'System Update, unread notice' }).click();
    await expect(page.getByText('Destination pages show future weeks only')).toBeVisible();
    await page.keyboard.press('Escape');
    sinceClosed = undefined;
    await page.reload();
    await expect(page.getByRole('button', { name: 'System Update', exact: true })).toBeVisible();
    await clearedAfter(closedAt);
  });

  test('deletes an interest after confirming; Cancel keeps it', async ({ page, makeWeek, makeLead }) => {
    // Interest in a week of the journey's own.
    const week = await makeWeek();
    const { email } = await makeLead({ weekId: week.id }, { message: 'Is the week still free?' });

    await signIn(page, 'dev');
    await page.goto('/dev');
    const inbox = page.getByRole('list', { name: 'Interest messages' });
    const row = inbox.getByRole('listitem').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Delete ${email}` }).click();
    await answerDelete(page, 'Are you sure you want to delete this week interest?', 'Cancel');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    await answerDelete(page, 'Are you sure you want to delete this week interest?', 'Delete');
    await expect(toastText(page, 'Week interest deleted successfully')).toBeVisible();
    await expect(inbox.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  });

  test('edits a contract and sees the toast; a negative fee shows the server’s message', async ({
    page,
    makeUser,
    makeContract,
  }) => {
    await signIn(page, 'dev');
    const owner = await makeUser({ active: false, firstName: 'Rosa', lastName: `Quintero${uniqueTag()}` });
    const { contractNumber: number } = await makeContract({ owner, byStaff: true });

    await page.goto('/dev');
    const section = page.getByRole('region', { name: 'All Contracts' });
    await section.getByLabel('Search contracts').fill(number);
    const card = section.getByRole('listitem').filter({ hasText: number });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Rosa ${owner.lastName}`);
    await card.getByRole('button', { name: `Edit contract ${number}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit Contract' });
    await expect(dialog.getByText('Update the contract details below.')).toBeVisible();
    await dialog.getByLabel('Usage fee (USD)').fill('-5');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastText(page, 'Failed to update contract')).toBeVisible();
    await expect(dialog.getByText('Must be zero or more')).toBeVisible();

    await dialog.getByLabel('Usage fee (USD)').fill('1475');
    await dialog.getByLabel('Addendums').fill('Renewed in 2026.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastText(page, 'Contract updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText('$1,475');
    await expect(card).toContainText('Renewed in 2026.');
  });

  test('only developers open it; a manager is sent home', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/dev');
    await expect(page).toHaveURL('/');
  });

  test('at phone width nothing scrolls sideways and the bells say their counts @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'dev');
    await page.goto('/dev');
    await expect(page.getByRole('button', { name: /^Interest Messages, \d+ new$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Listed Weeks' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('manager dashboard', () => {
  test('a manager selects an owner, adds a contract for them, and the owner sees it on their dashboard', async ({
    page,
    makeUser,
    browser,
  }) => {
    await signIn(page, 'manager');
    const owner = await makeUser({ firstName: 'Rosa', lastName: `Quintero${uniqueTag()}` });
    await page.goto('/manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
    await expect(page.getByText('Select a user from the list to manage their contracts')).toBeVisible();

    await page.getByLabel('Search users').fill(owner.lastName);
    const pick = page.getByRole('button', { name: new RegExp(`${owner.lastName}, Rosa`) });
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No contracts found for this user')).toBeVisible();

    await page
      .getByRole('region', { name: /Contract Management/ })
      .getByRole('button', { name: 'Add Contract' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add Contract' });
    const number = `MGR-${unique()}`;
    await dialog.getByLabel('Contract number').fill(number);
    for (const [box, option] of [
      ['Contract type', 'Floating Week'],
      ['Location', 'Los Cabos'],
      ['Unit type', 'Junior Suite'],
    ] as const) {
      await dialog.getByRole('combobox', { name: box, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await dialog.getByLabel('Usage fee (USD)').fill('1100');
    await dialog.getByLabel('Number of contractual weeks').fill('1');
    await dialog.getByLabel('Start date').fill('2019-06-01');
    await dialog.getByLabel('Total value (USD)').fill('30000');
    await dialog.getByRole('button', { name: 'Add Contract' }).click();
    await expect(toastText(page, 'Contract has been added successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const list = page.getByRole('list', { name: `Contracts of Rosa ${owner.lastName}` });
    await expect(list.getByRole('listitem').filter({ hasText: number })).toHaveCount(1);

    // The owner sees it among their own contracts.
    const ownerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const ownerPage = await ownerContext.newPage();
    const login = await ownerPage.request.post('/api/login', {
      data: { username: owner.username, password: owner.password },
    });
    expect(login.status()).toBe(200);
    await ownerPage.goto('/dashboard');
    await expect(ownerPage.getByRole('list', { name: 'My contracts' })).toContainText(number);
    await ownerContext.close();
  });

  test('a member who is not staff is sent home from /manager', async ({ page, owner: _owner }) => {
    await page.goto('/manager');
    await expect(page).toHaveURL('/');
  });

  test('at phone width the dashboard fits the screen @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'manager');
    await page.goto('/manager');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Contracts' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
