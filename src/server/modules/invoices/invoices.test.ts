import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { invoiceFiles, invoiceSources, invoices } from '#src/server/db/schema/invoices.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { type FacturapiStandIn, startFacturapiStandIn } from '#src/server/test/facturapi-stand-in.ts';
import { COMPANY, paidOutCommission, paidPayment, rateOn } from '#src/server/test/invoices.ts';
import { createMailingApp, mailbox, type SmtpPeer } from '#src/server/test/smtp-peer.ts';
import { monthBounds, monthOf } from './month';

/**
 * CFDI invoices through the real Facturapi SDK against a stand-in of its HTTP API (decision 065):
 * what the PAC is asked, what is kept and mailed, who may read it, and the month's global invoice.
 */
let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
let pac: FacturapiStandIn;
let member: TestUser;
const { mailTo } = mailbox(() => peer);

beforeAll(async () => {
  pac = await startFacturapiStandIn();
  ({ t, peer, close } = await createMailingApp({
    FACTURAPI_KEY: pac.key,
    FACTURAPI_API_URL: pac.url,
    INVOICE_ISSUER_POSTAL_CODE: '63735',
  }));
  await seedReferenceData(t.database.db);
  member = await createUser(t, { active: true });
  await rateOn(t, '2024-01-01', 17.2345);
}, 60_000);
afterAll(async () => {
  await close?.();
  await pac?.close();
});

const ask = (cookie: string, payload: object) =>
  inject(t, { method: 'POST', url: '/api/invoices', cookie, payload });

