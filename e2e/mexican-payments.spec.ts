import type { Browser, Page, TestInfo } from '@playwright/test';
import { whileHolding } from './bookings-helpers';
import { expect, type FreshUser, signIn, test } from './fixtures';
import { cardOf } from './listings-helpers';
import { waitForMail } from './outbox';

/**
 * OXXO vouchers and SPEI transfers in test mode (decision 064): the method choice, the voucher's
 * page (and its print view), staff's Pending payments control (Mark as paid, Expire) on /manager
 * and /dev, and what each outcome does to a membership or a held week. The journeys' rate is
 * global-setup's USD_MXN_RATE (18.45). Stripe mode is tested against the stand-in on the server.
 */

/** A full-page picture for a person to look at, named by the screen and the project's width. */
const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

/**
 * A manager (or developer) in a browser of their own settles the payment of `payer` from the
 * Pending payments section: 'paid' plays the store or the bank, 'expired' the deadline.
 */
async function staffSettles(
  browser: Browser,
  baseURL: string,
  payer: FreshUser,
  outcome: 'paid' | 'expired',
  testInfo: TestInfo,
  as: 'manager' | 'dev' = 'manager',
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  const staff = await context.newPage();
  try {
    await signIn(staff, as);
    await staff.goto(`/${as}`);
    const section = staff.getByRole('region', { name: 'Pending OXXO and SPEI payments' });
    await expect(section).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText(payer.email)).toBeVisible();
    await section.screenshot({
      path: testInfo.outputPath(`pending-payments-${as}-${testInfo.project.name}.png`),
    });
    const label = outcome === 'paid' ? 'Mark the payment of' : 'Expire the payment of';
    await section
      .getByRole('button', { name: `${label} ${payer.email}${outcome === 'paid' ? ' as paid' : ''}` })
      .click();
    const dialog = staff.getByRole('alertdialog');
    await expect(dialog).toContainText(payer.email);
    await expect(dialog).toContainText(/MXN|MX\$/);
    await dialog.getByRole('button', { name: outcome === 'paid' ? 'Mark as paid' : 'Expire' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(payer.email)).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a Spanish reader pays a membership at OXXO: voucher in pesos, inactive until staff mark it paid, then active with a receipt in both currencies @phone', async ({
    page,
    browser,
    baseURL,
    makeUser,
  }, testInfo) => {
    test.slow();
    const payer = await makeUser({ active: false, signIn: page });
    await page.goto('/checkout?tier=silver&amount=1500');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');

    // The choice says what each way charges, in which currency.
    const choice = page.getByRole('group', { name: '¿Cómo quieres pagar?' });
    await expect(choice.getByRole('radio', { name: /Tarjeta/ })).toBeChecked();
    await expect(choice).toContainText('USD 1,500 con cargo inmediato a tu tarjeta, en dólares');
    await expect(choice).toContainText(
      '$27,675 MXN en efectivo en cualquier tienda OXXO, en un plazo de 2 días',
    );
    await expect(choice).toContainText(
      '$27,675 MXN por transferencia desde tu banco, en un plazo de 48 horas',
    );
    await expect(choice).toContainText('USD 1,500 a 18.4500 MXN por dólar');
    // Keyboard: the arrow keys move the choice.
    await choice.getByRole('radio', { name: /Tarjeta/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(choice.getByRole('radio', { name: /Efectivo en OXXO/ })).toBeChecked();
    await expect(
      page.getByText('Tu membresía se activa cuando se confirme tu pago, no antes.'),
    ).toBeVisible();
    await shoot(page, testInfo, 'method-choice');

    await page.getByRole('button', { name: 'Obtener mi ficha OXXO' }).click();
    await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_test_/);
    const voucher = page.getByRole('region', { name: 'Tu ficha de pago OXXO' });
    await expect(voucher).toBeVisible();
    await expect(voucher).toContainText(
      'Esperando tu pago: tu membresía Plata se activa en cuanto se confirme.',
    );
    await expect(voucher).toContainText('$27,675 MXN');
    await expect(voucher).toContainText('USD 1,500 a 18.4500 MXN por dólar');
    await expect(voucher).toContainText(/\d{4} \d{4} \d{4} \d{4} \d{2}/);
    await expect(voucher).toContainText('hora de la Ciudad de México');
    await expect(voucher.getByRole('img', { name: /Código de barras para la caja: \d{18}/ })).toBeVisible();
    await expect(voucher.getByRole('button', { name: 'Copiar el número de referencia' })).toBeVisible();
    await expect(voucher.getByRole('button', { name: 'Imprimir ficha' })).toBeVisible();
    await shoot(page, testInfo, 'oxxo-voucher');
    await page.emulateMedia({ media: 'print' });
    await expect(voucher.getByRole('button', { name: 'Imprimir ficha' })).toBeHidden();
    await shoot(page, testInfo, 'oxxo-voucher-print');
    await page.emulateMedia({ media: 'screen' });

    // The voucher's mail, in Spanish, links back to this page; the account is not active yet.
    const voucherMail = await waitForMail(payer.email, /^Tu ficha OXXO/);
    expect(voucherMail).toContain('27,675');
    const me = await (await payer.api.get('/api/user')).json();
    expect(me.active).toBe(false);
    expect((await (await payer.api.get('/api/payments/my-membership')).json()).membership).toBeNull();

    await staffSettles(browser, baseURL as string, payer, 'paid', testInfo);

    // The page was asking all along: it turns into the receipt, and the account is active.
    await expect(page.getByRole('heading', { name: 'Gracias, tu pago se completó' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('$27,675 MXN')).toBeVisible();
    await expect(page.getByText('USD 1,500 a 18.4500 MXN por dólar')).toBeVisible();
    await expect(page.getByText('Tu cuenta ya está activa: tu pago la activó.')).toBeVisible();
    expect((await (await payer.api.get('/api/user')).json()).active).toBe(true);

    const receipt = await waitForMail(payer.email, /^Recibimos tu pago/);
    expect(receipt).toMatch(/27,675/);
    expect(receipt).toMatch(/Monto: 27,675\.00 MXN/);
    expect(receipt).toContain('En dólares: 1,500.00 USD, a 18.4500 pesos por dólar');
    expect(receipt).toContain('Membresía Plata');
  });
});

