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
