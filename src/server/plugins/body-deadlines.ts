import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type MessageKey, messageText } from '#src/shared/i18n/messages.ts';
import { requestLocale } from '../lib/locale';

const IDLE_MESSAGE = 'request.requestBodyStoppedArrivingSo';
const DEADLINE_MESSAGE = 'request.requestBodyTookTooLong';
const SLOW_UPLOAD_MESSAGE = 'request.uploadArrivedTooSlowlySo';

export interface BodyDeadlines {
  /** No body byte for this long: cut (every route). */
  idleMs: number;
  /** A body that is not an upload must be complete this long after its headers. */
  bodyMs: number;
  /** An upload must bring at least this many bytes a second, averaged over each window. */
  uploadMinBytesPerSecond: number;
  uploadRateWindowMs: number;
}

/**
 * Node's requestTimeout bounds a whole request (long enough for photos on a slow phone link), so a
 * body trickled a byte at a time would hold its connection until then. Here (decisions 015, 038) a
 * body that is not a photo upload must arrive whole within `bodyMs`; an upload (a route with a
 * multipart form) keeps the long limit but must average `uploadMinBytesPerSecond` over every window;
 * and any body that receives no byte for `idleMs` is cut. Cutting answers 408 when nothing was
 * answered yet and closes the connection, so the body is never parsed and no handler sees it (an
 * upload's handler, already reading, fails and removes its temporary files). Only the body is
 * watched: once it is complete, waiting for an image job or a query never trips it. It polls the
 * socket's byte count rather than listening to the body, which would take the stream from its reader.
 */
export function registerBodyDeadlines(app: FastifyInstance, limits: BodyDeadlines): void {
  const { idleMs, bodyMs, uploadMinBytesPerSecond, uploadRateWindowMs } = limits;
  const period = Math.min(1_000, Math.max(25, Math.floor(Math.min(idleMs, bodyMs, uploadRateWindowMs) / 10)));
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
    const socket = raw.socket;
    // Injected requests (tests) have no real socket to watch or close.
    if (!hasBody || raw.complete || !(socket instanceof Socket)) return;
    const upload = request.routeOptions.config?.multipartForm !== undefined;
    const started = Date.now();
    let seen = socket.bytesRead;
    let lastProgress = started;
    let window = { at: started, bytes: seen };
    const cut = (message: MessageKey, why: string) => {
      clearInterval(timer);
      request.log.info({ why, upload }, 'request body too slow: connection closed');
      closeWith408(socket, reply.raw.headersSent, messageText(message, requestLocale(request)));
    };
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = Date.now();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        lastProgress = now;
      }
      if (now - lastProgress >= idleMs) return cut(IDLE_MESSAGE, 'idle');
      if (!upload && now - started >= bodyMs) return cut(DEADLINE_MESSAGE, 'deadline');
      if (upload && now - window.at >= uploadRateWindowMs) {
        const rate = ((seen - window.bytes) * 1000) / (now - window.at);
        if (rate < uploadMinBytesPerSecond) return cut(SLOW_UPLOAD_MESSAGE, 'rate');
        window = { at: now, bytes: seen };
      }
    }, period);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
  });
  // An answer given before its body has all arrived (too large, refused, not allowed) closes the
  // connection, rather than reading the rest of a body nobody will use.
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    if (!raw.complete && raw.socket instanceof Socket && !reply.raw.headersSent)
      reply.header('connection', 'close');
  });
}

/** What Node itself does when its request timeout fires: a 408 if nothing was answered yet, then close. */
function closeWith408(socket: Socket, answered: boolean, message: string): void {
  // A peer that reads nothing cannot block the close.
  setTimeout(() => socket.destroy(), 1_000).unref();
  if (answered || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message, code: 'REQUEST_TIMEOUT', error: message });
  socket.end(
    'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
