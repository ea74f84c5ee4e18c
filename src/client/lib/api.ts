import type { ErrorResponse } from '#src/shared/contracts/common.ts';
import { t } from '../i18n';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Any non-ok response. The message reads `STATUS: statusText - body`;
 * the parsed body is kept so a form can show the server's own sentence and field issues.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  readonly body: Partial<ErrorResponse> | null;
  /** Which request failed ('POST /api/login'): a later success of the same one resolves it. */
  readonly request: string;

  constructor(status: number, statusText: string, bodyText: string, request = '') {
    super(bodyText ? `${status}: ${statusText} - ${bodyText}` : `${status}: ${statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
    this.request = request;
  }
}

/** The request never got an answer (offline, server down); fetch's own message says nothing useful. */
export class NetworkError extends Error {
  readonly request: string;

  constructor(cause: unknown, request = '') {
    super(t('error.network'), { cause });
    this.name = 'NetworkError';
    this.request = request;
  }
}

/** How a request is named for its failures and its later success: method and path, query included. */
export const requestName = (method: HttpMethod, path: string) => `${method} ${path}`;

/** The request a failure came from, when it was one of ours ('' otherwise). */
export const failedRequest = (error: unknown): string =>
  error instanceof ApiError || error instanceof NetworkError ? error.request : '';

/**
 * A handled refusal (the server said no, or the network is down): the screen tells the person, so
 * it is no error of the page's own. A 5xx or anything thrown outside a request still is.
 */
export const isHandledFailure = (error: unknown): boolean =>
  (error instanceof ApiError && error.status < 500) || error instanceof NetworkError;

const answeredListeners = new Set<(request: string) => void>();

/**
 * Calls `listener` with the name of every request that got a successful answer: a failure shown
 * for an earlier try of the same request is over (the toasts listen). Returns the unsubscribe.
 */
export function onRequestSucceeded(listener: (request: string) => void): () => void {
  answeredListeners.add(listener);
  return () => answeredListeners.delete(listener);
}

function parseErrorBody(text: string): Partial<ErrorResponse> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<ErrorResponse>) : null;
  } catch {
    return null;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * How requests leave: the browser's fetch, or, while a page is rendered on the server
 * (entry-server.tsx), the server's own anonymous GETs.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * One request with the session cookie. JSON in and out; FormData is sent as multipart. Screens call
 * endpoints through lib/endpoints.ts, which types the path and the answer from the definitions.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const request = requestName(method, path);
  let res: Response;
  try {
    res = await transport(path, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err, request);
  }

  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text, request);
  }
  for (const listener of answeredListeners) listener(request);
  const text = await res.text();
  if (!text) return undefined as T;
  // A call whose answer is not JSON (none today) gets its text rather than a parse error.
  return (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
}

/** The sentence to show a person: the server's `message` (or `error`) when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message || error.body?.error || error.message;
  if (error instanceof Error && error.message) return error.message;
  return t('error.unexpected');
}

/** Field problems the server reported (400 with `issues`), keyed by field path. */
export function fieldIssues(error: unknown): Record<string, string> {
  const issues = error instanceof ApiError ? error.body?.issues : undefined;
  const out: Record<string, string> = {};
  for (const issue of issues ?? []) if (!(issue.path in out)) out[issue.path] = issue.message;
  return out;
}

/** Query string of the defined, non-empty values, in a stable order ('' when none). */
export function toQueryString(params: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
