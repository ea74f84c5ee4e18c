import fc from 'fast-check';
import { z } from 'zod';
import type { RouteEntry } from '#src/server/plugins/auth.ts';
import { encodeComponent, hostileSegment, hostileText, hostileValue, TINY_PNG } from './values';

/** One generated request, sendable through app.inject or over HTTP. */
export interface FuzzRequest {
  /** `METHOD /pattern`: what the counts and failures are grouped by. */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent with the signed-in developer's session cookie. */
  signedIn: boolean;
}

type Json = Record<string, unknown>;

/** Valid inputs per route, which the generator damages a field or two at a time to get past validation. */
export const VALID_BODIES: Record<string, Json> = {
  'POST /api/register': {
    username: 'fuzzer',
    password: 'correct-horse-battery',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.test',
  },
  'POST /api/login': { username: 'fuzzer', password: 'correct-horse-battery' },
  'POST /api/weeks': {
    resortId: 1,
    unitTypeId: 1,
    locationId: 1,
    fromDate: '2030-01-05',
    toDate: '2030-01-11',
    price: 1200,
    reservationCode: 'RES-1',
    usageFee: 300,
  },
  'PATCH /api/weeks/:id': { usageFee: 100 },
  'POST /api/weeks/views': { weekIds: [1, 2] },
  'POST /api/contracts': {
    contractNumber: 'C-1',
    contractTypeId: 1,
    resort: 'Grand Mayan',
    unitType: 'Suite',
    usageFee: 100,
    contractualWeeks: 2,
    startDate: '2024-01-01',
    totalValue: 5000,
    addendums: 'none',
  },
  'POST /api/week-requests': {
    name: 'Ana',
    email: 'ana@example.test',
    preferredLocation: 'Los Cabos',
    startDate: '2030-02-01',
    endDate: '2030-02-08',
    additionalDetails: 'Ocean view',
  },
  'POST /api/week-interests': { weekId: 1, email: 'ana@example.test', message: 'Is it free?' },
  'POST /api/property-listing-interests': {
    propertyListingId: 1,
    email: 'ana@example.test',
    message: 'Is it for sale?',
  },
  'POST /api/create-payment-intent': { amount: 1500, tier: 'silver' },
  'POST /api/payments/test/confirm': {
    clientSecret: 'pi_test_secret',
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  },
  'POST /api/create-custom-payment-link': { name: 'Gold', description: 'One year', amount: '100.00' },
  'POST /api/conversations': { weekId: 1, body: 'Is it free? Call 55 1234 5678' },
  'POST /api/conversations/:id/messages': { body: 'Sí, escríbeme a juan arroba gmail punto com' },
  'POST /api/reports': { kind: 'week', targetId: 1, reason: 'other', text: 'Asks for money by wire' },
  'POST /api/staff/reports/:id/decision': { action: 'warn', upholdFraud: false, note: 'Fix the dates' },
  'POST /api/staff/reports/unhide': { kind: 'property', targetId: 1 },
  'POST /api/invoices': {
    source: 'payment',
    sourceId: 1,
    fiscal: {
      rfc: 'EKU9003173C9',
      legalName: 'ESCUELA KEMPER URGATE',
      taxRegime: '601',
      postalCode: '26015',
      cfdiUse: 'G03',
      email: 'ana@example.test',
    },
    remember: true,
  },
  'POST /api/staff/invoices/global': { month: '2026-10' },
  'POST /api/payments/test/settle': { paymentIntentId: 'pi_test_x', outcome: 'paid' },
  'POST /api/alerts/searches': {
    filters: {
      locationId: 1,
      resortId: 1,
      roomType: 'Master Room',
      from: '2030-01-05',
      minPrice: 500,
      maxPrice: 3000,
      verified: true,
    },
    frequency: 'instant',
    email: 'ana@example.test',
  },
  'PATCH /api/alerts/searches/:id': { frequency: 'daily', paused: true },
  'PATCH /api/alerts/managed/:id': { paused: false },
};

