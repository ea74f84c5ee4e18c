import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, type MakeWeek, signIn, test } from './fixtures';

/**
 * Unit-type images: staff pick a resort and a unit type, upload pictures, remove one after a
 * confirmation, and the public week cards of that unit type show them. Each journey makes its own
 * resort, unit type and week through the API, so no other journey can change what it sees.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function photo(label: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="hsl(${hue},60%,50%)"/><text x="40" y="120" font-size="80" font-family="sans-serif" fill="white">${label}</text></svg>`;
  return {
    name: `${label}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer(),
  };
}

/**
 * A resort in Acapulco with one unit type (made by staff: the catalogue has no delete, so the names
 * are the journey's own), and one week of it listed by an owner of the journey's own (`makeWeek`).
 */
async function makeUnitTypeWithWeek(staff: APIRequestContext, makeWeek: MakeWeek) {
  const locations: { id: number; name: string }[] = await (await staff.get('/api/vidanta/locations')).json();
  const acapulco = locations.find((l) => l.name === 'Acapulco');
  if (!acapulco) throw new Error('no Acapulco in the reference data');
  const resortName = `Pictures Bay ${unique()}`;
  const resort = await (
    await staff.post('/api/vidanta/resorts', { data: { name: resortName, locationId: acapulco.id } })
  ).json();
  const unitName = `Garden Loft ${unique()}`;
  const unit = await (
    await staff.post('/api/vidanta/unit-types', { data: { name: unitName, resortId: resort.id } })
  ).json();
  await makeWeek({ resort: resortName, location: 'Acapulco', unitType: unitName, startsIn: 40, price: 1234 });
  return { resortName, resortId: resort.id as number, unitName, unitId: unit.id as number };
}

async function pickOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const weekCard = (page: Page) => page.getByRole('region', { name: 'Available weeks' }).getByRole('article');

test.describe('unit-type images', () => {
  test('a manager uploads pictures, removes one, and the public week card shows them', async ({
    page,
    staffApi,
    makeWeek,
  }) => {
    const made = await makeUnitTypeWithWeek(staffApi, makeWeek);

    // Before: the week card has no picture.
    await page.goto(`/destinations/acapulco?resort=${encodeURIComponent(made.resortName)}`);
    await expect(weekCard(page)).toHaveCount(1);
    await expect(weekCard(page).getByText('No images available')).toBeVisible();

    await signIn(page, 'manager');
    await page.goto('/unit-type-images');
    await expect(page.getByRole('heading', { level: 1, name: 'Unit Type Images' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Unit type' })).toBeDisabled();
    await pickOption(page, 'Resort', made.resortName);
    await pickOption(page, 'Unit type', made.unitName);
    await expect(page.getByText('No pictures yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Images' })).toBeDisabled();

    await page
      .getByLabel('Choose photos')
      .setInputFiles([await photo('terrace', 200), await photo('bedroom', 20)]);
    await expect(page.getByRole('img', { name: /terrace/ })).toBeVisible();
    await page.getByLabel('Description (optional)').fill('Garden view');
    await page.getByRole('button', { name: 'Upload 2 images' }).click();
    await expect(page.getByText('Images uploaded', { exact: true }).first()).toBeVisible();
    const grid = page.getByRole('list', { name: `Current pictures of ${made.unitName}` });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(grid.getByText('Garden view').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Images' })).toBeDisabled();

    // Remove one: Cancel keeps it, Delete removes it.
    await grid.getByRole('button', { name: `Remove picture 2 of ${made.unitName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this image?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await grid.getByRole('button', { name: `Remove picture 2 of ${made.unitName}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete image' }).click();
    await expect(page.getByText('Image deleted', { exact: true }).first()).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(1);

    // After: the public card shows the uploaded picture.
    await page.goto(`/destinations/acapulco?resort=${encodeURIComponent(made.resortName)}`);
    const picture = weekCard(page).locator('img[src^="/uploads/unit-types/"]');
    await expect(picture.first()).toBeVisible();
    await expect(weekCard(page).getByText('No images available')).toHaveCount(0);
  });

  test('a file that is not an image says Failed to upload images and keeps the choice', async ({
    page,
    staffApi,
    makeWeek,
  }) => {
    const made = await makeUnitTypeWithWeek(staffApi, makeWeek);
    await signIn(page, 'dev');
    await page.goto(`/unit-type-images?resort=${made.resortId}&unitType=${made.unitId}`);
    await expect(page.getByText('No pictures yet')).toBeVisible();
    // Named and typed as a JPEG, but text inside: only the server can tell.
    await page.getByLabel('Choose photos').setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not really a picture'),
    });
    await page.getByRole('button', { name: 'Upload 1 image' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to upload images' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('holiday.jpg');
    await expect(page.getByRole('button', { name: 'Upload 1 image' })).toBeEnabled();
    await expect(page.getByText('No pictures yet')).toBeVisible();
  });

  test('at phone width the page fits and the steps are usable @phone', async ({
    page,
    staffApi,
    makeWeek,
  }) => {
    const made = await makeUnitTypeWithWeek(staffApi, makeWeek);
    await signIn(page, 'manager');
    await page.goto(`/unit-type-images?resort=${made.resortId}&unitType=${made.unitId}`);
    await expect(page.getByRole('heading', { name: `Current pictures of ${made.unitName}` })).toBeVisible();
    await expect(page.getByText('Choose photos', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
