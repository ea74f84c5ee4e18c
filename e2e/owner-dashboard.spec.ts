import AxeBuilder from '@axe-core/playwright';
import { expect, signIn, test } from './fixtures';

/**
 * My Dashboard and the pages an account that is not active yet sees. Each journey
 * signs in as an account of its own (the `owner` fixture, or `makeUser`); the fixed manager is only
 * looked at.
 */

test.describe('My Dashboard', () => {
  test('quick actions, sections and legal links; staff tiles only for staff @phone', async ({
    page,
    owner: _owner,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    const tiles = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(tiles.getByRole('link', { name: /Add New Week Listing/ })).toHaveAttribute(
      'href',
      '/add-listing',
    );
    await expect(tiles.getByRole('link', { name: /List Property for Sale/ })).toHaveAttribute(
      'href',
      '/sell-property',
    );
    await expect(tiles.getByRole('link', { name: /Add Contract/ })).toHaveAttribute('href', '/my-contract');
    await expect(tiles.getByRole('link')).toHaveCount(3);
    for (const heading of ['My Contracts', 'My Week Listings', 'My Property Listings', 'Legal Documents'])
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${heading}`) })).toBeVisible();
    const legal = page.getByRole('region', { name: 'Legal Documents' });
    await expect(legal.getByRole('link')).toHaveCount(3);
    await expect(legal.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(legal.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(legal.getByRole('link', { name: /Guest Agreement/ })).toHaveAttribute(
      'href',
      '/guest-agreement',
    );

    await signIn(page, 'manager');
    await page.goto('/dashboard');
    await expect(tiles.getByRole('link')).toHaveCount(5);
    await expect(tiles.getByRole('link', { name: /Accounts Management/ })).toHaveAttribute(
      'href',
      '/accounts-management',
    );
    await expect(tiles.getByRole('link', { name: /Unit Type Images/ })).toHaveAttribute(
      'href',
      '/unit-type-images',
    );
  });

  test('an account with nothing listed sees the empty texts @phone', async ({ page, makeUser }) => {
    await makeUser({ active: false, signIn: page });
    await page.goto('/dashboard');
    await expect(page.getByText('No contracts found. Click "Add Contract" above to add one.')).toBeVisible();
    await expect(page.getByText("You haven't listed any weeks yet")).toBeVisible();
    await expect(page.getByText("You haven't listed any properties yet")).toBeVisible();
  });
});

test.describe('an account that is not active yet @phone', () => {
  test('sees how to become active instead of the forms', async ({ page, makeUser }) => {
    await makeUser({ active: false, signIn: page });
    for (const path of ['/add-listing', '/sell-property', '/my-contract']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Your account is not active yet' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'See Membership Plans' }), path).toHaveAttribute(
        'href',
        '/membership',
      );
      await expect(page.locator('form'), path).toHaveCount(0);
    }
  });
});

test('the owner pages pass the WCAG 2 A/AA scan', async ({ page, owner: _owner }) => {
  const ready: [string, string][] = [
    ['/add-listing', 'Add a New Week'],
    ['/sell-property', 'Your property'],
    ['/my-contract', 'Add New Contract'],
    ['/dashboard', 'Legal Documents'],
  ];
  for (const [path, heading] of ready) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${path} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  }
});

test.describe('My Dashboard of an owner with 5,000 weeks', () => {
  test('opens small, and every section is reachable from the top, paged and searchable @phone', async ({
    page,
  }) => {
    // Many steps, each a request to a server that shares two cores with the browsers.
    test.slow();
    await signIn(page, 'bulkOwner');
    // Every API answer while the dashboard opens, by its body's size (as the browser got it, unzipped).
    const answers: Promise<number>[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/api/')) {
        answers.push(
          res.body().then(
            (b) => b.length,
            () => 0,
          ),
        );
      }
    });
    await page.goto('/dashboard');
    const weeks = page.getByRole('region', { name: /^My Week Listings/ });
    await expect(weeks.getByRole('heading', { level: 2 })).toHaveText(/My Week Listings\s*5,000/);
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(answers)).reduce((sum, n) => sum + n, 0);
    expect(bytes, `API bytes on open: ${bytes}`).toBeLessThan(200 * 1024);
    const cards = await page.locator('main article').count();
    expect(cards).toBeGreaterThan(12);
    expect(cards, 'cards drawn on open').toBeLessThan(100);
    await expect(weeks.getByText('Showing 12 of 5,000 weeks')).toBeVisible();

    // The section links: each with its count, each a keyboard stop that brings its section into view.
    const nav = page.getByRole('navigation', { name: 'Sections of My Dashboard' });
    await expect(nav.getByRole('link')).toHaveCount(9);
    await expect(nav.getByRole('link', { name: 'Calendar feed' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My trips' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bookings', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: /My Contracts\s*25/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /My Property Listings\s*15/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Invoices (CFDI)' })).toBeVisible();
    const legalLink = nav.getByRole('link', { name: 'Legal Documents' });
    await legalLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#legal-documents$/);
    await expect(page.getByRole('region', { name: 'Legal Documents' })).toBeInViewport();
    await nav.getByRole('link', { name: /My Week Listings/ }).click();
    await expect(weeks.getByRole('heading', { level: 2 })).toBeInViewport();

    // Weeks: the next page, a search for one reservation code, a sort; all in the address.
    await weeks.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/weeksPage=2/);
    await expect(weeks.getByRole('article').first()).toContainText('BULK-13');
    await weeks.getByRole('searchbox', { name: 'Search my weeks' }).fill('bulk-4321');
    await expect(weeks.getByText('Showing 1 of 1 weeks')).toBeVisible();
    await expect(weeks.getByRole('article')).toHaveCount(1);
    await expect(weeks.getByRole('article')).toContainText('BULK-4321');
    await expect(page).not.toHaveURL(/weeksPage=/);
    await weeks.getByRole('searchbox', { name: 'Search my weeks' }).fill('');
    await expect(weeks.getByText('Showing 12 of 5,000 weeks')).toBeVisible();
    await weeks.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price Low to High', exact: true }).click();
    await expect(page).toHaveURL(/weeksSort=price_asc/);
    await expect(weeks.getByRole('article').first()).toContainText('$400');

    // Contracts and properties: paged and searched the same way.
    const contracts = page.getByRole('region', { name: /^My Contracts/ });
    await expect(contracts.getByText('Showing 10 of 25 contracts')).toBeVisible();
    await contracts.getByRole('searchbox', { name: 'Search my contracts' }).fill('BULK-C-7');
    await expect(contracts.getByText('Showing 1 of 1 contracts')).toBeVisible();
    const properties = page.getByRole('region', { name: /^My Property Listings/ });
    await expect(properties.getByText('Showing 12 of 15 listings')).toBeVisible();
    await properties.getByRole('link', { name: 'Next page' }).click();
    await expect(properties.getByText('Showing 3 of 15 listings')).toBeVisible();
    await properties.getByRole('searchbox', { name: 'Search my properties' }).fill('villa 9');
    await expect(properties.getByText('Showing 1 of 1 listings')).toBeVisible();
    await expect(properties.getByRole('article')).toContainText('Bulk Villa 9');
    const messages = page.getByRole('region', { name: /^Interest in my listings/ });
    await messages.getByRole('searchbox', { name: 'Search messages' }).fill('bulk-visitor7@');
    await expect(messages.getByText('Showing 1 of 1 messages')).toBeVisible();
  });
});