describe('a person’s invoice', () => {
  it('a valid RFC gets a stamped invoice: the PAC is asked for the right receiver, item, use, form, currency and rate; PDF and XML are kept and mailed', async () => {
    const user = await createUser(t, { active: true });
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    const paymentId = await paidPayment(t, user.id, { cents: 350000 });
    const res = await ask(user.cookie, {
      source: 'payment',
      sourceId: paymentId,
      fiscal: COMPANY,
      remember: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({
      status: 'issued',
      rfc: 'EKU9003173C9',
      currency: 'USD',
      totalCents: 350000,
    });
    expect(invoice.uuid).toMatch(/^[0-9A-F-]{36}$/);

    const sent = pac.creations().at(-1)?.body;
    expect(sent.customer).toEqual({
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_id: 'EKU9003173C9',
      tax_system: '601',
      email: 'cuentas@kemper.example',
      address: { zip: '26015' },
    });
    expect(sent.items).toEqual([
      {
        quantity: 1,
        product: {
          description: 'Membresía Semana Gold',
          product_key: '80141600',
          unit_key: 'E48',
          price: 3500,
          tax_included: true,
        },
      },
    ]);
    expect(sent).toMatchObject({
      use: 'G03',
      payment_form: '04',
      payment_method: 'PUE',
      currency: 'USD',
      idempotency_key: `semana-invoice-${invoice.id}`,
    });
    expect(typeof sent.exchange).toBe('number');
    expect(sent.global).toBeUndefined();

    const files = await t.database.db
      .select()
      .from(invoiceFiles)
      .where(eq(invoiceFiles.invoiceId, invoice.id));
    expect(files.map((f) => f.format).sort()).toEqual(['pdf', 'xml']);
    const pdf = await inject(t, {
      method: 'GET',
      url: `/api/invoices/${invoice.id}/files/pdf`,
      cookie: user.cookie,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="semana-cfdi-${invoice.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await inject(t, {
      method: 'GET',
      url: `/api/invoices/${invoice.id}/files/xml`,
      cookie: user.cookie,
    });
    expect(xml.body).toContain(`UUID="${invoice.uuid}"`);

    const mail = await mailTo('cuentas@kemper.example', /^Tu factura CFDI de Semana$/);
    expect(mail.body).toContain(invoice.uuid);
    expect(mail.body).toContain('USD 3,500.00');
    expect(mail.body).toMatch(/Tipo de cambio: \d+\.\d{4} pesos por dólar/);
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      `semana-cfdi-${invoice.id}.pdf`,
      `semana-cfdi-${invoice.id}.xml`,
    ]);
    const attached = mail.attachments.find((a) => a.filename?.endsWith('.pdf'));
    expect(attached?.content.equals(pdf.rawPayload)).toBe(true);

    const mine = (await inject(t, { method: 'GET', url: '/api/invoices', cookie: user.cookie })).json();
    expect(mine.enabled).toBe(true);
    expect(mine.saved).toMatchObject({ rfc: 'EKU9003173C9', taxRegime: '601' });
    expect(mine.items.find((i: { sourceId: number }) => i.sourceId === paymentId).invoice.id).toBe(
      invoice.id,
    );
  });

  it('a peso payment is invoiced in MXN without a rate', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id, { cents: 6_032_000, currency: 'mxn' });
    const res = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(res.statusCode, res.body).toBe(201);
    const sent = pac.creations().at(-1)?.body;
    expect(sent.currency).toBe('MXN');
    expect(sent.exchange).toBeUndefined();
    expect(sent.items[0].product.price).toBe(60320);
  });

  it('one invoice per payment: 200 requests at once make one, and asking again is refused', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id);
    const before = pac.made().length;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(pac.made().length - before).toBe(1);
    const again = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(again.statusCode).toBe(409);
  });

  it('a PAC that made the invoice but never answered is asked again with the same key: one invoice', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id);
    const before = pac.made().length;
    pac.dropNext();
    const first = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(first.statusCode).toBe(503);
    const again = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(again.statusCode, again.body).toBe(201);
    expect(pac.made().length - before).toBe(1);
    const keys = pac
      .creations()
      .slice(-2)
      .map((r) => r.body.idempotency_key);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a refusal of the PAC is a 400 with its reason, and the payment may be asked again', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id);
    pac.refuseNext();
    const refused = await inject(t, {
      method: 'POST',
      url: '/api/invoices',
      cookie: user.cookie,
      headers: { 'accept-language': 'es' },
      payload: { source: 'payment', sourceId: paymentId, fiscal: COMPANY },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Las reglas del SAT rechazaron esta factura: El campo Régimen/);
    const again = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a payment of an earlier month is refused: it goes in that month’s global invoice', async () => {
    const { from } = monthBounds(monthOf(new Date()));
    const paymentId = await paidPayment(t, member.id, { paidAt: new Date(from.getTime() - 86_400_000) });
    const res = await ask(member.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/calendar month of the payment/);
  });

  it('someone else’s payment, invoice or files: 404', async () => {
    const other = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, member.id);
    const res = await ask(other.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(res.statusCode).toBe(404);
    const mine = await ask(member.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(mine.statusCode, mine.body).toBe(201);
    const file = await inject(t, {
      method: 'GET',
      url: `/api/invoices/${mine.json().id}/files/pdf`,
      cookie: other.cookie,
    });
    expect(file.statusCode).toBe(404);
    const anonymous = await inject(t, { method: 'GET', url: `/api/invoices/${mine.json().id}/files/pdf` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an owner invoices the commission kept from a booking’s payout, paid by compensation', async () => {
    const owner = await createUser(t, { active: true });
    const entryId = await paidOutCommission(t, owner.id, new Date(), 30000);
    const res = await ask(owner.cookie, { source: 'commission', sourceId: entryId, fiscal: COMPANY });
    expect(res.statusCode, res.body).toBe(201);
    const sent = pac.creations().at(-1)?.body;
    expect(sent.payment_form).toBe('17');
    expect(sent.items[0].product.description).toMatch(/^Comisión por intermediación de la reserva SEM-/);
    expect(sent.items[0].product.price).toBe(300);
  });
});

describe('validation as the SAT requires, in both languages', () => {
  const cases: [string, object, string, RegExp, RegExp][] = [
    ['an RFC of the wrong shape', { rfc: 'ABC123' }, 'rfc', /^Enter a valid RFC/, /^Escribe un RFC válido/],
    [
      'an RFC with an impossible date',
      { rfc: 'EKU9013173C9' },
      'rfc',
      /is not a real date/,
      /no es una fecha real/,
    ],
    [
      'an RFC whose check digit is wrong',
      { rfc: 'EKU9003173C8' },
      'rfc',
      /last character/,
      /último carácter/,
    ],
    ['a 4-digit postal code', { postalCode: '6373' }, 'postalCode', /5-digit postal code/, /5 dígitos/],
    [
      'a regime only people have, for a company',
      { taxRegime: '612' },
      'taxRegime',
      /only for people/,
      /solo para personas físicas/,
    ],
    [
      'a regime only companies have, for a person',
      { rfc: 'CACX7605101P8', taxRegime: '601' },
      'taxRegime',
      /only for companies/,
      /solo para personas morales/,
    ],
    [
      'a use the regime does not allow',
      { rfc: 'CACX7605101P8', taxRegime: '605', cfdiUse: 'G03' },
      'cfdiUse',
      /not allowed with this tax regime/,
      /no está permitido con este régimen/,
    ],
    [
      'the general-public RFC with another regime',
      { rfc: 'XAXX010101000', taxRegime: '612', cfdiUse: 'S01' },
      'taxRegime',
      /XAXX010101000/,
      /XAXX010101000/,
    ],
    [
      'a legal name with its company type',
      { legalName: 'Escuela Kemper Urgate SA de CV' },
      'legalName',
      /without the company type/,
      /sin el régimen societario/,
    ],
    [
      'an unknown regime',
      { taxRegime: '999' },
      'taxRegime',
      /tax regime from the SAT/,
      /régimen fiscal de la lista del SAT/,
    ],
  ];
  it.each(cases)('%s', async (_why, change, path, en, es) => {
    const paymentId = await paidPayment(t, member.id);
    for (const [language, expected] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const res = await inject(t, {
        method: 'POST',
        url: '/api/invoices',
        cookie: member.cookie,
        headers: { 'accept-language': language },
        payload: { source: 'payment', sourceId: paymentId, fiscal: { ...COMPANY, ...change } },
      });
      expect(res.statusCode).toBe(400);
      const issue = res.json().issues.find((i: { path: string }) => i.path === `fiscal.${path}`);
      expect(issue?.message, res.body).toMatch(expected);
    }
  });

  it('the generic RFCs with regime 616 and use S01 are accepted, with the issuer’s postal code', async () => {
    const paymentId = await paidPayment(t, member.id);
    const res = await ask(member.cookie, {
      source: 'payment',
      sourceId: paymentId,
      fiscal: { ...COMPANY, rfc: 'XEXX010101000', legalName: 'John Smith', taxRegime: '616', cfdiUse: 'S01' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(pac.creations().at(-1)?.body.customer).toMatchObject({
      tax_id: 'XEXX010101000',
      address: { zip: '63735' },
    });
  });
});

describe('the month’s global invoice', () => {
  it('covers exactly the month’s paid payments and commissions not invoiced to a person, in pesos at each one’s rate', async () => {
    const manager = await createUser(t, { role: 'manager', active: true });
    const march = (day: number) => new Date(`2025-03-${String(day).padStart(2, '0')}T18:00:00Z`);
    await rateOn(t, '2025-03-05', 20);
    await rateOn(t, '2025-03-20', 19.5);
    const a = await paidPayment(t, member.id, { paidAt: march(10), cents: 10000 }); // $100 at 20.0000
    const b = await paidPayment(t, member.id, { paidAt: march(21), cents: 1999 }); // $19.99 at 19.5000
    const c = await paidPayment(t, member.id, { paidAt: march(22), cents: 50000, currency: 'mxn' });
    const commission = await paidOutCommission(t, member.id, march(25), 2500); // $25 at 19.5000
    // Outside the month: the last minute of February and the first of April, Mexico City time.
    await paidPayment(t, member.id, { paidAt: new Date('2025-03-01T05:59:00Z') });
    await paidPayment(t, member.id, { paidAt: new Date('2025-04-01T06:00:00Z') });
    const before = (
      await inject(t, { method: 'GET', url: '/api/staff/invoices?month=2025-03', cookie: manager.cookie })
    ).json();
    expect(before).toMatchObject({
      closed: true,
      global: null,
      uninvoiced: { count: 4, usdCents: 14499, mxnCents: 50000 },
    });

    const res = await inject(t, {
      method: 'POST',
      url: '/api/staff/invoices/global',
      cookie: manager.cookie,
      payload: { month: '2025-03' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = pac.creations().at(-1)?.body;
    expect(sent.global).toEqual({ periodicity: 'month', months: '03', year: 2025 });
    expect(sent.customer).toMatchObject({
      tax_id: 'XAXX010101000',
      legal_name: 'PUBLICO EN GENERAL',
      tax_system: '616',
      address: { zip: '63735' },
    });
    expect(sent).toMatchObject({ use: 'S01', currency: 'MXN' });
    expect(
      sent.items.map((i: { product: { description: string; price: number } }) => [
        i.product.description,
        i.product.price,
      ]),
    ).toEqual([
      [`Venta P-${a}`, 2000],
      [`Venta P-${b}`, 389.81],
      [`Venta P-${c}`, 500],
      [`Venta C-${commission}`, 487.5],
    ]);
    expect(res.json()).toMatchObject({
      status: 'issued',
      currency: 'MXN',
      totalCents: 200000 + 38981 + 50000 + 48750,
    });

    const again = await inject(t, {
      method: 'POST',
      url: '/api/staff/invoices/global',
      cookie: manager.cookie,
      payload: { month: '2025-03' },
    });
    expect(again.statusCode).toBe(409);
    const after = (
      await inject(t, { method: 'GET', url: '/api/staff/invoices?month=2025-03', cookie: manager.cookie })
    ).json();
    expect(after.uninvoiced.count).toBe(0);
    const global = await t.database.db.select().from(invoices).where(eq(invoices.id, res.json().id));
    expect(global[0]?.kind).toBe('global');
  });

  it('first makes the PAC call of a person’s invoice a dead process left pending, then covers the rest', async () => {
    const manager = await createUser(t, { role: 'manager', active: true });
    const may = (day: number) => new Date(`2025-05-${String(day).padStart(2, '0')}T18:00:00Z`);
    await rateOn(t, '2025-05-01', 20);
    const asked = await paidPayment(t, member.id, { paidAt: may(3), cents: 10000 });
    const rest = await paidPayment(t, member.id, { paidAt: may(4), cents: 20000 });
    const [pending] = await t.database.db
      .insert(invoices)
      .values({
        kind: 'individual',
        userId: member.id,
        ...{ rfc: 'EKU9003173C9', legalName: 'ESCUELA KEMPER URGATE', taxRegime: '601' },
        ...{ postalCode: '26015', cfdiUse: 'G03', email: 'cuentas@kemper.example', paymentForm: '04' },
        ...{ currency: 'USD' as const, totalCents: 10000, rateE4: 200000, createdAt: may(3) },
      })
      .returning({ id: invoices.id });
    await t.database.db.insert(invoiceSources).values({
      invoiceId: pending?.id as number,
      paymentId: asked,
      description: 'Membresía Semana Gold',
      amountCents: 10000,
      currency: 'usd',
      rateE4: 200000,
      paymentForm: '04',
    });
    const res = await inject(t, {
      method: 'POST',
      url: '/api/staff/invoices/global',
      cookie: manager.cookie,
      payload: { month: '2025-05' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [resumed, global] = pac
      .creations()
      .slice(-2)
      .map((r) => r.body);
    expect(resumed.idempotency_key).toBe(`semana-invoice-${pending?.id}`);
    expect(resumed.global).toBeUndefined();
    expect(global.items.map((i: { product: { description: string } }) => i.product.description)).toEqual([
      `Venta P-${rest}`,
    ]);
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, pending?.id as number));
    expect(row?.status).toBe('issued');
  });

  it('is refused while the month is open, and to anyone but staff', async () => {
    const manager = await createUser(t, { role: 'manager', active: true });
    const month = new Date().toISOString().slice(0, 7);
    const open = await inject(t, {
      method: 'POST',
      url: '/api/staff/invoices/global',
      cookie: manager.cookie,
      payload: { month },
    });
    expect(open.statusCode).toBe(409);
    const member403 = await inject(t, {
      method: 'POST',
      url: '/api/staff/invoices/global',
      cookie: member.cookie,
      payload: { month: '2025-01' },
    });
    expect(member403.statusCode).toBe(403);
  });
});

describe('without FACTURAPI_KEY', () => {
  it('invoicing is off: the read says so and a request is a 409 in both languages', async () => {
    const off = await createTestApp();
    try {
      const user = await createUser(off, { active: true });
      const mine = await inject(off, { method: 'GET', url: '/api/invoices', cookie: user.cookie });
      expect(mine.json().enabled).toBe(false);
      for (const [language, text] of [
        ['en', /not available/],
        ['es', /no está disponible/],
      ] as const) {
        const res = await inject(off, {
          method: 'POST',
          url: '/api/invoices',
          cookie: user.cookie,
          headers: { 'accept-language': language },
          payload: { source: 'payment', sourceId: 1, fiscal: COMPANY },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(text);
      }
    } finally {
      await off.close();
    }
  });
});
