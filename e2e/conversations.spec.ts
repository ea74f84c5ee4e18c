import type { Page, TestInfo } from '@playwright/test';
import { whileHolding } from './bookings-helpers';
import { expect, signIn, test } from './fixtures';
import { cardOf } from './listings-helpers';
import { payWithCard } from './payments-helpers';

/** Conversations between a renter and an owner on the site, masked until the booking is paid (decision 060). */

const SAFETY =
  'Pay only through Semana. We never ask you to pay by wire, WhatsApp or gift card, and we never charge sellers up front for a buyer.';

/** A full-page picture for a person to look at, named by the screen and the project's width. */
const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

test('a renter messages an owner about a week; the phone number is hidden until the booking is paid, and the owner reads it from the top bar @phone', async ({
  page,
  makeUser,
  makeWeek,
}, testInfo) => {
  const week = await makeWeek({ startsIn: 60 });
  const renter = await makeUser({ signIn: page, prefix: 'renter.' });

  // Signed in, the week's card offers a conversation instead of the interest form.
  await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
  const card = cardOf(page, week);
  await card.getByRole('button', { name: 'Message the owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message the owner' });
  await expect(dialog.getByText(SAFETY)).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Your message' });
  await box.fill('Hola, ¿sigue libre del 20 al 27? Mi cel es 55 1234 5678');
  await dialog.screenshot({ path: testInfo.outputPath(`message-dialog-${testInfo.project.name}.png`) });
  await box.press('Enter');

  // The conversation opens: the safety notice first, the number hidden, and the sender told why.
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const conversation = new URL(page.url()).pathname;
  await expect(
    page.getByText(
      'We hid a phone number: contact details can be shared after the booking is paid. Pay only through Semana.',
    ),
  ).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem').first()).toContainText(SAFETY);
  await expect(messages).toContainText('Hola, ¿sigue libre del 20 al 27? Mi cel es •••');
  await expect(messages).not.toContainText('1234');
  await shoot(page, testInfo, 'conversation-renter');

  // The owner sees the unread count in the top bar and the message in the inbox, hidden the same way.
  await signIn(page, week.owner);
  await page.goto('/');
  const unread = page.getByRole('link', { name: 'Messages, 1 unread' });
  await expect(unread).toBeVisible();
  await page
    .getByRole('banner')
    .screenshot({ path: testInfo.outputPath(`top-bar-${testInfo.project.name}.png`) });
  await unread.click();
  await expect(page).toHaveURL(/\/messages$/);
  const row = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: week.resortName });
  await expect(row).toContainText('1 unread');
  await expect(row).toContainText('Mi cel es •••');
  await shoot(page, testInfo, 'inbox-owner');
  await row.click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Mi cel es •••');
  // Read: the count leaves the top bar.
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  const reply = page.getByRole('textbox', { name: 'Your message' });
  await reply.fill('¡Sí! Está libre.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Bienvenidos.');
  await reply.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('¡Sí! Está libre.\nBienvenidos.');
  await expect(reply).toHaveValue('');

  // The renter books and pays: what was written is shown whole.
  await signIn(page, renter);
  await page.goto(`/weeks/${week.id}/book`);
  await page.getByLabel('First name', { exact: true }).fill('Ana');
  await page.getByLabel('Last name', { exact: true }).fill('García López');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /I accept the Guest Agreement/ }).check();
  await whileHolding(async () => {
    await page.getByRole('button', { name: 'Hold the week and pay' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
  });
  const bookingId = page.url().split('/').pop();
  await expect(page.getByText(/^Paid: waiting for the owner to accept by /)).toBeVisible();
  // The booking's page leads to the same conversation.
  await expect(page.getByRole('button', { name: 'Message the owner' })).toBeVisible();

  await page.goto(conversation);
  await expect(page.getByText('The booking is paid: contact details can be shared now.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
    'Hola, ¿sigue libre del 20 al 27? Mi cel es 55 1234 5678',
  );
  await expect(page.getByRole('link', { name: 'See the booking' })).toHaveAttribute(
    'href',
    `/bookings/${bookingId}`,
  );
  await shoot(page, testInfo, 'conversation-paid');

  // The booking ends (everything back: the owner had not accepted), so its accounts may be removed.
  const ended = await renter.api.post(`/api/bookings/${bookingId}/cancel`);
  expect(ended.status()).toBe(200);
});

test('visitors keep the interest form on a week card @phone', async ({ page, makeWeek }) => {
  const week = await makeWeek({ startsIn: 60 });
  await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
  const card = cardOf(page, week);
  await expect(card.getByRole('button', { name: "I'm Interested" })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Message the owner' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
});

test('in Spanish: the renter is told in Spanish what was hidden, and the inbox reads in Spanish', async ({
  page,
  makeUser,
  makeWeek,
}, testInfo) => {
  const week = await makeWeek({ startsIn: 60 });
  await makeUser({ signIn: page, prefix: 'inquilino.', locale: 'es-MX' });
  await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
  // The card in Spanish: its resort and its price written the Spanish way ('USD 1,275').
  const price = new RegExp(
    `USD[\\s\u00a0]*${week.price.toLocaleString('en-US').replace(',', '[,.\\s\u00a0]?')}(?![\\d])`,
  );
  const card = page.getByRole('article').filter({ hasText: week.resortName }).filter({ hasText: price });
  await card.getByRole('button', { name: 'Escribir al dueño' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escribir al dueño' });
  const box = dialog.getByRole('textbox', { name: 'Tu mensaje' });
  await box.fill('Escríbeme a juan arroba gmail punto com o hazme una transferencia');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(
    page.getByText(
      'Ocultamos un correo electrónico y instrucciones de pago: los datos de contacto se pueden compartir cuando la reservación esté pagada. Paga solo a través de Semana.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('Escríbeme a ••• o hazme una •••');
  await expect(page.getByRole('textbox', { name: 'Tu mensaje' })).toHaveAttribute(
    'placeholder',
    'Escribe un mensaje...',
  );
  await shoot(page, testInfo, 'conversation-spanish');
  await page.getByRole('link', { name: 'Todos los mensajes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversaciones' })).toContainText('Eres el huésped');
});
