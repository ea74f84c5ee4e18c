import { expect, signIn, test } from './fixtures';
import { cardWith, toastText } from './owner-helpers';

/**
 * Verified weeks (decision 062): an owner asks with a PDF, a manager approves it in the
 * Verification queue, travelers see the badge, and it goes away by itself when the owner changes
 * the week's reservation code.
 */

/** A small, whole PDF, as a resort's reservation system prints one. */
const PROOF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('an owner asks with a PDF, a manager approves, the badge shows and lapses when the code changes @phone', async ({
  page,
  owner,
  makeWeek,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
  const week = await makeWeek({ owner });

  // The owner asks from My Dashboard.
  await page.goto('/dashboard');
  const myWeeks = page.getByRole('list', { name: 'My week listings' });
  const card = cardWith(myWeeks, week.reservationCode);
  await expect(card.getByText('Not verified')).toBeVisible();
  await card.getByRole('button', { name: /^Get verified/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Get this week verified' });
  await expect(dialog.getByText(week.reservationCode)).toBeVisible();
  // Nothing chosen: said before anything is sent.
  await dialog.getByRole('button', { name: 'Send for verification' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one file.');
  await dialog.getByLabel('Files (1 to 3)').setInputFiles({
    name: 'reservation.pdf',
    mimeType: 'application/pdf',
    buffer: PROOF,
  });
  await expect(dialog.getByText('reservation.pdf')).toBeVisible();
  await shot('owner-dialog');
  await dialog.getByRole('button', { name: 'Send for verification' }).click();
  await expect(toastText(page, 'Sent for verification')).toBeVisible();
  await expect(card.getByText('Verification requested')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Get verified/ })).toHaveCount(0);

  // A manager finds it in the queue, beside its document, and approves it.
  await signIn(page, 'manager');
  await page.goto('/manager');
  const queue = page.getByRole('region', { name: 'Verification queue' });
  const request = queue.getByRole('listitem').filter({ hasText: week.reservationCode });
  await expect(request).toBeVisible();
  await expect(request.getByText(owner.email)).toBeVisible();
  const download = request.getByRole('link', { name: 'Download reservation.pdf' });
  const file = await page.request.get((await download.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(
    /^attachment; filename="semana-week-\d+-proof-\d+-1\.pdf"$/,
  );
  expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  await request.scrollIntoViewIfNeeded();
  await shot('manager-queue');
  await request.getByRole('button', { name: /^Approve verification/ }).click();
  await expect(toastText(page, 'Week verified')).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: week.reservationCode })).toHaveCount(0);

  // Travelers: the badge on the public card, 'Verified only' keeps it, the owner's page marks them.
  await page.goto(`/all-weeks?locationId=${week.locationId}&verified=1`);
  await expect(page.getByLabel('Verified only')).toBeChecked();
  const publicCard = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/owners/${owner.id}"]`) })
    .filter({ hasText: week.shownPrice });
  await expect(publicCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(publicCard.getByText('Verified owner')).toBeVisible();
  await expect(publicCard).not.toContainText(week.reservationCode);
  await publicCard.getByText('Verified week: what was checked').click();
  await expect(publicCard.getByText(/Semana checked the resort’s reservation confirmation/)).toBeVisible();
  await publicCard.scrollIntoViewIfNeeded();
  await shot('public-card');
  await publicCard.getByRole('link', { name: `${owner.firstName} ${owner.lastName.slice(0, 1)}.` }).click();
  await expect(page).toHaveURL(new RegExp(`/owners/${owner.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${owner.firstName} ${owner.lastName.slice(0, 1)}.`,
  );
  await expect(page.getByText('1 verified week')).toBeVisible();
  await expect(page.getByText(owner.lastName, { exact: true })).toHaveCount(0);
  await shot('owner-page');

  // The owner changes the reservation code: the badge goes by itself.
  await signIn(page, owner);
  await page.goto('/dashboard');
  await expect(card.getByText('Verified', { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: /^Change reservation code/ }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Change the reservation code' });
  await expect(codeDialog.getByRole('note')).toContainText('removes the Verified badge');
  const newCode = `${week.reservationCode}-B`;
  await codeDialog.getByLabel('Reservation code').fill(newCode);
  await codeDialog.getByRole('button', { name: 'Save code' }).click();
  await expect(toastText(page, 'Reservation code saved')).toBeVisible();
  const changed = cardWith(myWeeks, newCode);
  await expect(changed.getByText('Verification ended')).toBeVisible();
  await expect(changed.getByRole('button', { name: /^Ask again to verify/ })).toBeVisible();
  await shot('owner-lapsed');

  await page.goto(`/owners/${owner.id}`);
  const after = page.getByRole('article').filter({ hasText: week.shownPrice });
  await expect(after).toBeVisible();
  await expect(after.getByText('Verified', { exact: true })).toHaveCount(0);
  const filtered = await page.request.get(
    `/api/weeks/search?locationId=${week.locationId}&verified=1&pageSize=100`,
  );
  const ids = ((await filtered.json()) as { items: { id: number }[] }).items.map((w) => w.id);
  expect(ids).not.toContain(week.id);
});
