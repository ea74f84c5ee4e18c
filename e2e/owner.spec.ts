import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { addDays, addMonths, format, startOfMonth } from 'date-fns';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures';

/**
 * The owner area (spec 001 §2, §4, §5, §8): add a week, sell a property with photos, record a
 * contract, and find, and delete, each one on My Dashboard. Every item is named uniquely, so the
 * journeys hold whatever else the shared accounts have listed.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A real JPEG, made on the spot: a gradient with a label, as a phone photo would be (smaller). */
async function photo(name: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><text x="60" y="160" font-size="110" font-family="sans-serif" fill="white">${name}</text></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

async function pickOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Confirms (or cancels) the delete dialog and checks its question. */
async function answerDelete(page: Page, question: string, answer: 'Cancel' | 'Delete') {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  // Cancel is the safe default: it has the focus.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toHaveCount(0);
}

const cardWith = (list: Locator, text: string) => list.getByRole('article').filter({ hasText: text });

test.describe('add a week', () => {
  test('resort first, end date follows, the week shows on the dashboard and its destination, then is deleted', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/add-listing');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Listing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Add a New Week' })).toBeVisible();
    await expect(page).toHaveTitle(/Add New Listing/);

    const location = page.getByRole('combobox', { name: 'Location', exact: true });
    const unitType = page.getByRole('combobox', { name: 'Type of unit' });
    await expect(location).toBeDisabled();
    await expect(unitType).toBeDisabled();
    await pickOption(page, 'Resort', 'Casa Marina Grand Resort');
    await expect(location).toBeEnabled();
    await expect(unitType).toBeEnabled();
    // Casa Marina is offered at two destinations; only they are offered.
    await location.click();
    await expect(page.getByRole('option')).toHaveText(['Nuevo Vallarta', 'Puerto Vallarta']);
    await page.getByRole('option', { name: 'Nuevo Vallarta' }).click();
    await pickOption(page, 'Type of unit', 'Studio');

    // A day in the middle of next month, picked in the calendar.
    const start = addDays(startOfMonth(addMonths(new Date(), 1)), 14);
    const end = addDays(start, 6);
    const dates = `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
    await page.getByRole('button', { name: /Week start date/ }).click();
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await page.getByRole('button', { name: new RegExp(format(start, 'MMMM do, yyyy')) }).click();
    await expect(page.getByRole('button', { name: /Week start date/ })).toHaveText(
      format(start, 'MMM d, yyyy'),
    );
    await expect(page.getByLabel('Week end date')).toHaveValue(format(end, 'MMM d, yyyy'));

    await page.getByLabel('Price (USD)').fill('2450');
    await expect(page.getByText('Travelers will see $2,450 per week.')).toBeVisible();
    const code = `E2E-${unique()}`;
    await page.getByLabel('Reservation code').fill(code);
    await page.getByRole('button', { name: 'Add Week' }).click();
    await expect(toastText(page, 'Week added successfully!')).toBeVisible();
    // The form starts afresh.
    await expect(page.getByLabel('Reservation code')).toHaveValue('');
    await expect(page.getByLabel('Week end date')).toHaveValue('');
    await expect(location).toBeDisabled();

    await page.goto('/dashboard');
    const myWeeks = page.getByRole('list', { name: 'My week listings' });
    const card = cardWith(myWeeks, code);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Casa Marina Grand Resort' })).toBeVisible();
    await expect(card).toContainText('Studio');
    await expect(card).toContainText('Nuevo Vallarta');
    await expect(card).toContainText(dates);
    await expect(card).toContainText('$2,450');

    // Newest first on its destination: it leads the list.
    await page.goto('/destinations/Nuevo%20Vallarta');
    const publicCards = page.getByRole('region', { name: 'Available weeks' }).getByRole('article');
    const mine = publicCards
      .filter({ hasText: 'Casa Marina Grand Resort' })
      .filter({ hasText: 'Studio' })
      .filter({ hasText: dates })
      .filter({ hasText: '$2,450' });
    await expect(mine.first()).toBeVisible();
    const firstThree = (await publicCards.allInnerTexts()).slice(0, 3);
    expect(firstThree.some((text) => text.includes(dates) && text.includes('Studio'))).toBe(true);
    // The reservation code is the owner's: never on a public card.
    await expect(page.getByText(code)).toHaveCount(0);

    await page.goto('/dashboard');
    await card.getByRole('button', { name: /^Delete/ }).click();
    await answerDelete(page, 'Are you sure you want to delete this week?', 'Cancel');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: /^Delete/ }).click();
    await answerDelete(page, 'Are you sure you want to delete this week?', 'Delete');
    await expect(toastText(page, 'Week deleted')).toBeVisible();
    await expect(toastText(page, 'Your week has been successfully deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /My Week Listings/ })).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
  });

  test('an empty form shows every message of the spec @phone', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/add-listing');
    await expect(page.getByRole('combobox', { name: 'Resort' })).toBeEnabled();
    await page.getByRole('button', { name: 'Add Week' }).click();
    for (const message of [
      'Please select a resort',
      'Please select a location',
      'Please select a unit type',
      'Please select a start date',
      'Please select an end date',
      'Please enter the price',
      'Please enter the reservation code',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Resort' })).toBeFocused();
    await page.getByLabel('Price (USD)').fill('1000001');
    await page.getByLabel('Reservation code').fill('x'.repeat(51));
    await page.getByRole('button', { name: 'Add Week' }).click();
    await expect(page.getByText('Price cannot exceed 1,000,000', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Reservation code cannot exceed 50 characters', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('sell a property', () => {
  test('two photos, thumbnails, progress, listed for sale with its carousel, then deleted', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/sell-property');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell a Property' })).toBeVisible();
    const hotel = `E2E Hacienda ${unique()}`;
    await page.getByLabel('Hotel name').fill(hotel);
    await page.getByLabel('Location').fill('Los Cabos');
    await page.getByLabel('Unit size').fill('Two-bedroom suite');
    await page.getByLabel('Price', { exact: true }).fill('$18,500 USD');
    await page.getByLabel('Weeks or season').fill('Week 12, Platinum Season');
    await page.getByLabel('Description').fill('Ocean-front suite with a full kitchen and 28 years left.');

    const [first, second] = await Promise.all([photo('terrace.jpg', 190), photo('bedroom.jpg', 20)]);
    const input = page.getByLabel('Choose photos');
    await input.setInputFiles([first, second]);
    const thumbnails = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
    await expect(thumbnails).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Photo 1: terrace.jpg' })).toBeVisible();
    await expect(page.getByText('2 of 7 photos')).toBeVisible();
    // Remove one (focus moves to what took its place), then add it back.
    await page.getByRole('button', { name: 'Remove photo 2, bedroom.jpg' }).click();
    await expect(thumbnails).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove photo 1, terrace.jpg' })).toBeFocused();
    await input.setInputFiles([second]);
    await expect(thumbnails).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Photo 2: bedroom.jpg' })).toBeVisible();

    // A slow uplink, so that the progress bar has time to be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 40_000,
    });
    await page.getByRole('button', { name: 'List Property for Sale' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(toastText(page, 'Your property has been listed for sale.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Hotel name')).toHaveValue('');
    await expect(thumbnails).toHaveCount(0);

    await page.goto(`/all-properties?q=${encodeURIComponent(hotel)}`);
    const listed = page.getByRole('list', { name: 'Properties' }).getByRole('article');
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('heading', { name: hotel })).toBeVisible();
    const carousel = listed.getByRole('group', { name: `Pictures of ${hotel}` });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('img')).toHaveAttribute('src', /^\/uploads\/listings\/.+\.webp$/);
    await expect(carousel.getByText('1 / 2')).toBeVisible();

    await page.goto('/dashboard');
    const card = cardWith(page.getByRole('list', { name: 'My property listings' }), hotel);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('$18,500 USD');
    await expect(card).toContainText('Week 12, Platinum Season');
    await expect(card.getByRole('group', { name: `Photos of ${hotel}` }).getByRole('img')).toHaveAttribute(
      'srcset',
      /480w.*960w.*1600w/,
    );
    await card.getByRole('button', { name: /^Delete/ }).click();
    await answerDelete(page, 'Are you sure you want to delete this property listing?', 'Delete');
    await expect(toastText(page, 'Property listing deleted')).toBeVisible();
    await expect(toastText(page, 'Your property listing has been successfully deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.goto(`/all-properties?q=${encodeURIComponent(hotel)}`);
    await expect(page.getByText('No properties found matching your search')).toBeVisible();
  });

  test('bad files: a GIF is refused in the browser, a text file named .jpg by the server', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/sell-property');
    const input = page.getByLabel('Choose photos');
    await input.setInputFiles([
      { name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    await expect(toastText(page, 'Invalid file type')).toBeVisible();
    await expect(page.getByText('0 of 7 photos')).toBeVisible();

    await page.getByLabel('Hotel name').fill(`E2E Not A Photo ${unique()}`);
    await page.getByLabel('Location').fill('Acapulco');
    await page.getByLabel('Unit size').fill('Studio');
    await page.getByLabel('Price', { exact: true }).fill('$9,000 USD');
    await page.getByLabel('Weeks or season').fill('Week 30');
    await page.getByLabel('Description').fill('A text file in disguise.');
    await input.setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a picture at all') },
    ]);
    await expect(page.getByText('1 of 7 photos')).toBeVisible();
    await page.getByRole('button', { name: 'List Property for Sale' }).click();
    await expect(toastText(page, 'Failed to list your property. Please try again.')).toBeVisible();
    // The server's sentence, under the photos and in the toast.
    await expect(
      page.getByText(/^Invalid file type: "notes\.jpg" is not a JPEG, PNG or WebP image/).first(),
    ).toBeVisible();
  });

  test('an empty form: the field messages and Images Required @phone', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/sell-property');
    await page.getByRole('button', { name: 'List Property for Sale' }).click();
    for (const message of [
      'Hotel name is required',
      'Unit size is required',
      'Location is required',
      'Price is required',
      'Weeks or season information is required',
      'Description is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(toastText(page, 'Images Required')).toBeVisible();
    await expect(
      page.getByText('Please upload at least one image of your property', { exact: true }).first(),
    ).toBeVisible();
  });
});

test.describe('contracts', () => {
  test('an owner adds a contract, sees it listed here and on the dashboard, and deletes it', async ({
    page,
  }) => {
    await signIn(page, 'owner');
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

  test('an empty form shows the spec messages @phone', async ({ page }) => {
    await signIn(page, 'owner');
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

test.describe('My Dashboard', () => {
  test('quick actions, sections and legal links; staff tiles only for staff @phone', async ({ page }) => {
    await signIn(page, 'owner');
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
    await page.reload();
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

  test('an account with nothing listed sees the empty texts @phone', async ({ page }) => {
    await signIn(page, 'inactive');
    await page.goto('/dashboard');
    await expect(page.getByText('No contracts found. Click "Add Contract" above to add one.')).toBeVisible();
    await expect(page.getByText("You haven't listed any weeks yet")).toBeVisible();
    await expect(page.getByText("You haven't listed any properties yet")).toBeVisible();
  });
});

test.describe('an account that is not active yet @phone', () => {
  test('sees how to become active instead of the forms', async ({ page }) => {
    await signIn(page, 'inactive');
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

test('the owner pages pass the WCAG 2 A/AA scan', async ({ page }) => {
  await signIn(page, 'owner');
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
