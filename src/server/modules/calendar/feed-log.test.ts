import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/server/app.ts';
import { type Config, loadConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/client.ts';
import { createUser, type TestApp } from '#src/server/test/app.ts';
import { createTestDatabase } from '#src/server/test/database.ts';

/** The real app with its production logger, its lines kept: a feed's secret never reaches them. */
describe('calendar feed secrets and the log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let config: Config;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'semana-feed-log-')),
      LOG_LEVEL: 'info',
    });
    app = await buildApp({
      config,
      database,
      sessionSecret: 'feed-log-secret-'.padEnd(48, 'x'),
      logDestination: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('logs the route’s pattern for a good, a wrong and a replaced secret, never the secret, even misspelt', async () => {
    const person = await createUser({ app, database, config } as TestApp);
    const make = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/calendar-feeds/trips',
        headers: { cookie: person.cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
      return new URL(res.json().url as string).pathname;
    };
    const first = await make();
    const second = await make();
    const wrong = `/api/calendar/${'Q'.repeat(43)}.ics`;
    for (const [url, status] of [
      [second, 200],
      [first, 404],
      [wrong, 404],
    ] as const) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
    // The working secret misspelt so that no route matches (the log shows the path, not a
    // pattern): a calendar program or a person's paste may change its case, slashes or ending.
    const misspelt = [
      second.replace(/\.ics$/, '.ICS'),
      second.replace('/api/', '/API/'),
      second.replace('/calendar/', '/calendar//'),
      `${second};x`,
      `${second}%00`,
      `${second.replace(/\.ics$/, '')}.txt`,
    ];
    for (const url of misspelt) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const log = lines.join('\n');
    expect(log).toContain('/api/calendar/:token.ics');
    for (const url of [first, second, wrong]) {
      const secret = /calendar\/(.+)\.ics$/.exec(url)?.[1] as string;
      expect(log).not.toContain(secret);
    }
  });
});
