import net from 'node:net';
import { inject, type TestApp } from './app';

/** Test helpers for the upload route: multipart bodies written by hand, and uploads over a real socket. */

export interface RawPart {
  /** Header lines of the part, e.g. `Content-Disposition: form-data; name="hotelName"`. */
  headers: string[];
  data: Buffer | string;
}

export const textPart = (name: string, value: string): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  data: value,
});

export const filePart = (
  name: string,
  filename: string,
  data: Buffer | string,
  type = 'image/jpeg',
): RawPart => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
    `Content-Type: ${type}`,
  ],
  data,
});

export const listingFields = {
  hotelName: 'Slot Bay Resort',
  unitSize: 'Studio',
  location: 'Cancún',
  price: '$9,000 USD',
  weeksOrSeason: 'Week 20',
  description: 'Uploads in flight.',
};

/** A multipart/form-data body exactly as given: browsers would never send some of these parts. */
export function multipartBody(parts: RawPart[]) {
  const boundary = 'semana-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${p.headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

/** Posts a multipart body to the listing upload route (through `inject`), signed in with `cookie`. */
export const postListing = (
  t: TestApp,
  cookie: string | undefined,
  body: { contentType: string; payload: Buffer },
) =>
  inject(t, {
    method: 'POST',
    url: '/api/property-listings',
    cookie,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface HeldUpload {
  /** The server's answer, as soon as it is complete (whether or not the body was all sent). */
  answer: Promise<Answer>;
  /** Settles when the connection closes, from either side. */
  closed: Promise<void>;
  /** Whether this side closed it (`destroy`) rather than the server. */
  destroyedHere(): boolean;
  /** Sends more of the body. */
  send(bytes: Buffer): void;
  destroy(): void;
}

/**
 * POSTs `payload` to the upload route over a real connection but sends only its first `sendBytes`
 * bytes: the rest follows only when the test calls `send`, as from a slow phone.
 */
export function heldUpload(
  port: number,
  cookie: string,
  body: { contentType: string; payload: Buffer },
  sendBytes: number,
  answerWithinMs = 15_000,
): HeldUpload {
  const socket = net.connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let byUs = false;
  let settle: (a: Answer) => void = () => {};
  let fail: (e: Error) => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // A test that only needs the connection held may never look at the answer.
  answer.catch(() => {});
  // Fails the test with a clear reason, well before the test's own timeout, if no answer comes.
  const noAnswer = setTimeout(() => fail(new Error(`no answer within ${answerWithinMs} ms`)), answerWithinMs);
  noAnswer.unref();
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('connect', () => {
    socket.write(
      `POST /api/property-listings HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, sendBytes));
  });
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    const end = received.indexOf('\r\n\r\n');
    if (end < 0) return;
    const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    const text = received.subarray(end + 4);
    if (text.length < Number(headers['content-length'] ?? 0)) return;
    clearTimeout(noAnswer);
    settle({ status: Number(statusLine.split(' ')[1]), headers, body: text.toString('utf8') });
  });
  // Writing after the server closed fails with EPIPE or a reset: the answer, if any, is already in.
  socket.on('error', () => {});
  socket.on('close', () => fail(new Error(`closed without a whole answer: ${received.toString('latin1')}`)));
  return {
    answer,
    closed,
    destroyedHere: () => byUs,
    send: (bytes) => {
      if (!socket.destroyed) socket.write(bytes);
    },
    destroy: () => {
      byUs = true;
      socket.destroy();
    },
  };
}