const VALID_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/weeks/search': {
    locationId: '1',
    from: '2030-01-01',
    sort: 'price_asc',
    page: '1',
    pageSize: '10',
  },
  'GET /api/weeks/price-guidance': { unitTypeId: '1', fromDate: '2030-01-05', weekId: '1' },
  'GET /api/weeks/demand': { locationId: '1', resortId: '1', fromDate: '2030-01-05' },
  'GET /api/weeks/insights': { ids: '1,2,3' },
  'GET /api/property-listings/search': { q: 'a', sort: 'newest', page: '1', pageSize: '12' },
  'GET /api/payments/memberships': { userId: '1', page: '1' },
  'GET /api/payment-links': { page: '1', pageSize: '20' },
  'GET /api/reports/mine': { page: '1', pageSize: '10' },
  'GET /api/staff/reports': { status: 'open', kind: 'week', page: '1', pageSize: '20' },
  'GET /api/vidanta/unit-types': { resortId: '1' },
  'GET /api/conversations': { page: '1', pageSize: '20' },
  'GET /api/conversations/:id': { before: '1' },
  'GET /api/payments/status': { payment_intent: 'pi_x', payment_intent_client_secret: 'pi_x_secret_y' },
  'GET /api/staff/invoices': { month: '2026-10' },
  'GET /api/payments/pending': { page: '1', pageSize: '20' },
  'GET /api/alerts/managed': { a: 'YUBleGFtcGxlLnRlc3Q', t: 'x'.repeat(32) },
  'GET /api/alerts/search-unsubscribe': { s: '1', t: 'x'.repeat(32) },
};

/** Values the generated requests send that no log line may repeat (with `$argon2`, any hash). */
export const SECRETS_SENT = {
  'registration password': 'correct-horse-battery',
  'registration e-mail': 'ana@example.test',
  'payment client secret': 'pi_x_secret_y',
  'password hash': '$argon2',
};

/** The text fields of the photo upload, valid. */
const VALID_LISTING_FIELDS: Record<string, string> = {
  hotelName: 'Grand Luxxe',
  unitSize: '2 bedrooms',
  location: 'Nuevo Vallarta',
  type: 'Deeded',
  price: '$18,500 USD',
  weeksOrSeason: 'Week 12',
  description: 'Ocean view',
};

/** Routes that would replace or end the signed-in session: always sent anonymously. */
const SESSION_ROUTES = new Set(['POST /api/login', 'POST /api/register', 'POST /api/logout']);

const UPLOAD_ROUTE = 'POST /api/property-listings';

const shapeKeys = (schema: unknown): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** A valid object with one or two fields replaced, removed, or joined by a stranger. */
const damaged = (valid: Json, keys: string[]): fc.Arbitrary<Json> => {
  const names = [...new Set([...Object.keys(valid), ...keys])];
  if (names.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 });
  const edit = fc.tuple(fc.constantFrom(...names), fc.option(hostileValue, { freq: 8 }));
  return fc.array(edit, { minLength: 1, maxLength: 2 }).map((edits) => {
    const out: Json = { ...valid };
    for (const [name, value] of edits) {
      if (value === null) delete out[name];
      else out[name] = value;
    }
    return out;
  });
};

const jsonBody = (valid: Json, keys: string[]): fc.Arbitrary<{ body: Buffer; type?: string }> =>
  fc.oneof(
    { weight: 6, arbitrary: damaged(valid, keys).map((v) => ({ body: json(v), type: 'application/json' })) },
    { weight: 1, arbitrary: hostileValue.map((v) => ({ body: json(v), type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '',
          '{',
          '{"a":',
          'null',
          '[]',
          '"\\u0000"',
          '{"a":"\\ud800"}',
          '{"__proto__":{"x":1}}',
          '1e400',
        )
        .map((raw) => ({ body: Buffer.from(raw), type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined),
          hostileText,
        )
        .map(([type, raw]) => ({ body: Buffer.from(raw), type })),
    },
  );

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');

const queryString = (valid: Record<string, string>, keys: string[]): fc.Arbitrary<string> => {
  const names = [...new Set([...Object.keys(valid), ...keys, 'page'])];
  const pair = fc.tuple(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostileText }),
    hostileText,
    fc.boolean(),
  );
  return fc.tuple(fc.array(pair, { maxLength: 4 }), fc.boolean()).map(([pairs, keepValid]) => {
    const all = [
      ...(keepValid ? Object.entries(valid).map(([k, v]) => [k, v, false] as const) : []),
      ...pairs,
    ];
    return all.map(([k, v, raw]) => `${encodeComponent(k, raw)}=${encodeComponent(v, raw)}`).join('&');
  });
};

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Photo uploads: valid fields damaged, real and fake images, odd names, and broken framing. */
const uploadBody: fc.Arbitrary<{ body: Buffer; type?: string }> = fc
  .record({
    fields: damaged(VALID_LISTING_FIELDS, []),
    files: fc.array(
      fc.record({
        name: fc.oneof(
          { weight: 6, arbitrary: fc.constant('images') },
          { weight: 1, arbitrary: fc.constantFrom('image', 'x\u0000') },
        ),
        filename: fc.oneof(
          fc.constant('photo.png'),
          fc.constantFrom('', '..\\..\\x.png', 'a\u0000.png', 'ü🏖.png', 'x'.repeat(500)),
        ),
        type: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/html'),
        data: fc.oneof(
          { weight: 3, arbitrary: fc.constant(TINY_PNG) },
          { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }).map(Buffer.from) },
        ),
      }),
      { maxLength: 2 },
    ),
    framing: fc.constantFrom('ok', 'ok', 'ok', 'ok', 'truncated', 'no-boundary', 'wrong-boundary'),
  })
  .map(({ fields, files, framing }) => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
    const parts: Part[] = [
      ...Object.entries(fields).map(([name, v]) => ({
        name,
        value: typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      })),
      ...files,
    ];
    const body = multipart(parts, boundary);
    if (framing === 'truncated')
      return {
        body: body.subarray(0, Math.floor(body.length / 2)),
        type: `multipart/form-data; boundary=${boundary}`,
      };
    if (framing === 'no-boundary') return { body, type: 'multipart/form-data' };
    if (framing === 'wrong-boundary') return { body, type: 'multipart/form-data; boundary=other' };
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  });

