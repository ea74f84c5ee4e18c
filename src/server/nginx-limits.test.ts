import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedSite, NGINX, nginxConfig, nginxMissing } from './test/nginx';
import { freePort } from './test/server-process';

/**
 * The shipped nginx configuration protects the app from slow and greedy clients (decision 038):
 * its directives are checked as written, then nginx (Debian's package) runs it in front of a
 * stand-in app that records what reaches it, with its timeouts and connection limit made short so
 * that the test need not wait for the shipped ones.
 */
const site = documentedSite();

/** The block of the location whose first line matches `opening`, up to its closing brace. */
function locationBlock(opening: RegExp): string {
  const start = site.search(opening);
  expect(start, String(opening)).toBeGreaterThanOrEqual(0);
  return site.slice(start, site.indexOf('\n    }', start));
}

describe('the shipped nginx limits', () => {
  it('bounds slow clients, connections and request rates per address, and buffers JSON bodies', () => {
    const seconds = (name: string) => Number(new RegExp(`\\n\\s*${name} (\\d+)s;`).exec(site)?.[1]);
    expect(seconds('client_header_timeout')).toBeLessThanOrEqual(20);
    expect(seconds('client_body_timeout')).toBeLessThanOrEqual(15);
    expect(seconds('send_timeout')).toBeLessThanOrEqual(60);
    expect(site).toMatch(/limit_conn_zone \$binary_remote_addr zone=semana_conn:/);
    expect(site).toMatch(/\n {4}limit_conn semana_conn \d+;/);
    expect(site).toMatch(/limit_req_zone \$binary_remote_addr zone=semana_accounts:\S+ rate=\d+r\/m;/);
    expect(site).toMatch(/\n {4}proxy_request_buffering on;/);
    expect(site).toMatch(/\n {4}client_max_body_size 1m;/);
    const accounts = locationBlock(/location ~ \^\/api\/\(login\|register\|password-reset\)/);
    expect(accounts).toMatch(/limit_req zone=semana_accounts /);
    expect(locationBlock(/location \/api\/ \{/)).toMatch(/limit_req zone=semana_api /);
    // Only uploads stream to the app unbuffered.
    const uploads = locationBlock(/location ~ \^\/api\/\(property-listings\|vidanta\/unit-type-images\)\$/);
    expect(uploads).toMatch(/proxy_request_buffering off;/);
    expect(site.match(/proxy_request_buffering off;/g)).toHaveLength(1);
  });
});

describe.skipIf(nginxMissing())('nginx with the shipped configuration, in front of a stand-in app', () => {
  let work: string;
  let nginx: ChildProcess | undefined;
  let app: http.Server;
  let front: number;
  /** What reached the stand-in: "METHOD url" when its headers came, and whether its body was whole. */
  const reached: { line: string; whole: boolean }[] = [];

  beforeAll(async () => {
    app = http.createServer((req, res) => {
      const seen = { line: `${req.method} ${req.url}`, whole: false };
      reached.push(seen);
      req.resume();
      req.on('end', () => {
        seen.whole = true;
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      });
    });
    await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
    const appPort = (app.address() as AddressInfo).port;
    front = await freePort();
    work = mkdtempSync(path.join(tmpdir(), 'semana-nginx-limits-'));
    const config = site
      .replace('server 127.0.0.1:5001', `server 127.0.0.1:${appPort}`)
      .replace(/\n\s*server 127\.0\.0\.1:5002[^\n]*/, '')
      .replace('listen 80;', `listen 127.0.0.1:${front};`)
      .replace(/client_body_timeout \d+s;/, 'client_body_timeout 1s;')
      .replace(/client_header_timeout \d+s;/, 'client_header_timeout 1s;')
      .replace(/limit_conn semana_conn \d+;/, 'limit_conn semana_conn 2;');
    writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(work, config));
    execFileSync(NGINX, ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
    const until = Date.now() + 10_000;
    while ((await fetch(`http://127.0.0.1:${front}/`).catch(() => null))?.status !== 200) {
      if (Date.now() > until)
        throw new Error(`nginx did not answer: ${readFileSync(path.join(work, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((r) => app?.close(r));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** A raw connection to nginx sending `head`, then one of `chunks` every `everyMs`; resolves when nginx closes it. */
  function client(head: string, chunks: string[] = [], everyMs = 0, giveUpMs = 8_000) {
    const started = Date.now();
    const socket = net.connect(front, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      let sent = 0;
      if (chunks.length)
        timer = setInterval(() => {
          if (sent < chunks.length && !socket.destroyed) socket.write(chunks[sent++]);
        }, everyMs);
    });
    socket.on('data', (c) => {
      response += c.toString('utf8');
    });
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve, reject) => {
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after ${giveUpMs} ms; received: ${response}`));
      }, giveUpMs);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve(Date.now() - started);
      });
    });
    return { closed, response: () => response, destroy: () => socket.destroy() };
  }
  const post = (url: string, length: number) =>
    `POST ${url} HTTP/1.1\r\nHost: semana.example\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('cuts a trickled JSON body itself, and the app never sees it', async () => {
    const c = client(`${post('/api/login', 500)}{"user`, ['n', 'a', 'm', 'e'], 1_500);
    const ms = await c.closed;
    expect(ms).toBeLessThan(4_000);
    expect(c.response()).not.toMatch(/^HTTP\/1\.1 2/);
    expect(reached.filter((r) => r.line === 'POST /api/login')).toEqual([]);
  });

  it('streams an upload to the app as it arrives', async () => {
    const c = client(`${post('/api/property-listings', 5_000)}${'x'.repeat(1_000)}`);
    await expect
      .poll(() => reached.some((r) => r.line === 'POST /api/property-listings'), { timeout: 3_000 })
      .toBe(true);
    expect(reached.find((r) => r.line === 'POST /api/property-listings')?.whole).toBe(false);
    c.destroy();
    await c.closed;
  });

  it('answers 429 with Retry-After beyond the connections of one address', async () => {
    // Two requests whose bodies are still arriving (a byte every half second: never idle for 1 s).
    const held = [0, 1].map(() => client(post('/api/week-requests', 100), Array(20).fill('x'), 500));
    await wait(300);
    const third = await fetch(`http://127.0.0.1:${front}/api/health`);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    for (const h of held) h.destroy();
    await Promise.all(held.map((h) => h.closed));
  });

  it('answers 429 beyond a burst of sign-in attempts, before the app', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`http://127.0.0.1:${front}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"a","password":"b"}',
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(22);
    expect(reached.filter((r) => r.line === 'POST /api/login').length).toBeLessThan(30);
  });
});
