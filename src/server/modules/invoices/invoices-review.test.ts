import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '#src/server/db/schema/invoices.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { type FacturapiStandIn, startFacturapiStandIn } from '#src/server/test/facturapi-stand-in.ts';
import { COMPANY, paidPayment, rateOn } from '#src/server/test/invoices.ts';

/**
 * CFDI invoices under attack and accident (docs/security.md, 22): input that grows past its
 * column, a PAC that refuses the key rather than the invoice, downloads' headers, the global
 * invoice asked twice at once and a month whose revenue passes 2^31 centavos.
 */
let t: TestApp;
let pac: FacturapiStandIn;
let member: TestUser;
let manager: TestUser;

beforeAll(async () => {
  pac = await startFacturapiStandIn();
  t = await createTestApp({
    FACTURAPI_KEY: pac.key,
    FACTURAPI_API_URL: pac.url,
    INVOICE_ISSUER_POSTAL_CODE: '63735',
  });
  await seedReferenceData(t.database.db);
  member = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
  await rateOn(t, '2024-01-01', 17.2345);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await pac?.close();
});

const ask = (cookie: string, payload: object) =>
  inject(t, { method: 'POST', url: '/api/invoices', cookie, payload });
const issueGlobal = (month: string) =>
  inject(t, {
    method: 'POST',
    url: '/api/staff/invoices/global',
    cookie: manager.cookie,
    payload: { month },
  });

describe('input', () => {
  it('a legal name that grows past 254 characters when upper-cased is a 400 on the field, not a 500', async () => {
    const paymentId = await paidPayment(t, member.id);
    // 'ﬃ' (one character) upper-cases to 'FFI' (three): 100 of them are 300 characters stored.
    const res = await ask(member.cookie, {
      source: 'payment',
      sourceId: paymentId,
      fiscal: { ...COMPANY, legalName: 'ﬃ'.repeat(100) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('fiscal.legalName');
  });
});

describe('the PAC', () => {
  it('a key the PAC refuses is an outage (503, asked again later), never the SAT refusing the invoice', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id);
    pac.unauthorizedNext();
    const res = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(res.statusCode, res.body).toBe(503);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(row?.status).toBe('pending');
  });

  it('an invoice the PAC made whose replay meets a refused key is not freed for a second CFDI', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id);
    const before = pac.made().length;
    pac.dropNext(); // made at the PAC, the answer lost
    pac.unauthorizedNext(); // the replay meets a key rotated meanwhile
    expect(
      (await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY })).statusCode,
    ).toBe(503);
    const replay = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(replay.statusCode, replay.body).toBe(503);
    const third = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(third.statusCode, third.body).toBe(201);
    expect(pac.made().length - before).toBe(1);
  });

  it('an invoice the PAC has not stamped yet is asked again later, not stored without its folio (500)', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id);
    const before = pac.made().length;
    pac.stampLaterNext();
    const first = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(first.statusCode, first.body).toBe(503);
    const again = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(pac.made().length - before).toBe(1);
  });
});

describe('downloads', () => {
  it('a personal file is an attachment that is neither sniffed, framed, run nor cached', async () => {
    const user = await createUser(t, { active: true });
    const paymentId = await paidPayment(t, user.id);
    const made = await ask(user.cookie, { source: 'payment', sourceId: paymentId, fiscal: COMPANY });
    expect(made.statusCode, made.body).toBe(201);
    for (const format of ['pdf', 'xml']) {
      const res = await inject(t, {
        method: 'GET',
        url: `/api/invoices/${made.json().id}/files/${format}`,
        cookie: user.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="semana-cfdi-\d+\.(pdf|xml)"$/,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });
});

describe('the global invoice', () => {
  it('asked twice at once: exactly one is made', async () => {
    await paidPayment(t, member.id, {
      paidAt: new Date('2024-09-10T18:00:00Z'),
      cents: 10000,
      currency: 'mxn',
    });
    const before = pac.made().length;
    const answers = await Promise.all([issueGlobal('2024-09'), issueGlobal('2024-09')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(pac.made().length - before).toBe(1);
  });

  it('a month whose total passes 2^31 centavos (about 360 gold memberships) is still issued', async () => {
    const paidAt = new Date('2024-07-10T18:00:00Z');
    await paidPayment(t, member.id, { paidAt, cents: 1_200_000_000, currency: 'mxn' });
    await paidPayment(t, member.id, { paidAt, cents: 1_200_000_000, currency: 'mxn' });
    const res = await issueGlobal('2024-07');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalCents).toBe(2_400_000_000);
  });
});
