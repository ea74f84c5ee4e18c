import type { APIRequestContext, Page } from '@playwright/test';
import { runClock } from './bookings-helpers';
import { expect, test } from './fixtures';
import { headerValue, linkIn, mailsTo, waitForMail } from './outbox';

/**
 * Saved searches ("Alert me"): a visitor saves the filters of /all-weeks, confirms the address from
 * the mail, hears of a matching week once, and stops the alert with the mail's one-click
 * unsubscribe (the POST a mail client sends); a signed-in renter saves a destination's search as a
 * daily digest and gets one mail with the day's two weeks (the digest run "as of" a day later by
 * the admin CLI), then pauses and deletes it on My alerts. Each journey's price range is its own,
 * so no other journey's weeks match its searches.
 */
test.describe.configure({ timeout: 180_000 });

const LOCATION = 'Nuevo Vallarta';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A price no seeded week asks (they ask multiples of 25) and no other run is likely to pick. */
const ownPrice = () => 5_001 + Math.floor(Math.random() * 3_000) * 25 + Math.floor(Math.random() * 24);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A picture of the screen for the review of its layout, at the project's width. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
const alertMails = (to: string) => mailsTo(to).filter((m) => /^New week:/.test(headerValue(m, 'Subject')));

async function locationId(request: APIRequestContext, name: string) {
  const locations = (await (await request.get('/api/vidanta/locations')).json()) as {
    id: number;
    name: string;
  }[];
  const found = locations.find((l) => l.name === name);
  if (!found) throw new Error(`no location ${name}`);
  return found.id;
}

/** Opens "Alert me", sets the price range and frequency (and a visitor's address), and saves. */
async function saveAlert(page: Page, o: { price: number; daily?: boolean; email?: string }) {
  await page.getByRole('button', { name: 'Alert me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts of new weeks' });
  await expect(dialog).toBeVisible();
  if (o.daily) await dialog.getByRole('radio', { name: /Daily digest/ }).check();
  await dialog.getByLabel('Minimum price').fill(String(o.price));
  await dialog.getByLabel('Maximum price').fill(String(o.price));
  if (o.email) await dialog.getByLabel('Your e-mail').fill(o.email);
  await expect(dialog.getByRole('listitem').filter({ hasText: `Destination: ${LOCATION}` })).toBeVisible();
  await shot(page, o.email ? 'alert-me-visitor' : 'alert-me-signed-in');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await shot(page, 'alert-me-sent');
  return dialog;
}

/** Follows the confirmation link of the newest confirmation mail to `email`, and presses its button. */
async function confirmFromMail(page: Page, email: string) {
  const mail = await waitForMail(email, /Confirm your Semana week alerts/);
  await page.goto(linkIn(mail, '/alerts/confirm'));
  await page.getByRole('button', { name: 'Yes, send me week alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your week alerts are on' })).toBeVisible();
}

