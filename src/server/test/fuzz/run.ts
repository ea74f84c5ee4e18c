import type { FuzzRequest } from './requests';

export interface FuzzResponse {
  status: number;
  body: string;
}

export type Send = (request: FuzzRequest) => Promise<FuzzResponse>;

/** A 5xx a route documents: the payment webhook without a configured signing secret (decision 010). */
const ALLOWED_5XX = new Set(['POST /api/payments/webhook 503']);

/** Why this response is a failure, or undefined when it is an acceptable answer to bad input. */
const isAllowed5xx = (request: FuzzRequest, response: FuzzResponse) =>
  ALLOWED_5XX.has(`${request.route} ${response.status}`);

function failureOf(request: FuzzRequest, response: FuzzResponse): string | undefined {
  if (response.status === 0) return 'no response';
  if (response.status >= 500 && !isAllowed5xx(request, response)) {
    return `${response.status}`;
  }
  if (response.status === 400) {
    // A refusal names what was wrong in the error model of plugins/errors.ts.
    try {
      const body = JSON.parse(response.body) as { message?: unknown; code?: unknown };
      if (typeof body.message !== 'string' || typeof body.code !== 'string')
        return '400 without message/code';
    } catch {
      return '400 without a JSON body';
    }
  }
  return undefined;
}

export interface FuzzReport {
  requests: number;
  counts: Map<number, number>;
  /** 5xx answers a route documents (see ALLOWED_5XX). */
  allowed5xx: number;
  failures: { request: FuzzRequest; response: FuzzResponse; reason: string }[];
  ms: number;
}

export function newReport(): FuzzReport {
  return { requests: 0, counts: new Map(), allowed5xx: 0, failures: [], ms: 0 };
}

/** Counts the response and keeps it when it is a failure. */
export function record(report: FuzzReport, request: FuzzRequest, response: FuzzResponse): string | undefined {
  report.requests++;
  report.counts.set(response.status, (report.counts.get(response.status) ?? 0) + 1);
  if (isAllowed5xx(request, response)) report.allowed5xx++;
  const reason = failureOf(request, response);
  if (reason) report.failures.push({ request, response, reason });
  return reason;
}

/** Sends every request, `concurrency` at a time, and reports what came back. */
export async function runFuzz(requests: FuzzRequest[], send: Send, concurrency = 1): Promise<FuzzReport> {
  const report = newReport();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      record(report, request, await send(request));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  report.ms = performance.now() - started;
  return report;
}

export const formatCounts = (counts: Map<number, number>) =>
  [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

/** One line per request, short enough to read: the route, the URL and the start of the body. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body ? ` body=${JSON.stringify(request.body.toString('utf8').slice(0, 300))}` : '';
  const type = request.headers['content-type'] ? ` type=${request.headers['content-type']}` : '';
  return `${request.method} ${request.url.slice(0, 300)}${request.signedIn ? ' (signed in)' : ''}${type}${body}`;
}

/** The failures grouped by route and reason, with up to `examples` requests each. */
export function formatFailures(report: FuzzReport, examples = 3): string {
  const groups = new Map<string, FuzzReport['failures']>();
  for (const f of report.failures) {
    const key = `${f.request.route} → ${f.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()]
    .map(([key, list]) =>
      [
        `${key} (${list.length}×)`,
        ...list
          .slice(0, examples)
          .map((f) => `    ${describeRequest(f.request)}\n      → ${f.response.body.slice(0, 300)}`),
      ].join('\n'),
    )
    .join('\n');
}
