import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, flat: `metadata[tier]` → 'gold'. */
  form: Record<string, string>;
}

type Json = Record<string, unknown>;

/**
 * A local HTTP stand-in for the few Stripe API calls the adapter makes, so the real SDK can be
 * tested offline: it records every request and answers like the API (objects, ids, idempotent
 * replays of a known Idempotency-Key). Tests set `intentOverrides` to change what retrieval says.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, Json>();
  const byKey = new Map<string, Json>();
  const intentOverrides = new Map<string, Json>();
  /** Paths that answer 500, as Stripe does in an incident. */
  const failing = new Set<string>();
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_standin${++seq}`;

  const answer = (req: StandInRequest): [number, Json] => {
    if (failing.has(req.path)) return [500, { error: { type: 'api_error', message: 'Stand-in incident' } }];
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && byKey.has(`${req.path}|${key}`))
      return [200, byKey.get(`${req.path}|${key}`) as Json];
    const metadata = Object.fromEntries(
      Object.entries(req.form)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
    );
    let body: Json;
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const id = nextId('pi');
      body = {
        id,
        object: 'payment_intent',
        amount: Number(req.form.amount),
        amount_received: 0,
        currency: req.form.currency,
        description: req.form.description ?? null,
        metadata,
        client_secret: `${id}_secret_standin${seq}`,
        status: 'requires_payment_method',
        last_payment_error: null,
      };
      intents.set(id, body);
    } else if (req.method === 'GET' && req.path.startsWith('/v1/payment_intents/')) {
      const id = req.path.slice('/v1/payment_intents/'.length);
      const intent = intents.get(id);
      if (!intent)
        return [
          404,
          { error: { type: 'invalid_request_error', message: `No such payment_intent: '${id}'` } },
        ];
      return [200, { ...intent, ...(intentOverrides.get(id) ?? {}) }];
    } else if (req.method === 'POST' && req.path === '/v1/prices') {
      body = {
        id: nextId('price'),
        object: 'price',
        currency: req.form.currency,
        unit_amount: Number(req.form.unit_amount),
        product: nextId('prod'),
      };
    } else if (req.method === 'POST' && req.path === '/v1/payment_links') {
      const id = nextId('plink');
      body = { id, object: 'payment_link', url: `https://buy.stripe.test/${id}`, metadata, active: true };
    } else {
      return [
        404,
        {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${req.path})`,
          },
        },
      ];
    }
    if (typeof key === 'string') byKey.set(`${req.path}|${key}`, body);
    return [200, body];
  };

  const server: Server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(incoming.method === 'GET' ? url.search : raw));
      const req: StandInRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        form,
      };
      requests.push(req);
      const [status, body] = answer(req);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intentOverrides,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
