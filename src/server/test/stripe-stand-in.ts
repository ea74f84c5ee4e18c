import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, type Json, type StandInRequest, stripeObjects } from './stripe-stand-in-objects';

export type { StandInRequest } from './stripe-stand-in-objects';

/**
 * What the next calls to a path meet: `fail` is an incident before Stripe ran the call (a 500,
 * nothing done, nothing kept under the key); `drop` runs the call, keeps its answer under the key
 * and cuts the connection before answering (the caller cannot know it succeeded); `hang` runs it
 * and holds the answer until `release()` (a process that stops waiting, or dies, meanwhile).
 */
type Fault = 'fail' | 'drop' | 'hang';

/**
 * A local HTTP stand-in for the Stripe API calls the adapter makes, so the real SDK can be tested
 * offline: it records every request and answers like the API (stripe-stand-in-objects.ts), with
 * Stripe's idempotency: the first successful answer of an Idempotency-Key is kept and replayed to
 * the same request again (marked `Idempotent-Replayed`, the object as it was then), and the key
 * with other parameters is refused.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const objects = stripeObjects();
  const byKey = new Map<string, { request: string; answer: Answer }>();
  /** Paths that answer 500 until removed, as Stripe does in an incident. */
  const failing = new Set<string>();
  const faults: { path: string; fault: Fault; left: number }[] = [];
  const held: { res: ServerResponse; answer: Answer }[] = [];
  let requestSeq = 0;

  const faultFor = (path: string): Fault | null => {
    if (failing.has(path)) return 'fail';
    const found = faults.find((f) => f.path === path && f.left > 0);
    if (!found) return null;
    found.left--;
    return found.fault;
  };

  /** Runs a request through the idempotency layer: answers and whether it is a replay. */
  const run = (req: StandInRequest): { answer: Answer; replayed: boolean } => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || typeof key !== 'string')
      return { answer: objects.answer(req), replayed: false };
    const request = `${req.method} ${req.path} ${JSON.stringify(Object.entries(req.form).sort())}`;
    const kept = byKey.get(key);
    if (kept && kept.request !== request)
      return {
        answer: [
          400,
          {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        ],
        replayed: false,
      };
    if (kept) return { answer: kept.answer, replayed: true };
    const answer = objects.answer(req);
    // A refused request (a 4xx) is not kept: the same key may be sent again once it is right.
    if (answer[0] < 400) byKey.set(key, { request, answer: [answer[0], structuredClone(answer[1])] });
    return { answer, replayed: false };
  };

  const send = (res: ServerResponse, [status, body]: Answer, replayed = false) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_standin${++requestSeq}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(body));
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
      const fault = faultFor(req.path);
      if (fault === 'fail') {
        send(res, [500, { error: { type: 'api_error', message: 'Stand-in incident' } }]);
        return;
      }
      const { answer, replayed } = run(req);
      if (fault === 'drop') res.socket?.destroy();
      else if (fault === 'hang') held.push({ res, answer });
      else send(res, answer, replayed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const addFault =
    (fault: Fault) =>
    (path: string, times = 1) => {
      faults.push({ path, fault, left: times });
    };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failing,
    ...objects,
    /** The next `times` calls to `path` answer 500 (the SDK's own retries count as calls). */
    failNext: addFault('fail'),
    /** The next `times` calls to `path` are carried out and kept, and their connection cut unanswered. */
    dropNext: addFault('drop'),
    /** The next `times` calls to `path` are carried out and kept, their answers held until `release()`. */
    hangNext: addFault('hang'),
    /** How many answers are held. */
    heldCount: () => held.length,
    /** Sends every held answer. */
    release() {
      for (const { res, answer } of held.splice(0)) send(res, answer);
    },
    /** The POST requests made to `path` (every attempt, replays included). */
    posts: (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
export type { Json };
