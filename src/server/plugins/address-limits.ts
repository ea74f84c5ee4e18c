import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { addressKey, clientKey } from '../lib/client-address';
import { AppError } from '../lib/errors';

export const TOO_MANY_CONNECTIONS_MESSAGE = 'request.tooManyConnectionsFromAddress';
export const TOO_MANY_REQUESTS_MESSAGE = 'request.tooManyRequestsFromAddress';
const RETRY_AFTER_SECONDS = 5;
/** An excess connection that sends no request is closed after this long. */
const EXCESS_IDLE_MS = 2_000;

export interface AddressLimits {
  /** Open connections per peer address; 0 when every peer is a proxy (TRUST_PROXY) and not counted. */
  connections: number;
  /** Requests in progress per client address (the forwarded one behind a trusted proxy); 0: no limit. */
  requests: number;
  /** Addresses never counted (as `addressKey` spells them): this machine's own. */
  exempt: ReadonlySet<string>;
}

/**
 * One client address may hold only so many connections and requests at once (decision 038), so that
 * a few slow clients cannot take every socket of the process. Connections are counted by the peer's
 * address only when no proxy is trusted: behind nginx every socket comes from the proxy, and the
 * proxy's `limit_conn` counts them per client instead (deploy/nginx/semana.conf). Requests in
 * progress are counted by the client address the app believes (X-Forwarded-For through TRUST_PROXY).
 * The excess is answered 429 with Retry-After and its connection closed. Counts are per process, and
 * live exactly as long as the sockets and requests they count.
 */
export function registerAddressLimits(app: FastifyInstance, limits: AddressLimits): void {
  const excess = new WeakSet<Socket>();
  if (limits.connections > 0) {
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const key = addressKey(socket.remoteAddress ?? '');
      if (limits.exempt.has(key)) return;
      const count = (open.get(key) ?? 0) + 1;
      if (count > limits.connections) {
        // Its first request is answered 429 below; one that never sends a request is just closed.
        excess.add(socket);
        setTimeout(() => socket.destroy(), EXCESS_IDLE_MS).unref();
        return;
      }
      open.set(key, count);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  }

  const inProgress = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    // Injected requests (tests) come from no connection.
    if (!(socket instanceof Socket)) return;
    if (excess.has(socket)) {
      reply.header('connection', 'close');
      throw new AppError('RATE_LIMITED', TOO_MANY_CONNECTIONS_MESSAGE, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    if (limits.requests === 0) return;
    const key = clientKey(request);
    if (limits.exempt.has(key)) return;
    const count = (inProgress.get(key) ?? 0) + 1;
    if (count > limits.requests) {
      reply.header('connection', 'close');
      throw new AppError('RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    inProgress.set(key, count);
    reply.raw.once('close', () => {
      const left = (inProgress.get(key) ?? 1) - 1;
      if (left > 0) inProgress.set(key, left);
      else inProgress.delete(key);
    });
  });
}
