import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FuzzRequest } from '#src/server/test/fuzz/requests.ts';
import type { FuzzResponse } from '#src/server/test/fuzz/run.ts';

export interface Account {
  username: string;
  password: string;
  email: string;
}

export interface ServerOptions {
  serverDir: string;
  clientDir: string;
  dataDir: string;
  databaseUrl?: string;
  port: number;
  logFile: string;
}

/** The environment of the production server and its CLI tools: the limits raised so handlers, not limiters, answer. */
export function serverEnv(o: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(o.port),
    HOST: '127.0.0.1',
    DATA_DIR: o.dataDir,
    CLIENT_DIR: o.clientDir,
    LOG_LEVEL: 'info',
    // The built-in test provider on any host, so the checkout routes are fuzzed too (decision 010).
    PAYMENTS_TEST_MODE: 'true',
    RATE_LIMIT_LOGIN_FAILURES: '1000000',
    RATE_LIMIT_REGISTER_ATTEMPTS: '1000000',
    RATE_LIMIT_LEADS_ATTEMPTS: '1000000',
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '1000000',
  };
  if (o.databaseUrl) env.DATABASE_URL = o.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/**
 * A server build outside the project (SERVER_OUT_DIR=/tmp/…) finds no node_modules above it, and
 * its bundles import the runtime packages: link the project's in.
 */
export function linkModules(serverDir: string, root: string): void {
  const relative = path.relative(root, serverDir);
  const inside = !relative.startsWith('..') && !path.isAbsolute(relative);
  const link = path.join(serverDir, 'node_modules');
  if (inside || existsSync(link)) return;
  symlinkSync(path.join(root, 'node_modules'), link, 'dir');
  console.log(`linked ${link} to the project's node_modules`);
}

/** Runs one of the build's CLI tools (admin.js, seed-demo.js) against the server's database. */
export function runTool(o: ServerOptions, tool: string, args: string[]): void {
  const r = spawnSync(process.execPath, [path.join(o.serverDir, tool), ...args], {
    env: serverEnv(o),
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${tool} ${args[0] ?? ''} failed: ${r.stderr || r.stdout}`);
}

/** A developer account made with the admin CLI, as an operator makes the first one. */
export function createDeveloper(o: ServerOptions): Account {
  const account = { username: 'fuzzdev', password: `fuzz-${Date.now()}-pass`, email: 'fuzzdev@example.test' };
  runTool(o, 'admin.js', [
    'create-user',
    ...['--username', account.username, '--password', account.password, '--email', account.email],
    ...['--first-name', 'Fuzz', '--last-name', 'Developer', '--role', 'dev', '--active'],
  ]);
  return account;
}

/** Starts dist/server/main.js with its log written to `logFile`, and waits until /api/health answers. */
export async function startServer(o: ServerOptions): Promise<ChildProcess> {
  const main = path.join(o.serverDir, 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  const log = createWriteStream(o.logFile);
  const child = spawn(process.execPath, [main], { env: serverEnv(o), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${o.logFile}`);
    const res = await request(o.port, { method: 'GET', url: '/api/health', headers: {} }).catch(
      () => undefined,
    );
    if (res?.status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer /api/health within 60 s; see ${o.logFile}`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** One request over HTTP with the path sent byte for byte (fetch would normalise '..' and escapes). */
export function request(
  port: number,
  r: RawRequest,
  fresh = false,
): Promise<FuzzResponse & { headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: r.method,
        path: r.url,
        agent: fresh ? false : agent,
        headers: { ...r.headers, ...(r.body ? { 'content-length': String(r.body.length) } : {}) },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', reject);
    req.end(r.body);
  });
}

/**
 * Sends a fuzz request. A kept-alive socket the server closed after answering an earlier request
 * early (before reading its body) resets the next one sent on it, so a reset is retried once on a
 * new connection; a request that fails there too is reported as status 0.
 */
export const sender =
  (port: number, cookie: string) =>
  async (r: FuzzRequest): Promise<FuzzResponse> => {
    const raw = { ...r, headers: { ...r.headers, ...(r.signedIn ? { cookie } : {}) } };
    try {
      return await request(port, raw).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNRESET' || err.code === 'EPIPE') return request(port, raw, true);
        throw err;
      });
    } catch (err) {
      return { status: 0, body: `no response: ${(err as Error).message}` };
    }
  };
