import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, allows } from '#src/shared/permissions.ts';
import { buildApp } from './app';
import { createCallers, createTestApp, inject, sessionCookie, type TestApp } from './test/app';

let t: TestApp;
let people: Awaited<ReturnType<typeof createCallers>>;

beforeAll(async () => {
  t = await createTestApp();
  people = await createCallers(t);
});
afterAll(() => t.close());

/** A fresh session per request: some routes (logout) end the session they are called with. */
async function freshCookie(who: keyof typeof people): Promise<string | undefined> {
  const p = people[who];
  if (!p) return undefined;
  return sessionCookie(t, p.id);
}

describe('every route declares who may call it', () => {
  it('has a declaration on every /api route', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(3);
    const undeclared = api.filter((r) => !r.access);
    expect(undeclared).toEqual([]);
  });

  it('refuses to build an app with an undeclared /api route', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      sessionSecret: 'x'.repeat(48),
      logger: false,
    });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.access/);
    await app.close();
  });

  it('answers 401 to anonymous and 403 to the wrong role, on every route', async () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    const failures: string[] = [];
    for (const route of api) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const who of Object.keys(people) as (keyof typeof people)[]) {
        const res = await inject(t, {
          method: route.method as 'GET',
          url,
          cookie: await freshCookie(who),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const body = res.headers['content-type']?.toString().includes('json') ? res.json() : {};
        const allowed = allows(route.access as Access, people[who]);
        const label = `${route.method} ${route.url} as ${who}`;
        if (!allowed) {
          const expected = people[who] ? 403 : 401;
          if (res.statusCode !== expected)
            failures.push(`${label}: expected ${expected}, got ${res.statusCode}`);
        } else if (['UNAUTHENTICATED', 'FORBIDDEN', 'INACTIVE'].includes(body.code)) {
          failures.push(
            `${label}: allowed by its declaration but refused with ${res.statusCode} ${body.code}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
