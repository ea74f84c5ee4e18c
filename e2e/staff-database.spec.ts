import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Database Management: staff add resorts, unit types and contract types, and find them at once in
 * the dropdowns of the forms that use them. Every name is unique to its run.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function pickOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('database management', () => {
  test('a manager adds a resort and a unit type and picks them in the add-week form', async ({ page }) => {
    const resort = `Resort ${unique()}`;
    const unitType = `Sky Loft ${unique()}`;
    await signIn(page, 'manager');
    await page.goto('/database-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Database Management' })).toBeVisible();

    const resortForm = page.getByRole('form', { name: 'Add a resort' });
    await resortForm.getByLabel('Resort name').fill(resort);
    await pickOption(page, 'Location', 'Acapulco');
    // Brand 1 is chosen already.
    await expect(page.getByRole('combobox', { name: 'Brand' })).not.toHaveText('Select a brand');
    await resortForm.getByRole('button', { name: 'Add Resort' }).click();
    await expect(toast(page, 'Resort added successfully')).toBeVisible();
    await expect(resortForm.getByLabel('Resort name')).toHaveValue('');
    await expect(resortForm.getByLabel('Resort name')).toBeFocused();

    await page.getByLabel('Search').fill(resort);
    const row = page.getByRole('listitem', { name: resort });
    await expect(row).toContainText('Acapulco');
    await expect(row).toContainText('0 unit types · 0 weeks');

    await page.getByRole('tab', { name: 'Unit Types' }).click();
    await expect(page).toHaveURL(/tab=unit-types/);
    const unitForm = page.getByRole('form', { name: 'Add a unit type' });
    await unitForm.getByLabel('Unit type name').fill(unitType);
    await pickOption(page, 'Resort', resort);
    await expect(unitForm.getByLabel('Sleeps (guests)')).toHaveValue('4');
    await unitForm.getByLabel('Sleeps (guests)').fill('6');
    await unitForm.getByRole('button', { name: 'Add Unit Type' }).click();
    await expect(
      toast(
        page,
        'Unit type added successfully. It will now appear in dropdown menus across the application.',
      ),
    ).toBeVisible();
    await pickOption(page, 'Show resort', resort);
    const unitRow = page.getByRole('listitem', { name: unitType });
    await expect(unitRow).toContainText('Sleeps 6');

    // Its guests are edited with its texts; a number out of range is refused in the form.
    await unitRow.getByRole('button', { name: `Edit ${unitType}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Sleeps (guests)').fill('31');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Guests must be a whole number from 1 to 30')).toBeVisible();
    await dialog.getByLabel('Sleeps (guests)').fill('8');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(unitRow).toContainText('Sleeps 8');

    // The add-week form offers both at once.
    await page.goto('/add-listing');
    await pickOption(page, 'Resort', resort);
    await page.getByRole('combobox', { name: 'Location', exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['Acapulco']);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Type of unit' }).click();
    await expect(page.getByRole('option')).toHaveText([unitType]);
  });

  test('a developer adds a contract type and finds it in the contract form', async ({ page }) => {
    const name = `Biennial ${unique()}`;
    await signIn(page, 'dev');
    await page.goto('/database-management?tab=contract-types');
    const form = page.getByRole('form', { name: 'Add a contract type' });
    await form.getByLabel('Contract type name').fill(name);
    await form.getByLabel('Description (optional)').fill('Use every other year.');
    await form.getByRole('button', { name: 'Add Contract Type' }).click();
    await expect(toast(page, 'Contract type added successfully')).toBeVisible();
    await page.getByLabel('Search').fill(name.toLowerCase());
    await expect(page.getByRole('listitem', { name })).toContainText('Use every other year.');

    await page.goto('/my-contract');
    await page.getByRole('combobox', { name: 'Contract type', exact: true }).click();
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  });

  test('required fields and a duplicate name say so, and keep what was typed', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/database-management');
    const resortForm = page.getByRole('form', { name: 'Add a resort' });
    await resortForm.getByRole('button', { name: 'Add Resort' }).click();
    await expect(resortForm.getByText('Resort name is required')).toBeVisible();
    await expect(resortForm.getByText('Location is required')).toBeVisible();

    const resort = `Twin ${unique()}`;
    await resortForm.getByLabel('Resort name').fill(resort);
    await pickOption(page, 'Location', 'Los Cabos');
    await resortForm.getByRole('button', { name: 'Add Resort' }).click();
    await expect(toast(page, 'Resort added successfully')).toBeVisible();
    // The same name again, in other capitals: refused with the server's sentence.
    await resortForm.getByLabel('Resort name').fill(resort.toLowerCase());
    await pickOption(page, 'Location', 'Los Cabos');
    await resortForm.getByRole('button', { name: 'Add Resort' }).click();
    await expect(toast(page, 'Failed to add resort')).toBeVisible();
    await expect(page.getByText(/already exists/).first()).toBeVisible();
    await expect(resortForm.getByLabel('Resort name')).toHaveValue(resort.toLowerCase());
    await page.getByLabel('Search').fill(`Nowhere ${resort}`);
    await expect(page.getByText(`No resorts match “Nowhere ${resort}”`)).toBeVisible();

    await page.getByRole('tab', { name: 'Unit Types' }).click();
    const unitForm = page.getByRole('form', { name: 'Add a unit type' });
    await unitForm.getByRole('button', { name: 'Add Unit Type' }).click();
    await expect(unitForm.getByText('Unit type name is required')).toBeVisible();
    await expect(unitForm.getByText('Resort is required')).toBeVisible();

    await page.getByRole('tab', { name: 'Contract Types' }).click();
    const typeForm = page.getByRole('form', { name: 'Add a contract type' });
    await typeForm.getByRole('button', { name: 'Add Contract Type' }).click();
    await expect(typeForm.getByText('Contract type name is required')).toBeVisible();
  });

  test('at phone width the forms and lists fit the screen @phone', async ({ page }) => {
    await signIn(page, 'manager');
    for (const tab of ['resorts', 'contract-types', 'unit-types']) {
      await page.goto(`/database-management?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
  });
});
