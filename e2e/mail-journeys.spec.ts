import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './outbox';

/**
 * Journeys that go through the server's mail: an owner reads, on the dashboard, the interest a
 * visitor sent (and gets it by mail, answerable directly); a visitor who asked for a week is told
 * when one is listed and stops the alerts from the mail's link. Each journey makes its own owner,
 * week and visitor, so no other journey's data matters.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new owner, activated by the seeded developer; returns its signed-in API context and details. */
async function newActiveOwner(baseURL: string) {
  const id = unique();
  const owner = await playwrightRequest.newContext({ baseURL });
  const email = `owner-${id}@example.test`;
  const registered = await owner.post('/api/register', {
    data: {
      username: `owner${id}`,
      password: 'a-long-owner-password',
      firstName: 'Paula',
      lastName: 'Propietaria',
      email,
      role: 'user',
    },
  });
  expect(registered.status()).toBe(201);
  const { id: userId } = await registered.json();
  const dev = await playwrightRequest.newContext({ baseURL });
  const login = await dev.post('/api/login', {
    data: { username: ACCOUNTS.dev.username, password: ACCOUNTS.dev.password },
  });
  expect(login.status()).toBe(200);
  const activated = await dev.patch(`/api/users/${userId}/activation`, { data: { active: true } });
  expect(activated.status()).toBe(200);
  await dev.dispose();
  return { api: owner, email, username: `owner${id}`, password: 'a-long-owner-password' };
}

/** Lists a week for the owner at the first resort's first location; returns the week and its place. */
async function listWeek(api: APIRequestContext, fromOffset: number) {
  const [resort] = await (await api.get('/api/vidanta/resorts')).json();
  const [location] = await (await api.get(`/api/vidanta/resorts/${resort.id}/locations`)).json();
  const [unitType] = await (await api.get(`/api/vidanta/unit-types?resortId=${resort.id}`)).json();
  const res = await api.post('/api/weeks', {
    data: {
      resortId: resort.id,
      locationId: location.id,
      unitTypeId: unitType.id,
      fromDate: day(fromOffset),
      toDate: day(fromOffset + 6),
      price: 2150,
      reservationCode: `MAIL-${unique()}`.slice(0, 20),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const week = await res.json();
  return { week, resort, location, unitType };
}

test('an owner reads a visitor’s interest on the dashboard and marks it handled @phone', async ({
  page,
  baseURL,
}) => {
  const owner = await newActiveOwner(baseURL as string);
  const { week, resort } = await listWeek(owner.api, 200 + Math.floor(Math.random() * 300));
  const visitor = `visitor-${unique()}@example.test`;
  const message = `Hola, is this week still free? (${unique()})`;
  const interest = await page.request.post('/api/week-interests', {
    data: { weekId: week.id, email: visitor, message },
  });
  expect(interest.status()).toBe(201);

  // The owner is mailed the message, and a reply goes straight to the visitor.
  const mail = await waitForMail(owner.email, /New interest in your week/);
  expect(mail).toMatch(new RegExp(`^Reply-To: ${visitor.replace(/[.]/g, '\\.')}`, 'm'));
  expect(mail).toContain(message);

  const login = await page.request.post('/api/login', {
    data: { username: owner.username, password: owner.password },
  });
  expect(login.status()).toBe(200);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: /Interest in my listings/ });
  await expect(section).toBeVisible();
  const card = section.getByRole('article').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).toContainText(resort.name);
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
  await owner.api.dispose();
});

test('a visitor who asked for a week is alerted when one is listed, and stops the alerts from the mail @phone', async ({
  page,
  baseURL,
}) => {
  const owner = await newActiveOwner(baseURL as string);
  const offset = 200 + Math.floor(Math.random() * 300);
  const [resort] = await (await owner.api.get('/api/vidanta/resorts')).json();
  const [location] = await (await owner.api.get(`/api/vidanta/resorts/${resort.id}/locations`)).json();
  const visitor = `traveller-${unique()}@example.test`;
  const asked = await page.request.post('/api/week-requests', {
    data: {
      name: 'Tomás Viajero',
      email: visitor,
      preferredLocation: location.name,
      startDate: day(offset - 2),
      endDate: day(offset + 10),
    },
  });
  expect(asked.status()).toBe(201);
  await listWeek(owner.api, offset);

  const alert = await waitForMail(visitor, /matches your request/);
  expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  await page.goto(linkIn(alert, '/alerts/unsubscribe'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'You will get no more alerts for this request' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: location.name })).toBeVisible();
  await page.getByRole('button', { name: 'Undo: keep sending alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your alerts are on again' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You will get no more alerts for this request' }),
  ).toBeVisible();
  // A tampered link is refused, clearly.
  await page.goto('/alerts/unsubscribe?r=1&t=not-the-signature');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await owner.api.dispose();
});
