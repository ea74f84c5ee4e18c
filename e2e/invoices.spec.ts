import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { type FacturapiStandIn, startFacturapiStandIn } from '#src/server/test/facturapi-stand-in.ts';
import { expect, test, uniqueTag } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';
import { payWithCard } from './payments-helpers';

/**
 * CFDI invoices (decision 065): a member pays a membership, asks for its invoice on My Dashboard
 * (a wrong RFC first, refused under its field) and downloads the PDF. A second production server
 * has FACTURAPI_KEY, its PAC being the local stand-in of Facturapi's API.
 */
let server: OwnServer | undefined;
let pac: FacturapiStandIn;
let origin = '';
const MANAGER = { username: 'cfdimanager', password: 'manager-password-123' };

/** A screenshot of what is in view (a section, or the open dialog), beside the test's results. */
const shot = (target: Page | Locator, testInfo: TestInfo, name: string) =>
  target.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pac = await startFacturapiStandIn();
  // The server's own manager, made with the admin CLI before it starts.
  server = await startOwnServer(
    'cfdi',
    {
      USD_MXN_RATE: '18.45',
      FACTURAPI_KEY: pac.key,
      FACTURAPI_API_URL: pac.url,
      INVOICE_ISSUER_POSTAL_CODE: '63735',
    },
    [
      [
        'create-user',
        ...[
          '--username',
          MANAGER.username,
          '--password',
          MANAGER.password,
          '--email',
          'cfdi-manager@example.test',
        ],
        ...['--first-name', 'Mara', '--last-name', 'Staff', '--role', 'manager', '--active'],
      ],
    ],
  );
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await pac?.close();
});

test('a member asks for the CFDI of their membership and downloads its PDF @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const username = `cfdi${uniqueTag()}`;
  const res = await page.request.post(`${origin}/api/register`, {
    data: {
      username,
      password: 'invoice-password-123',
      firstName: 'Fernanda',
      lastName: 'Kemper',
      email: `${username}@example.test`,
      role: 'user',
    },
  });
  expect(res.status(), 'register').toBe(201);
  await page.goto(`${origin}/checkout?tier=gold&amount=3500`);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you, your payment is complete' })).toBeVisible();

  await page.goto(`${origin}/dashboard`);
  const section = page.getByRole('region', { name: 'Invoices (CFDI)' });
  await expect(section.getByText('Membresía Semana Gold')).toBeVisible();
  await expect(section.getByText('$3,500')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(section, testInfo, 'invoices-section');
  await section.getByRole('button', { name: 'Ask for an invoice: Membresía Semana Gold' }).click();

  const dialog = page.getByRole('dialog', { name: 'Ask for a CFDI invoice' });
  await dialog.getByLabel('RFC').fill('EKU9003173C8');
  await dialog.getByLabel('Postal code of the fiscal address').fill('26015');
  await dialog.getByLabel('Legal name (razón social)').fill('Escuela Kemper Urgate SA de CV');
  await dialog.getByRole('combobox', { name: 'Tax regime' }).click();
  await page.getByRole('option', { name: '601 · General de Ley Personas Morales' }).click();
  await dialog.getByRole('button', { name: 'Ask for invoice' }).click();
  // Checked in the browser with the server's own rules, before anything is sent.
  await expect(dialog.getByText(/The RFC’s last character does not match/)).toBeVisible();
  await expect(dialog.getByText(/without the company type/)).toBeVisible();
  expect(pac.creations()).toHaveLength(0);
  await shot(page, testInfo, 'invoice-dialog-refused');

  await dialog.getByLabel('RFC').fill('EKU9003173C9');
  await dialog.getByLabel('Legal name (razón social)').fill('Escuela Kemper Urgate');
  await dialog.getByRole('button', { name: 'Ask for invoice' }).click();
  await expect(page.getByText('Your invoice is ready', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(pac.creations()).toHaveLength(1);
  const sent = pac.creations()[0]?.body;
  expect(sent.customer).toMatchObject({
    tax_id: 'EKU9003173C9',
    tax_system: '601',
    address: { zip: '26015' },
  });
  expect(sent).toMatchObject({ use: 'G03', currency: 'USD', payment_form: '04', exchange: 18.45 });

  const pdf = section.getByRole('link', { name: 'Download the invoice’s PDF' });
  await expect(pdf).toBeVisible();
  await shot(section, testInfo, 'invoices-issued');
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toMatch(/^semana-cfdi-\d+\.pdf$/);
  const saved = await download.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

  // Staff see it among the month's invoices on the Manager Dashboard, beside the month's global invoice.
  await page.goto('about:blank');
  const login = await page.request.post(`${origin}/api/login`, { data: MANAGER });
  expect(login.status(), 'manager login').toBe(200);
  await page.goto(`${origin}/manager`);
  const staff = page.getByRole('region', { name: 'Invoices (CFDI)' });
  // This month in Mexico City, the invoices' calendar.
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  await staff.getByLabel('Month').fill(month);
  await expect(staff.getByText('The global invoice can be issued once the month has ended.')).toBeVisible();
  await expect(staff.getByText(/EKU9003173C9 · ESCUELA KEMPER URGATE · \$3,500 · issued/)).toBeVisible();
  await staff.scrollIntoViewIfNeeded();
  await shot(staff, testInfo, 'staff-invoices');
});