/** The path with each `:param` filled by a hostile segment (or a small id, to reach real rows). */
const pathFor = (url: string): fc.Arbitrary<string> => {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  if (names.length === 0) return fc.constant(url);
  return fc.array(hostileSegment, { minLength: names.length, maxLength: names.length }).map((segments) => {
    let i = 0;
    return url.replace(/:([A-Za-z0-9_]+)/g, () => segments[i++]);
  });
};

/** A request to one route, from an anonymous caller or from the signed-in developer. */
function requestFor(entry: RouteEntry, signedIn: boolean): fc.Arbitrary<FuzzRequest> {
  const route = `${entry.method} ${entry.url}`;
  const schema = (entry.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(entry.method) || schema.body !== undefined;
  const body =
    route === UPLOAD_ROUTE
      ? uploadBody
      : hasBody
        ? jsonBody(VALID_BODIES[route] ?? {}, shapeKeys(schema.body))
        : fc.constant({ body: undefined, type: undefined });
  const query = fc.option(queryString(VALID_QUERIES[route] ?? {}, shapeKeys(schema.querystring)), {
    freq: 4,
  });
  return fc.tuple(pathFor(entry.url), query, body).map(
    ([path, q, b]): FuzzRequest => ({
      route,
      method: entry.method,
      url: q === null ? path : `${path}?${q}`,
      headers: b.type ? { 'content-type': b.type } : ({} as Record<string, string>),
      body: b.body,
      signedIn: signedIn && !SESSION_ROUTES.has(route),
    }),
  );
}

/**
 * One request per /api route from the signed-in developer, drawn with `seed`: run first, so every
 * route is reached past its access check whatever the random draw then favours (the routes' number
 * changes the draw).
 */
export function signedInExamples(routes: RouteEntry[], seed: number): [FuzzRequest][] {
  return routes
    .filter((r) => r.url.startsWith('/api') && r.method !== 'OPTIONS')
    .flatMap((entry, i) => fc.sample(requestFor(entry, true), { numRuns: 1, seed: seed + i }))
    .map((request) => [request]);
}

/** Requests over every /api route of the table, for both callers, plus a few to paths no route has. */
export function fuzzRequests(routes: RouteEntry[]): fc.Arbitrary<FuzzRequest> {
  const api = routes.filter((r) => r.url.startsWith('/api') && r.method !== 'OPTIONS');
  const targets = api.flatMap((entry) => [requestFor(entry, false), requestFor(entry, true)]);
  const stray = fc.tuple(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), hostileSegment).map(
    ([method, segment]): FuzzRequest => ({
      route: 'unrouted',
      method,
      url: `/api/${segment}`,
      headers: {},
      signedIn: false,
    }),
  );
  return fc.oneof({ weight: 30, arbitrary: fc.oneof(...targets) }, { weight: 1, arbitrary: stray });
}
