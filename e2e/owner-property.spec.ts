import { expect, test } from './fixtures';
import { answerDelete, cardWith, photo, toastText, unique } from './owner-helpers';

/**
 * The owner area: sell a property with photos, find it for sale and on My Dashboard,
 * delete it. Each journey signs in as an owner of its own (the `owner` fixture).
 */

test.describe('sell a property', () => {
  test('two photos, thumbnails, progress, listed for sale with its carousel, then deleted', async ({
    page,
    owner: _owner,
  }) => {
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
    await expect(card).toContainText('Price: $18,500');
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
    owner: _owner,
  }) => {
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

  test('an empty form: the field messages and Images Required @phone', async ({ page, owner: _owner }) => {
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
