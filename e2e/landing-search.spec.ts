import { expect, test } from './fixtures';
import { openLanding, searchBox } from './landing-helpers';

/** The hero search: destinations by name in any spelling, suggestions, and the rest to all weeks. */

test.describe('hero search', () => {
  test('a location name in any case, with spaces, opens its destination page', async ({ page }) => {
    await openLanding(page);
    await searchBox(page).fill('  los CABOS ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/destinations\/Los%20Cabos$/);
  });

  test('other text goes to all weeks', async ({ page }) => {
    await openLanding(page);
    await searchBox(page).fill('somewhere by the sea');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/all-weeks$/);
  });

  test('blank text does nothing', async ({ page }) => {
    await openLanding(page);
    await searchBox(page).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Our Destinations' })).toBeVisible();
  });

  test('suggestions filter as you type and work from the keyboard', async ({ page }) => {
    await openLanding(page);
    const box = searchBox(page);
    await box.fill('puerto');
    const list = page.getByRole('listbox', { name: 'Suggested destinations' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option')).toHaveText(['Puerto Vallarta', 'Puerto Peñasco']);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'Puerto Peñasco' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');
    await expect(box).toHaveValue('Puerto Peñasco');
    await expect(list).toBeHidden();

    // Escape closes the list without changing the text.
    await box.fill('maz');
    await expect(list).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('maz');

    // A click picks too; then Enter searches for it.
    await box.fill('cape');
    await list.getByRole('option', { name: 'East Cape' }).click();
    await expect(box).toHaveValue('East Cape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/destinations\/East%20Cape$/);
  });

  test('suggestions and searches ignore accents and case', async ({ page }) => {
    await openLanding(page);
    const box = searchBox(page);
    const list = page.getByRole('listbox', { name: 'Suggested destinations' });
    await box.fill('MAZATLÁN');
    await expect(list.getByRole('option')).toHaveText(['Mazatlan']);
    await box.fill('penasco');
    await expect(list.getByRole('option')).toHaveText(['Puerto Peñasco']);
    // The typed part is shown in bold in the name as it is spelled.
    await expect(list.getByRole('option').locator('strong')).toHaveText('Peñasco');
    // The whole name without its accents searches that destination.
    await box.fill('puerto penasco');
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/destinations\/Puerto%20Pe%C3%B1asco$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Puerto Peñasco' })).toBeVisible();
  });

  test('other spellings of a destination in the address reach its page at its one address', async ({
    page,
  }) => {
    for (const spelling of ['Los+Cabos', 'los%20cabos', 'LOS-CABOS']) {
      await page.goto(`/destinations/${spelling}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Los Cabos' })).toBeVisible();
      await expect(page).toHaveURL(/\/destinations\/Los%20Cabos$/);
    }
    // Filters in the address are kept.
    await page.goto('/destinations/puerto+penasco?resort=cholla');
    await expect(page).toHaveURL(/\/destinations\/Puerto%20Pe%C3%B1asco\?resort=cholla$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Puerto Peñasco' })).toBeVisible();
    await page.goto('/destinations/Atlantis');
    await expect(page.getByRole('heading', { name: 'Location not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/destinations\/Atlantis$/);
  });
});
