import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '#src/shared/i18n/messages.ts';
import { ConfigError, loadConfig } from './config';
import { TOO_MANY_CONNECTIONS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './plugins/address-limits';
import { createTestApp, createUser, type TestApp, type TestUser, testAppOn } from './test/app';
import { formBody } from './test/multipart';

/**
 * Slow bodies and clients holding many connections, against real listening servers (decision 038),
 * with the whole-request limit at its default of 10 minutes and shorter body limits: a JSON body
 * whole within 2 s, an upload at least 1 KiB/s over each 1 s window; at most 4 connections and 3
 * requests in progress per address.
 */
const LIMITS = {
  BODY_TIMEOUT_SECONDS: '2',
  UPLOAD_MIN_BYTES_PER_SECOND: '1024',
  UPLOAD_RATE_WINDOW_SECONDS: '1',
  CONNECTIONS_PER_ADDRESS: '4',
  REQUESTS_PER_ADDRESS: '3',
};
let t: TestApp;
/** The same app behind one trusted proxy (X-Forwarded-For names the client), on the same database. */
let proxied: TestApp;
let owner: TestUser;
const portOf = (app: TestApp) => (app.app.server.address() as AddressInfo).port;

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxied = await testAppOn(t.database, { ...LIMITS, TRUST_PROXY: '1' }, async () => {});
  await proxied.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createUser(t, { active: true });
});
afterAll(async () => {
  await proxied?.close();
  await t?.close();
});

interface Client {
  /** Everything the server sent. */
  response: () => string;
  /** Resolves when the server (or the give-up bound) closes the connection, with the time it took. */
  closed: Promise<number>;
  destroy: () => void;
}

/**
 * A raw connection (from `from`, a loopback address of its own so that the per-address limits see
 * it apart from the test's other requests) that sends `head`, then the next of `chunks` every
 * `everyMs` until the server closes it; at most `giveUpMs`.
 */
function connect(
  app: TestApp,
  head: string | Buffer,
  opts: { chunks?: (string | Buffer)[]; everyMs?: number; from?: string; giveUpMs?: number } = {},
): Client {
  const { chunks = [], everyMs = 0, from = '127.0.0.2', giveUpMs = 8_000 } = opts;
  const started = Date.now();
  const socket = net.connect({ port: portOf(app), host: '127.0.0.1', localAddress: from });
  let response = '';
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    if (head.length) socket.write(head);
    if (chunks.length) {
      timer = setInterval(() => {
        if (sent < chunks.length && !socket.destroyed) socket.write(chunks[sent++]);
      }, everyMs);
    }
  });
  socket.on('data', (chunk) => {
    response += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve, reject) => {
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received: ${response.slice(0, 300)}`));
    }, giveUpMs);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve(Date.now() - started);
    });
  });
  return { response: () => response, closed, destroy: () => socket.destroy() };
}

const post = (url: string, length: number, extra = '') =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;
const get = (url: string, extra = '') => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
const bytes = (n: number, of = 'x') => Array.from({ length: n }, () => of);
const tmpFiles = () => readdirSync(path.join(t.config.dataDir, 'tmp'));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the body deadline', () => {
  it('is at most a minute by default, and cannot be configured longer', () => {
    expect(loadConfig({}).tuning.timeouts.bodyMs).toBeLessThanOrEqual(60_000);
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: '61' })).toThrow(ConfigError);
    expect(t.config.tuning.timeouts.requestMs).toBe(600_000);
  });

  it("answers the audit's login (Content-Length 1,000,000, a byte at a time) at once and closes", async () => {
    const c = connect(t, post('/api/login', 1_000_000), { chunks: bytes(100), everyMs: 250 });
    const ms = await c.closed;
    expect(c.response()).toMatch(/^HTTP\/1\.1 413/);
    expect(ms).toBeLessThan(2_500);
  });

  it('cuts a JSON body trickled a byte at a time (never idle) at the body deadline, with 408', async () => {
    const c = connect(t, `${post('/api/week-requests', 500)}{"name":"`, { chunks: bytes(490), everyMs: 200 });
    const ms = await c.closed;
    expect(c.response()).toMatch(/^HTTP\/1\.1 408/);
    expect(c.response()).toContain('The request body took too long to arrive');
    expect(ms).toBeGreaterThanOrEqual(1_900);
    expect(ms).toBeLessThan(4_500);
  });
});

