import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '#src/shared/constants.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { projectRoot } from '../lib/paths';
import { accountsService } from '../modules/accounts/service';
import { sessionStore } from '../modules/accounts/sessions';
import { SESSION_COOKIE } from '../plugins/auth';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The production app on a fresh database: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set. Registration limits are raised so that tests may create many users;
 * tests of the limits pass their own.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  try {
    return await testAppOn(database, env, drop);
  } catch (err) {
    await drop();
    throw err;
  }
}

/**
 * The production app, configured for tests (a data folder of its own, `env` over the defaults), on
 * a database that is already there; `close` stops the app, then calls `release`.
 */
export async function testAppOn(
  database: Database,
  env: Record<string, string>,
  release: () => Promise<void>,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'semana-test-')),
    RATE_LIMIT_REGISTER_ATTEMPTS: '10000',
    RATE_LIMIT_LEADS_ATTEMPTS: '10000',
    RATE_LIMIT_WHOLE_LIST_READS: '10000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    sessionSecret: 'test-secret-'.padEnd(48, 'x'),
    logger: false,
  });
  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await release();
    },
  };
}

export async function createTestAppBeside(service: { close(): Promise<void> }, env: Record<string, string>) {
  try {
    const t = await createTestApp(env);
    const close = async () => {
      await t.close();
      await service.close();
    };
    return { t, close };
  } catch (err) {
    await service.close();
    throw err;
  }
}

let counter = 0;
/** A unique username per call, so tests never collide. */
export const uniqueName = (prefix = 'user') => `${prefix}${process.pid}x${++counter}${Date.now() % 100000}`;

export interface TestUser extends PublicUser {
  password: string;
  cookie: string;
}

/** A caller of each access level: nobody, an inactive account, an active owner, a manager, a developer. */
export async function createCallers(
  t: TestApp,
): Promise<Record<'anonymous' | 'inactive' | 'active' | 'manager' | 'dev', TestUser | null>> {
  return {
    anonymous: null,
    inactive: await createUser(t, { active: false }),
    active: await createUser(t, { active: true }),
    manager: await createUser(t, { role: 'manager', active: true }),
    dev: await createUser(t, { role: 'dev', active: true }),
  };
}

/** Creates a user directly (any role) and a signed-in session for it, without the login route. */
export async function createUser(
  t: TestApp,
  opts: { role?: Role; active?: boolean; password?: string } = {},
): Promise<TestUser> {
  const username = uniqueName(opts.role ?? 'user');
  const password = opts.password ?? 'correct-horse-battery';
  const user = await accountsService(t.database.db).createUser({
    username,
    password,
    firstName: 'Test',
    lastName: opts.role ?? 'User',
    email: `${username}@example.test`,
    role: opts.role ?? 'user',
    active: opts.active ?? false,
  });
  return { ...user, password, cookie: await sessionCookie(t, user.id) };
}

/** A session cookie for a user, made the way the login route makes one. */
export async function sessionCookie(t: TestApp, userId: number): Promise<string> {
  const { token } = await sessionStore(t.database.db, t.config.session).create(userId);
  return `${SESSION_COOKIE}=${t.app.signCookie(token)}`;
}

/** The `name=value` of the session cookie a response set, or undefined. */
export function cookieFrom(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c?.value ? `${c.name}=${c.value}` : undefined;
}

export function inject(t: TestApp, opts: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = opts;
  return t.app.inject({ ...rest, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } });
}

/** GETs `url` (signed in when a cookie is given), expects a 200 and answers the JSON body. */
export async function getOk(t: TestApp, url: string, cookie?: string) {
  const res = await inject(t, { method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The names of the files in a folder of the app's data directory (none before it exists). */
export function filesIn(t: TestApp, ...folder: string[]): string[] {
  const dir = path.join(t.config.dataDir, ...folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/**
 * A stand-in client build in a new temporary folder, for CLIENT_DIR: `files` maps a path under it
 * (`index.html`, `assets/app-abc123.js`) to its content; `assets/` always exists.
 */
export function clientBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'semana-client-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

/** The app shell the client is built from (`src/client/index.html`). */
export const sourceShell = () => readFileSync(path.join(projectRoot(), 'src/client/index.html'), 'utf8');
