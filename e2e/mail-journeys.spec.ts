import { expect, signIn, test } from './fixtures';
import { linkIn, waitForMail } from './outbox';

/**
 * Journeys that go through the server's mail: an owner reads, on the dashboard, the interest a
 * visitor sent (and gets it by mail, answerable directly); a visitor who asked for a week confirms
 * the alerts from the receipt's link, is told when a week is listed and stops the alerts from the
 * mail's link. Each journey makes its own owner,
 * week and visitor (the fixtures, removed after it), so no other journey's data matters.
 */

// Mail goes through the job queue, which other journeys can fill for a while (150 weeks listed at
// once raise 150 alert jobs): a journey that waits for a mail has room for that wait.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an owner reads a visitor’s interest on the dashboard and marks it handled @phone', async ({
  page,
  makeUser,
  makeWeek,
  makeLead,
}) => {
  const owner = await makeUser({ prefix: 'owner.' });
  const week = await makeWeek({ owner, startsIn: 200 + Math.floor(Math.random() * 300) });
  const visitor = `visitor-${unique()}@example.test`;
  const message = `Hola, is this week still free? (${unique()})`;
  await makeLead({ weekId: week.id }, { email: visitor, message });

  // The owner is mailed the message, and a reply goes straight to the visitor.
  const mail = await waitForMail(owner.email, /New interest in your week/);
  expect(mail).toMatch(new RegExp(`^Reply-To: ${visitor.replace(/[.]/g, '\\.')}`, 'm'));
  expect(mail).toContain(message);

  await signIn(page, owner);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: /Interest in my listings/ });
  await expect(section).toBeVisible();
  const card = section.getByRole('article').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).toContainText(week.resortName);
  await expect(card.getByRole('link', { name: visitor })).toHaveAttribute('href', `mailto:${visitor}`);
  await card.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
  // Still handled after a reload: the server keeps it.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /Interest in my listings/ })
      .getByRole('article')
      .filter({ hasText: message }),
  ).toContainText('Handled');
});

test('a visitor who asked for a week confirms alerts, is alerted when one is listed, and stops them from the mail @phone', async ({
  page,
  makeUser,
  makeWeek,
  makeWeekRequest,
}) => {
  const owner = await makeUser({ prefix: 'owner.' });
  const offset = 200 + Math.floor(Math.random() * 300);
  const location = { name: 'Nuevo Vallarta' };
  const visitor = `traveller-${unique()}@example.test`;
  await makeWeekRequest({
    name: 'Tomás Viajero',
    email: visitor,
    preferredLocation: location.name,
    startDate: day(offset - 2),
    endDate: day(offset + 10),
  });
  // Alerts go only to an address that confirmed: the receipt's link opens a page whose button does it.
  const receipt = await waitForMail(visitor, /We received a request for a week/);
  expect(receipt).not.toContain('Tomás');
  const confirmUrl = linkIn(receipt, '/alerts/confirm');
  await page.goto(confirmUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Do you want e-mail alerts of new weeks?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, send me week alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your week alerts are on' })).toBeVisible();
  // The link again (a second click, a reload): it says so, and asks nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your week alerts are on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, send me week alerts' })).toHaveCount(0);

  await makeWeek({ owner, location: location.name, startsIn: offset });

  const alert = await waitForMail(visitor, /matches your request/);
  expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  await page.goto(linkIn(alert, '/alerts/unsubscribe'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'You will get no more week alerts' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: location.name })).toBeVisible();
  await page.getByRole('button', { name: 'Undo: keep sending alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your alerts are on again' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You will get no more week alerts' }),
  ).toBeVisible();
  // A tampered link is refused, clearly.
  await page.goto('/alerts/unsubscribe?r=1&t=not-the-signature');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  // Stopping withdrew the address's confirmation: the spent confirmation link cannot restart it.
  await page.goto(confirmUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await page.goto('/alerts/confirm?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
});