describe('photo uploads', () => {
  const boundary = 'semana-slow';
  const uploadHead = (length: number) =>
    `POST /api/property-listings HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${owner.cookie}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n` +
    // The file starts like a WebP (in ASCII), so that the rate, not its first bytes, is what cuts it.
    `Content-Type: image/webp\r\n\r\nRIFFxxxxWEBP${'x'.repeat(2_000)}`;

  it('cuts an upload trickling below the minimum rate, and leaves no temporary files', async () => {
    // Ten bytes a second, never idle: the body idle limit (30 s) alone would let it run 10 minutes.
    const c = connect(t, uploadHead(100_000), { chunks: bytes(1_000), everyMs: 100 });
    const ms = await c.closed;
    expect(c.response()).toMatch(/^HTTP\/1\.1 408/);
    expect(c.response()).toContain('The upload arrived too slowly');
    expect(ms).toBeLessThan(4_000);
    // The cut request's files go as its upload unwinds: soon, not necessarily before the answer.
    await expect.poll(tmpFiles, { timeout: 5_000 }).toEqual([]);
  });

  it('lets an upload at a fair rate take longer than the JSON deadline', async () => {
    const photo = await sharp({
      create: {
        width: 600,
        height: 400,
        channels: 3,
        background: '#3a7',
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const { contentType, payload } = await formBody(
      {
        hotelName: 'Casa Lenta',
        unitSize: 'Studio',
        location: 'Cancún',
        price: '$7,000 USD',
        weeksOrSeason: 'Week 9',
        description: 'Uploaded slowly but steadily.',
      },
      [{ name: 'room.jpg', data: photo }],
    );
    // Sent in 30 pieces over 3 s: well above 1 KiB/s, and longer than the 2 s a JSON body gets.
    const size = Math.ceil(payload.length / 30);
    const pieces = Array.from({ length: 30 }, (_, i) => payload.subarray(i * size, (i + 1) * size));
    const head =
      `POST /api/property-listings HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${owner.cookie}\r\n` +
      `Content-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
    expect(payload.length / 3).toBeGreaterThan(1024 * 2);
    const c = connect(t, head, { chunks: pieces, everyMs: 100, giveUpMs: 15_000 });
    const ms = await c.closed;
    expect(c.response()).toMatch(/^HTTP\/1\.1 201/);
    expect(ms).toBeGreaterThan(2_500);
  });
});

describe('per-address limits', () => {
  it('refuses a connection beyond the per-address limit with 429 and Retry-After, and closes it', async () => {
    const held = Array.from({ length: 4 }, () => connect(t, ''));
    await wait(200);
    const excess = connect(t, get('/api/health'));
    const ms = await excess.closed;
    expect(excess.response()).toMatch(/^HTTP\/1\.1 429/);
    expect(excess.response()).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(excess.response()).toContain(englishText(TOO_MANY_CONNECTIONS_MESSAGE));
    expect(ms).toBeLessThan(2_000);
    // Another address is not affected, and the count comes back as the connections close.
    const other = connect(t, get('/api/health', 'Connection: close\r\n'), { from: '127.0.0.3' });
    await other.closed;
    expect(other.response()).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held) c.destroy();
    await Promise.all(held.map((c) => c.closed));
    const again = connect(t, get('/api/health', 'Connection: close\r\n'));
    await again.closed;
    expect(again.response()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('behind a trusted proxy, counts requests in progress per forwarded address, not connections', async () => {
    const from = (client: string) => `X-Forwarded-For: ${client}\r\n`;
    // Three requests from one client, their bodies still arriving, each on its own proxy connection.
    const held = Array.from({ length: 3 }, () =>
      connect(proxied, `${post('/api/week-requests', 200, from('203.0.113.7'))}{"name":`),
    );
    await wait(300);
    const fourth = connect(proxied, get('/api/health', from('203.0.113.7')));
    await fourth.closed;
    expect(fourth.response()).toMatch(/^HTTP\/1\.1 429/);
    expect(fourth.response()).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(fourth.response()).toContain(englishText(TOO_MANY_REQUESTS_MESSAGE));
    // Another client through the same proxy, more proxy connections than the per-address limit.
    const others = Array.from({ length: 3 }, (_, i) =>
      connect(proxied, get('/api/health', `${from(`203.0.113.${20 + i}`)}Connection: close\r\n`)),
    );
    await Promise.all(others.map((c) => c.closed));
    for (const c of others) expect(c.response()).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held) c.destroy();
  });

  it("does not limit this machine's own address (the tests, a local proxy, the benchmarks)", async () => {
    const held = Array.from({ length: 8 }, () => connect(t, '', { from: '127.0.0.1' }));
    await wait(200);
    const c = connect(t, get('/api/health', 'Connection: close\r\n'), { from: '127.0.0.1' });
    await c.closed;
    expect(c.response()).toMatch(/^HTTP\/1\.1 200/);
    for (const h of held) h.destroy();
  });
});
