import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_MESSAGE,
  ID_RANGE_MESSAGE,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  numericMax,
  tooLargeMessage,
} from '#src/shared/contracts/common.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from './test/app';
import { VALID_BODIES } from './test/fuzz/requests';
import { TINY_PNG } from './test/fuzz/values';

/**
 * Input PostgreSQL would refuse (ids past its integer, NUL in text, dates that do not exist,
 * numbers past a column's precision) is a 400 naming the field, from the contracts, on every route.
 */
describe('input the database would refuse is a 400 with a field message', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
  });
  afterAll(() => t?.close());

  type Response = { statusCode: number; json(): unknown };
  const expect400 = async (res: Response, path: string, message: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION');
    expect(body.issues).toContainEqual({ path, message });
  };

  const week = VALID_BODIES['POST /api/weeks'];
  const contract = VALID_BODIES['POST /api/contracts'];
  const request = VALID_BODIES['POST /api/week-requests'];
  const post = (url: string, payload: object) =>
    inject(t, { method: 'POST', url, payload, cookie: owner.cookie });
  const get = (url: string) => inject(t, { method: 'GET', url });

  /** Sends each request in turn; each is refused with a 400 whose issues name its field and message. */
  const expectRefused = async (cases: [() => Promise<Response>, string, string][]) => {
    for (const [send, path, message] of cases) await expect400(await send(), path, message);
  };

  it('refuses ids beyond PostgreSQL integer in the path, the query and the body', async () => {
    await expectRefused([
      [() => get('/api/weeks/location/2147483648'), 'id', ID_RANGE_MESSAGE],
      [
        () => inject(t, { method: 'DELETE', url: '/api/weeks/9007199254740993', cookie: owner.cookie }),
        'id',
        ID_RANGE_MESSAGE,
      ],
      [() => get('/api/weeks/search?locationId=2147483648'), 'locationId', ID_RANGE_MESSAGE],
      [
        () => post('/api/week-interests', { weekId: 2 ** 31, email: 'a@example.test', message: 'Hi' }),
        'weekId',
        ID_RANGE_MESSAGE,
      ],
      [() => post('/api/weeks', { ...week, resortId: '1e400' }), 'resortId', 'Please select a resort'],
    ]);
    // The largest integer is still an id: it is looked up, not refused.
    expect((await get('/api/weeks/location/2147483647')).statusCode).toBe(200);
  });

  it('refuses NUL in body, query and path strings, even where a contract takes anything', async () => {
    await expectRefused([
      [() => post('/api/week-requests', { ...request, name: 'Ana\u0000' }), 'name', NUL_MESSAGE],
      // userId is z.unknown() (ignored) in the contract: the validator's own check refuses it.
      [() => post('/api/contracts', { ...contract, userId: { a: ['x\u0000'] } }), 'userId.a.0', NUL_MESSAGE],
      [() => post('/api/contracts', { ...contract, 'k\u0000': 1 }), 'k\\u0000', NUL_MESSAGE],
      [
        () => get('/api/payments/status?payment_intent=pi%00&payment_intent_client_secret=s'),
        'payment_intent',
        NUL_MESSAGE,
      ],
      [() => get('/api/payment-links/ab%00cd'), 'token', NUL_MESSAGE],
    ]);
  });

  it('refuses a lone surrogate in any JSON string or key (PostgreSQL would refuse it as JSON, in the mail queue)', async () => {
    await expectRefused([
      [
        () => post('/api/week-requests', { ...request, preferredLocation: '\udfff\ud800' }),
        'preferredLocation',
        LONE_SURROGATE_MESSAGE,
      ],
      [
        () => post('/api/contracts', { ...contract, userId: { a: ['x\ud800'] } }),
        'userId.a.0',
        LONE_SURROGATE_MESSAGE,
      ],
    ]);
    // A whole pair is a character like any other.
    expect(
      (await post('/api/week-requests', { ...request, additionalDetails: 'Ocean view 🌊' })).statusCode,
    ).toBe(201);
  });

  it('refuses NUL in the fields of the multipart photo upload', async () => {
    const boundary = 'nulboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part('hotelName', 'Grand\u0000Luxxe') + part('price', '$1')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      TINY_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await inject(t, {
      method: 'POST',
      url: '/api/property-listings',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookie: owner.cookie,
    });
    await expect400(res, 'hotelName', NUL_MESSAGE);
  });

  it('refuses dates that match the format but do not exist, or lie outside sane years', async () => {
    await expectRefused([
      [
        () => post('/api/weeks', { ...week, fromDate: '2030-02-30', toDate: '2030-03-08' }),
        'fromDate',
        DATE_MESSAGE,
      ],
      [() => get('/api/weeks/search?from=2030-13-01'), 'from', DATE_MESSAGE],
      [() => post('/api/contracts', { ...contract, startDate: '0000-00-00' }), 'startDate', DATE_MESSAGE],
      [
        () => post('/api/contracts', { ...contract, startDate: '2023-02-29T10:00:00Z' }),
        'startDate',
        DATE_MESSAGE,
      ],
      [
        () => post('/api/week-requests', { ...request, startDate: '9999-12-31', endDate: '9999-12-31' }),
        'startDate',
        DATE_MESSAGE,
      ],
    ]);
  });

  it('refuses numbers past their column (numeric(12,2), numeric(14,2))', async () => {
    const feeMax = numericMax(12, 2);
    const valueMax = numericMax(14, 2);
    expect(feeMax).toBe(9_999_999_999.99);
    await expectRefused([
      [() => post('/api/contracts', { ...contract, usageFee: 1e10 }), 'usageFee', tooLargeMessage(feeMax)],
      [
        () => post('/api/contracts', { ...contract, totalValue: '1e308' }),
        'totalValue',
        tooLargeMessage(valueMax),
      ],
      [
        () => post('/api/contracts', { ...contract, totalValue: '1e400' }),
        'totalValue',
        'Total value is required',
      ],
    ]);
  });

  it('keeps the product messages for the rules that were already there', async () => {
    await expectRefused([
      [() => post('/api/weeks', { ...week, fromDate: 'soon' }), 'fromDate', 'Please select a start date'],
      [() => post('/api/weeks', { ...week, price: -1 }), 'price', 'Price cannot be negative'],
      [
        () => post('/api/weeks', { ...week, toDate: '2030-01-12' }),
        'toDate',
        'Date range must be exactly 7 days',
      ],
      [() => get('/api/weeks/search?from=tomorrow'), 'from', 'Use the date format yyyy-MM-dd'],
      [() => post('/api/contracts', { ...contract, startDate: '' }), 'startDate', 'Start date is required'],
    ]);
  });
});
