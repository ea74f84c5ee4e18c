import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const MESSAGE = 'The request body stopped arriving, so the connection was closed. Please try again.';

/**
 * Node's requestTimeout bounds a whole request (long enough for photos on a slow phone link), so a
 * client that stops sending halfway would hold its connection and its temporary upload files until
 * then. This closes a request whose body has received no byte for `idleMs` (decision 015). Only the
 * body is watched: once it is complete, waiting for an image job or a query never trips it. It polls
 * the socket's byte count rather than listening to the body, which would take the stream from its
 * reader.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  const period = Math.min(5_000, Math.max(50, Math.floor(idleMs / 4)));
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
    const socket = raw.socket;
    // Injected requests (tests) have no real socket to watch or close.
    if (!hasBody || raw.complete || !(socket instanceof Socket)) return;
    let seen = socket.bytesRead;
    let lastProgress = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        lastProgress = Date.now();
        return;
      }
      if (Date.now() - lastProgress < idleMs) return;
      clearInterval(timer);
      request.log.info({ idleMs }, 'request body idle: connection closed');
      closeWith408(socket, reply.raw.headersSent);
    }, period);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
  });
}

/** What Node itself does when its request timeout fires: a 408 if nothing was answered yet, then close. */
function closeWith408(socket: Socket, answered: boolean): void {
  // A peer that reads nothing cannot block the close.
  setTimeout(() => socket.destroy(), 1_000).unref();
  if (answered || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message: MESSAGE, code: 'REQUEST_TIMEOUT', error: MESSAGE });
  socket.end(
    'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
