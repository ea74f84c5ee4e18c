import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from './test/app';

/**
 * Slow clients against a real listening server (decision 015), with short limits: a whole request
 * 2 s, headers 1 s, 1 s without a body byte.
 */
let t: TestApp;
let port: number;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    REQUEST_TIMEOUT_SECONDS: '2',
    HEADERS_TIMEOUT_SECONDS: '1',
    BODY_IDLE_TIMEOUT_SECONDS: '1',
    KEEP_ALIVE_TIMEOUT_SECONDS: '5',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  owner = await createUser(t, { active: true });
});
afterAll(() => t.close());

interface Exchange {
  response: string;
  closedAfterMs: number;
}

/**
 * Opens a raw connection, sends `head`, then one byte of `trickle` every `everyMs` (or nothing when
 * `trickle` is empty) until the server closes the connection; at most `giveUpMs`.
 */
function slowClient(head: string, trickle: string, everyMs: number, giveUpMs = 8_000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received: ${response}`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      if (trickle) {
        timer = setInterval(() => {
          if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]);
        }, everyMs);
      }
    });
    socket.on('data', (chunk) => {
      response += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

const post = (url: string, length: number, extra = '') =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe('slow request bodies are cut off', () => {
  it('a body trickled one byte at a time (never idle long) is cut at the whole-request limit with 408', async () => {
    const { response, closedAfterMs } = await slowClient(post('/api/login', 500), 'x'.repeat(500), 250);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_800);
    expect(closedAfterMs).toBeLessThan(4_000);
  });

  it('a body that stops arriving is cut after the idle limit, before the whole-request limit', async () => {
    const { response, closedAfterMs } = await slowClient(`${post('/api/login', 500)}{"user`, '', 0);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(response).toContain('The request body stopped arriving');
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(1_900);
  });

  it('headers sent a byte at a time are cut at the headers limit', async () => {
    const { response, closedAfterMs } = await slowClient('', post('/api/login', 10), 150);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(2_000);
  });

  it('a photo upload that stalls halfway is cut off and leaves no temporary files', async () => {
    const boundary = 'semana-stall';
    const head =
      `POST /api/property-listings HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${owner.cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n` +
      // The file starts like a WebP (in ASCII), so that the stall, not its first bytes, is what cuts it.
      `Content-Type: image/webp\r\n\r\nRIFFxxxxWEBP${'x'.repeat(2_000)}`;
    const { response } = await slowClient(head, '', 0);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    await new Promise((r) => setTimeout(r, 300));
    const tmp = path.join(t.config.dataDir, 'tmp');
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe('ordinary requests are unaffected', () => {
  it('answers a GET and a JSON POST, and reuses a kept-alive connection idle longer than the headers limit', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = (method: string, url: string, body?: string) =>
      new Promise<{ status: number; body: string; socket: net.Socket }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: url,
            agent,
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => {
              text += c;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket as net.Socket }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const first = await request('GET', '/api/payments/config');
    expect(first.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_500));
    const second = await request(
      'POST',
      '/api/login',
      JSON.stringify({ username: 'nobody', password: 'x'.repeat(12) }),
    );
    expect(second.status).toBe(401);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  });
});