test('a visitor saves a search on /all-weeks, hears of one matching week, and stops it with one click @phone', async ({
  page,
  request,
  makeUser,
  makeWeek,
}) => {
  const visitor = `saver-${unique()}@example.test`;
  const price = ownPrice();
  const offset = 250 + Math.floor(Math.random() * 80);
  const id = await locationId(request, LOCATION);
  await page.goto(`/all-weeks?locationId=${id}&from=${day(offset - 3)}`);
  const dialog = await saveAlert(page, { price, email: visitor });
  await expect(dialog.getByText(visitor)).toBeVisible();
  await confirmFromMail(page, visitor);

  const owner = await makeUser({ prefix: 'owner.' });
  const listedAt = Date.now();
  const week = await makeWeek({ owner, location: LOCATION, startsIn: offset, price });
  const alert = await waitForMail(visitor, /^New week:/);
  expect(Date.now() - listedAt).toBeLessThan(60_000);
  expect(alert).toContain(week.resortName);
  expect(alert).toContain(week.shownPrice);
  expect(headerValue(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = headerValue(alert, 'List-Unsubscribe').replace(/^<|>$/g, '');
  expect(oneClick).toMatch(/^https?:\/\/[^/]+\/api\/alerts\/search-unsubscribe\?s=\d+&t=[\w-]+$/);
  expect(alert).toMatch(/\/my-alerts\?a=[\w-]+&(amp;)?t=[\w-]+/);

  // The mail client's one-click: a form POST from its own server, no cookie, no page.
  const stopped = await request.post(oneClick, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { cookie: '' },
  });
  expect(stopped.status(), await stopped.text()).toBe(200);
  expect(await stopped.json()).toEqual({ subscribed: false });

  // The mail's page says it is stopped and changes nothing by being opened.
  await page.goto(linkIn(alert, '/alerts/search'));
  await expect(page.getByRole('heading', { level: 1, name: 'This alert is stopped' })).toBeVisible();
  await shot(page, 'search-stopped');

  await makeWeek({ owner, location: LOCATION, startsIn: offset + 7, price });
  // Well past the time the first alert took: no second alert comes.
  await page.waitForTimeout(15_000);
  expect(alertMails(visitor)).toHaveLength(1);
});

test('a signed-in renter gets one daily digest with both matching weeks, then pauses and deletes the alert @phone', async ({
  page,
  request,
  makeUser,
  makeWeek,
}) => {
  const renter = await makeUser({ signIn: page, prefix: 'renter.' });
  const price = ownPrice();
  const offset = 250 + Math.floor(Math.random() * 80);
  await page.goto(`/destinations/${encodeURIComponent(LOCATION)}`);
  await saveAlert(page, { price, daily: true });
  await confirmFromMail(page, renter.email);

  // A visitor of this journey hears of each week at once: when both reached it, both were matched.
  const witness = `witness-${unique()}@example.test`;
  const saved = await request.post('/api/alerts/searches', {
    data: { filters: { minPrice: price, maxPrice: price }, frequency: 'instant', email: witness },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const token = new URL(
    linkIn(await waitForMail(witness, /Confirm your/), '/alerts/confirm'),
  ).searchParams.get('token');
  expect((await request.post('/api/alerts/confirm', { data: { token } })).status()).toBe(200);

  const owner = await makeUser({ prefix: 'owner.' });
  const first = await makeWeek({ owner, location: LOCATION, startsIn: offset, price });
  const second = await makeWeek({ owner, location: LOCATION, startsIn: offset + 14, price });
  await expect.poll(() => alertMails(witness).length, { timeout: 60_000 }).toBe(2);
  expect(
    mailsTo(renter.email).filter((m) => /match your searches/.test(headerValue(m, 'Subject'))),
  ).toHaveLength(0);

  // A day later, as the admin CLI runs it: one mail with both weeks.
  await runClock('alerts:digest', new Date(Date.now() + 25 * 3_600_000));
  const digest = await waitForMail(renter.email, /^2 new weeks match your searches$/);
  // Each week's line: its resort, its first day and its price.
  for (const week of [first, second]) expect(digest).toContain(week.dates.split(' – ')[0]);
  expect(digest).toContain(first.shownPrice);
  expect(headerValue(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  await runClock('alerts:digest', new Date(Date.now() + 26 * 3_600_000));
  await page.waitForTimeout(3_000);
  expect(
    mailsTo(renter.email).filter((m) => /match your searches/.test(headerValue(m, 'Subject'))),
  ).toHaveLength(1);

  // My alerts: the search, paused and resumed, then deleted after the question.
  await page.goto('/my-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'My alerts' })).toBeVisible();
  await expect(page.getByText('1 saved search')).toBeVisible();
  const alerts = page.getByRole('list', { name: 'My alerts' });
  const card = alerts.getByRole('listitem').filter({ hasText: `Destination: ${LOCATION}` });
  await expect(card).toContainText('Active');
  await expect(card.getByLabel('Frequency')).toHaveValue('daily');
  await shot(page, 'my-alerts');
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card).toContainText('Active');
  await card.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete this alert?' });
  await shot(page, 'my-alerts-delete');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No alerts yet')).toBeVisible();
  await shot(page, 'my-alerts-empty');
});
