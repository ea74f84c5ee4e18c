import { expect, test } from './fixtures';
import { answerDelete, cardWith, pickOption, toastText, unique } from './owner-helpers';

/**
 * The owner area: record a contract, see it listed, delete it on My Dashboard. Each
 * journey signs in as an owner of its own (the `owner` fixture).
 */

test.describe('contracts', () => {
  test('an owner adds a contract, sees it listed here and on the dashboard, and deletes it', async ({
    page,
    owner: _owner,
  }) => {
    await page.goto('/my-contract');
    await expect(page.getByRole('heading', { level: 1, name: 'My Contracts' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Contract' })).toBeVisible();
    // The read-only lists.
    await expect(page.getByRole('heading', { name: 'Contract types' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Fixed Week$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unit types' })).toContainText('Casa Marina Grand Resort');

    const number = `E2E-${unique()}`;
    await page.getByLabel('Contract number').fill(number);
    await pickOption(page, 'Contract type', 'Floating Week');
    await pickOption(page, 'Location', 'Los Cabos');
    await pickOption(page, 'Unit type', 'Junior Suite');
    await page.getByLabel('Usage fee (USD)').fill('1250');
    await page.getByLabel('Number of contractual weeks').fill('2');
    await page.getByLabel('Start date').fill('2016-03-14');
    await page.getByLabel('Total value (USD)').fill('48000');
    await page.getByLabel('Addendums (optional)').fill('Ocean view guaranteed.');
    await page.getByRole('button', { name: 'Add Contract' }).click();
    await expect(toastText(page, 'Your contract has been added successfully.')).toBeVisible();
    await expect(page.getByLabel('Contract number')).toHaveValue('');

    const listed = cardWith(page.getByRole('list', { name: 'My contracts' }), number);
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('heading', { name: 'Floating Week' })).toBeVisible();
    for (const text of [
      'Los Cabos',
      'Junior Suite',
      '$1,250',
      '$48,000',
      'Mar 14, 2016',
      'Ocean view guaranteed.',
    ])
      await expect(listed).toContainText(text);

    await page.goto('/dashboard');
    const card = cardWith(page.getByRole('list', { name: 'My contracts' }), number);
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: `Delete contract ${number}` }).click();
    await answerDelete(page, 'Are you sure you want to delete this contract?', 'Delete');
    await expect(toastText(page, 'Contract deleted')).toBeVisible();
    await expect(toastText(page, 'Your contract has been successfully deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('an empty form shows the message of each required field @phone', async ({ page, owner: _owner }) => {
    await page.goto('/my-contract');
    await page.getByRole('button', { name: 'Add Contract' }).click();
    for (const message of [
      'Contract number is required',
      'Contract type is required',
      'Location is required',
      'Unit type is required',
      'Usage fee is required',
      'Number of contractual weeks is required',
      'Start date is required',
      'Total value is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });
});
