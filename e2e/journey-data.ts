import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { makeOwner } from '#src/server/db/seed/demo-factories.ts';
import { createRandom, type Random, seedFromText } from '#src/server/db/seed/demo-random.ts';
import { ACCOUNTS } from './accounts';

/**
 * What a journey's fixtures create, through the public API, with the field values of the demo
 * seeder's own factories (`src/server/db/seed/demo-*.ts`): the same names, prices, codes and texts a
 * demo shows, only each journey's rows are its own. Every helper takes a tag that makes its rows
 * unique to the journey (usernames, e-mails, hotel names), so no other journey finds them. Here:
 * the journey's tag, random source and addresses, and its accounts; the owners' weeks, listings and
 * contracts in journey-records.ts, the visitors' leads in journey-leads.ts.
 */

let counter = 0;
/** A short text no other journey of this run, nor of an earlier run on the same server, has. */
export const uniqueTag = () =>
  `${Date.now().toString(36)}${process.pid.toString(36)}${(++counter).toString(36)}`.toLowerCase();

/** A seeded random source per journey: the factories draw from it. */
export const journeyRandom = (tag: string): Random => createRandom(seedFromText(tag));

export const USER_PASSWORD = 'journey-password-123';

/** An e-mail address only this journey uses, so its leads can be found (and removed) by it. */
export const journeyEmail = (what: string) => `${what}.${uniqueTag()}@example.test`;

export interface FreshUser {
  id: number;
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'manager' | 'dev';
  active: boolean;
  /** An API session of its own, signed in as this user (independent of any page). */
  api: APIRequestContext;
}

export interface UserOptions {
  /** Activated by staff (the fixed developer account, through the accounts API). Default: true. */
  active?: boolean;
  /** Made manager or developer by the fixed developer account. Default: 'user'. */
  role?: 'user' | 'manager' | 'dev';
  /** Text in the username, to tell the accounts apart in a failure. */
  prefix?: string;
  /** The browser language it registers from (saved on the account); the journey's `locale`. */
  locale?: string;
  /** Overrides of the factory's name. */
  firstName?: string;
  lastName?: string;
}

/** An API session signed in as one of the fixed staff accounts: journeys use it, never change it. */
export async function staffSession(baseURL: string, who: 'dev' | 'manager' = 'dev') {
  const api = await playwrightRequest.newContext({ baseURL });
  const a = ACCOUNTS[who];
  const res = await api.post('/api/login', { data: { username: a.username, password: a.password } });
  expect(res.status(), `staff login as ${who}`).toBe(200);
  return api;
}

/** Registers an account through the API with a demo owner's name; staff activate it and set its role. */
export async function createUser(
  baseURL: string,
  staff: APIRequestContext,
  random: Random,
  opts: UserOptions = {},
): Promise<FreshUser> {
  const tag = uniqueTag();
  const made = makeOwner(random, 0, '', new Date());
  const firstName = opts.firstName ?? made.firstName;
  const lastName = opts.lastName ?? made.lastName;
  const base = made.username.replace(/0$/, '').slice(0, 30);
  const username = `${opts.prefix ?? ''}${base}.${tag}`.slice(0, 50);
  const email = made.email.replace(/0@/, `.${tag}@`).replace(/@.*$/, '@example.test');
  const api = await playwrightRequest.newContext({
    baseURL,
    ...(opts.locale ? { extraHTTPHeaders: { 'accept-language': opts.locale } } : {}),
  });
  const res = await api.post('/api/register', {
    data: { username, password: USER_PASSWORD, email, firstName, lastName, role: 'user' },
  });
  expect(res.status(), `register ${username}: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const role = opts.role ?? 'user';
  const active = opts.active ?? true;
  if (active) {
    const activated = await staff.patch(`/api/users/${id}/activation`, { data: { active: true } });
    expect(activated.status(), 'activate').toBe(200);
  }
  if (role !== 'user') {
    const promoted = await staff.patch(`/api/users/${id}/role`, { data: { role } });
    expect(promoted.status(), `make ${role}`).toBe(200);
  }
  return { id, username, password: USER_PASSWORD, email, firstName, lastName, role, active, api };
}

/** Removes an account and, with it, its weeks, listings, contracts and the interest in them. */
export async function removeUser(staff: APIRequestContext, user: FreshUser) {
  await user.api.dispose();
  const res = await staff.delete(`/api/users/${user.id}`);
  // 404: the journey deleted it itself.
  expect([200, 404], `delete user ${user.username}`).toContain(res.status());
}