test.describe('a week paid by SPEI or OXXO', () => {
  test('a renter books a week by SPEI: the week stays held, staff confirm the transfer, the owner accepts @phone', async ({
    page,
    browser,
    baseURL,
    makeUser,
    makeWeek,
  }, testInfo) => {
    test.slow();
    const week = await makeWeek({ startsIn: 60 });
    const renter = await makeUser({ signIn: page, prefix: 'renter.' });
    await page.goto(`/weeks/${week.id}/book`);
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('Last name', { exact: true }).fill('García López');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check and accept' })).toBeFocused();

    const choice = page.getByRole('group', { name: 'How would you like to pay?' });
    await choice.getByRole('radio', { name: /SPEI bank transfer/ }).check();
    await expect(choice).toContainText(/MX\$[\d,]+ by transfer from your bank, within 48 hours/);
    await expect(page.getByText(/The week is held for you until the payment deadline/)).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the Guest Agreement/ }).check();
    await shoot(page, testInfo, 'book-method-choice');

    // The week stays held for days: no clock run beside this journey may end it meanwhile.
    const reference = await whileHolding(async () => {
      await page.getByRole('button', { name: 'Hold the week and pay' }).click();
      await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_test_/);
      const transfer = page.getByRole('region', { name: 'Your SPEI transfer details' });
      await expect(transfer).toContainText(
        /Waiting for your payment: the week is held for you until .+ Mexico City time\./,
      );
      await expect(transfer).toContainText(/646 180 \d{4} \d{4} \d{3} \d/);
      await expect(transfer).toContainText('STP');
      await expect(transfer).toContainText(/MX\$[\d,]+/);
      await expect(transfer).toContainText(/\$[\d,]+ at 18\.4500 MXN per US dollar/);
      await expect(transfer.getByRole('button', { name: 'Copy the CLABE' })).toBeVisible();
      await shoot(page, testInfo, 'spei-transfer');
      const voucherPage = page.url();

      // Held: the week is not on offer to anyone else.
      await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(cardOf(page, week)).toHaveCount(0);

      await page.goto(voucherPage);
      await staffSettles(browser, baseURL as string, renter, 'paid', testInfo, 'dev');
      await expect(page.getByRole('heading', { name: 'Thank you, your payment is complete' })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('link', { name: 'See your booking' }).click();
      await expect(page.getByText(/^Paid: waiting for the owner to accept by /)).toBeVisible();
      return (await page.getByText(/^SEM-[0-9A-Z]{8}$/).textContent()) ?? '';
    });

    // The booking proceeds as a card's does: the owner adds a payout account and accepts.
    await signIn(page, week.owner);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Sections of My Dashboard' });
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    const section = page.getByRole('region', { name: 'Bookings' });
    const row = section.getByRole('article', { name: reference });
    await expect(row).toContainText('Paid: waiting for your answer');
    await section.getByRole('button', { name: 'Add a payout account' }).click();
    await expect(section.getByText(/^Ready: your share/)).toBeVisible();
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row).toContainText('Accepted by you');

    // The confirmation mail states the pesos charged, the dollars and the rate.
    const mail = await waitForMail(renter.email, /accepted your booking/);
    expect(mail).toMatch(/MX\$[\d,]+/);
    expect(mail).toMatch(/18\.4500/);

    // Ended (everything back, in the pesos charged), so its accounts may be removed.
    const bookingId = (await (await renter.api.get('/api/bookings/mine?when=upcoming')).json()).items[0].id;
    expect((await renter.api.post(`/api/bookings/${bookingId}/cancel`)).status()).toBe(200);
  });

  test('an unpaid OXXO voucher expires: the week returns to the lists and the payer is told @phone', async ({
    page,
    browser,
    baseURL,
    makeUser,
    makeWeek,
  }, testInfo) => {
    test.slow();
    const week = await makeWeek({ startsIn: 60 });
    const renter = await makeUser({ signIn: page, prefix: 'renter.' });
    const held = await renter.api.post('/api/bookings', {
      data: {
        weekId: week.id,
        leadGuest: { firstName: 'Rosa', lastName: 'Reyes' },
        guests: [],
        acceptAgreement: true,
        method: 'oxxo',
      },
    });
    expect(held.status(), await held.text()).toBe(201);
    const { id } = (await held.json()) as { id: number };

    await whileHolding(async () => {
      // The booking's page says how long the week is held, and opens the voucher again.
      await page.goto(`/bookings/${id}`);
      await expect(
        page.getByText(/^Waiting for your payment: the week is held for you until /),
      ).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);
      await page.getByRole('button', { name: 'See how to pay' }).click();
      await expect(page.getByRole('region', { name: 'Your OXXO payment voucher' })).toBeVisible();
      const voucherPage = page.url();

      await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(cardOf(page, week)).toHaveCount(0);

      await page.goto(voucherPage);
      await staffSettles(browser, baseURL as string, renter, 'expired', testInfo);
      await expect(page.getByRole('heading', { name: 'This payment has expired' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText(/nothing was charged and the week was released/)).toBeVisible();
      await shoot(page, testInfo, 'oxxo-expired');
    });

    await page.getByRole('link', { name: 'Browse weeks' }).click();
    await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
    await expect(cardOf(page, week)).toHaveCount(1);
    await waitForMail(renter.email, /^Your payment expired unpaid/);
    await page.goto(`/bookings/${id}`);
    await expect(page.getByText('Cancelled')).toBeVisible();
  });

  test('OXXO and SPEI are disabled with the reason when check-in is too close for their hold', async ({
    page,
    makeUser,
    makeWeek,
  }) => {
    const week = await makeWeek({ startsIn: 3 });
    await makeUser({ signIn: page, prefix: 'renter.' });
    await page.goto(`/weeks/${week.id}/book`);
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('Last name', { exact: true }).fill('García');
    await page.getByRole('button', { name: 'Continue' }).click();
    const choice = page.getByRole('group', { name: 'How would you like to pay?' });
    await expect(choice.getByRole('radio', { name: /Card/ })).toBeEnabled();
    await expect(choice.getByRole('radio', { name: /Cash at OXXO/ })).toBeDisabled();
    await expect(choice.getByRole('radio', { name: /SPEI bank transfer/ })).toBeDisabled();
    await expect(choice).toContainText('check-in is less than 120 hours away');
    await expect(choice).toContainText('check-in is less than 96 hours away');
  });
});
