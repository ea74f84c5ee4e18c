import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { accountsService } from '../modules/accounts/service';
import { type ServerProcess, startHealthyServer } from './server-process';

/**
 * Ordinary writing traffic against a real server process while a test does something to its
 * PostgreSQL (terminates backends, kills one): owners list weeks (a job each), visitors ask for
 * weeks and register (a mail each). `underLoad` then checks what docs/security.md promises: every
 * process that started still runs, health recovers within seconds, every acknowledged write is
 * there, and every job is done once or still waiting its turn, never lost, never done twice.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Load {
  weeks: number[];
  /** Week requests are acknowledged without an id: by their unique address. */
  requests: string[];
  users: { id: number; email: string }[];
  /** Answers by `METHOD path status` (0: no answer). */
  statuses: Map<string, number>;
  stop(): Promise<void>;
}

/** Fifteen clients: a quarter list weeks, a quarter ask for weeks, a quarter register, the rest read. */
function writeLoad(
  base: string,
  ownerCookie: string,
  week: { resortId: number; unitTypeId: number; locationId: number },
) {
  const load: Load = { weeks: [], requests: [], users: [], statuses: new Map(), stop: async () => {} };
  let running = true;
  let n = 0;
  const count = (what: string) => load.statuses.set(what, (load.statuses.get(what) ?? 0) + 1);
  const post = async (url: string, body: object, cookie?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    count(`POST ${url} ${res.status}`);
    if (res.status === 201) return (await res.json()) as { id?: number };
    await res.arrayBuffer();
    return undefined;
  };
  const loop = (step: () => Promise<void>) => async () => {
    while (running) {
      try {
        await step();
      } catch {
        count('no answer');
        await sleep(50);
      }
    }
  };
  const listWeek = async () => {
    const i = n++;
    const from = new Date(Date.UTC(2027, 0, 1) + (i % 300) * 86_400_000);
    const to = new Date(from.getTime() + 6 * 86_400_000);
    const created = await post(
      '/api/weeks',
      {
        ...week,
        fromDate: from.toISOString().slice(0, 10),
        toDate: to.toISOString().slice(0, 10),
        price: 1000 + i,
        reservationCode: `FAULT-${i}`,
      },
      ownerCookie,
    );
    if (created?.id) load.weeks.push(created.id);
  };
  const askForWeek = async () => {
    const email = `asker-${n++}-${Date.now()}@example.test`;
    const created = await post('/api/week-requests', {
      name: 'Ana',
      email,
      preferredLocation: 'Nuevo Vallarta',
      // No listed week matches (they are in 2027): one mail per request, the confirmation.
      startDate: '2029-03-01',
      endDate: '2029-03-08',
      additionalDetails: '',
    });
    if (created) load.requests.push(email);
  };
  const register = async () => {
    const username = `reg${n++}x${Date.now()}`;
    const email = `${username}@example.test`;
    const created = await post('/api/register', {
      username,
      password: 'correct-horse-battery',
      firstName: 'Reg',
      lastName: 'Ister',
      email,
    });
    if (created?.id) load.users.push({ id: created.id, email });
  };
  const read = async () => {
    const res = await fetch(`${base}/api/weeks/search?page=1&pageSize=20&from=2027-0${1 + (n++ % 9)}-01`, {
      signal: AbortSignal.timeout(15_000),
    });
    count(`GET /api/weeks/search ${res.status}`);
    await res.arrayBuffer();
  };
  const clients = [
    ...Array.from({ length: 4 }, () => loop(listWeek)),
    ...Array.from({ length: 4 }, () => loop(askForWeek)),
    ...Array.from({ length: 4 }, () => loop(register)),
    ...Array.from({ length: 3 }, () => loop(read)),
  ];
  const all = Promise.all(clients.map((c) => c()));
  load.stop = async () => {
    running = false;
    await all;
  };
  return load;
}

/** The recipients of the messages written to the file outbox, one entry per message. */
function outboxRecipients(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => /^To: (.+)$/m.exec(readFileSync(path.join(outbox, f), 'utf8'))?.[1]?.trim() ?? '');
}

async function health(base: string): Promise<number> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Starts the app on the database at `url` (files in `dataDir`), puts it under load, runs `faults`, and checks what the class promises. */
export async function underLoad(
  url: string,
  dataDir: string,
  env: Record<string, string>,
  faults: () => Promise<void>,
) {
  const server: ServerProcess = await startHealthyServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DB_POOL_SIZE: '4',
    DB_CONNECT_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_CREATE_ATTEMPTS: '100000',
    RATE_LIMIT_REGISTER_ATTEMPTS: '100000',
    RATE_LIMIT_LEADS_ATTEMPTS: '100000',
    ...env,
  });
  const base = `http://127.0.0.1:${server.port}`;
  // Every app process is serving before the faults begin (health answers with the first).
  const processes = Number(env.WEB_CONCURRENCY ?? 1);
  const serving = Date.now() + 60_000;
  while ((server.output().match(/Semana is serving/g) ?? []).length < processes && Date.now() < serving) {
    await sleep(100);
  }
  const week = await (async () => {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      const { rows } = await setup.query(
        `select ut.id as "unitTypeId", ut.resort_id as "resortId", r.location_id as "locationId"
           from unit_types ut join resorts r on r.id = ut.resort_id order by ut.id limit 1`,
      );
      return rows[0] as { resortId: number; unitTypeId: number; locationId: number };
    } finally {
      await setup.end();
    }
  })();
  // The owner is made once the server has migrated the database.
  const { Pool } = pg;
  const pool = new Pool({ connectionString: url, max: 1 });
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const username = `owner${Date.now()}`;
  await accountsService(drizzle(pool)).createUser({
    username,
    password: 'correct-horse-battery',
    firstName: 'Olga',
    lastName: 'Owner',
    email: `${username}@example.test`,
    role: 'user',
    active: true,
  });
  await pool.end();
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct-horse-battery' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const load = writeLoad(base, cookie, week);
  let recoveredMs = Number.POSITIVE_INFINITY;
  try {
    await sleep(1500);
    await faults();
    const since = Date.now();
    while (Date.now() - since < 20_000) {
      if ((await health(base)) === 200) {
        recoveredMs = Date.now() - since;
        break;
      }
      await sleep(100);
    }
    // Writes go on after the faults, and succeed.
    await sleep(1500);
  } finally {
    await load.stop();
  }

  // Every process is still the one that started: none died and none was replaced.
  expect(server.child.exitCode, server.output()).toBeNull();
  expect(server.output()).not.toMatch(/ended \(|unhandled|Unhandled|could not start/);
  expect(recoveredMs).toBeLessThan(10_000);
  const answers = JSON.stringify([...load.statuses]);
  expect(
    [...load.statuses.keys()].filter((k) => / 5\d\d$/.test(k) && !k.endsWith(' 503')),
    answers,
  ).toEqual([]);
  expect(load.weeks.length, answers).toBeGreaterThan(5);
  expect(load.requests.length, answers).toBeGreaterThan(5);
  expect(load.users.length, answers).toBeGreaterThan(5);

  const check = new pg.Client({ connectionString: url });
  await check.connect();
  try {
    // Every acknowledged write is there.
    const present = async (table: string, ids: number[]) =>
      Number((await check.query(`select count(*) from ${table} where id = any($1)`, [ids])).rows[0].count);
    expect(await present('weeks', load.weeks)).toBe(load.weeks.length);
    expect(
      await present(
        'users',
        load.users.map((u) => u.id),
      ),
    ).toBe(load.users.length);
    const asked = await check.query('select count(distinct email) from week_requests where email = any($1)', [
      load.requests,
    ]);
    expect(Number(asked.rows[0].count)).toBe(load.requests.length);

    // The queue drains by itself: mail is sent once each; what is not sent yet is still queued.
    const expected = [...load.requests, ...load.users.map((u) => u.email)];
    const until = Date.now() + 20_000;
    let sent = outboxRecipients(dataDir);
    while (expected.some((e) => !sent.includes(e)) && Date.now() < until) {
      await sleep(500);
      sent = outboxRecipients(dataDir);
    }
    const perAddress = new Map<string, number>();
    for (const to of sent) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect([...perAddress].filter(([, times]) => times > 1)).toEqual([]);
    const { rows: jobs } = await check.query<{ name: string; state: string; count: string }>(
      `select name, state, count(*) from pgboss.job group by name, state`,
    );
    // No job gave up; an unsent message's job is still waiting or running (claimed by a connection
    // that died, it is retried when its claim expires).
    expect(jobs.filter((j) => j.state === 'failed' || j.state === 'cancelled')).toEqual([]);
    const unsent = expected.filter((e) => !sent.includes(e));
    const waiting = jobs
      .filter((j) => j.name === 'mail-send' && j.state !== 'completed')
      .reduce((sum, j) => sum + Number(j.count), 0);
    expect(unsent.length).toBeLessThanOrEqual(waiting);
    // Nearly all of it went out within the wait (a claim lost with its connection waits for expiry).
    expect(unsent.length).toBeLessThanOrEqual(Math.max(2, expected.length * 0.05));
    // The figures docs/security.md quotes.
    console.info(
      `queue faults${env.WEB_CONCURRENCY ? ` (WEB_CONCURRENCY=${env.WEB_CONCURRENCY})` : ''}: health 200 again ${recoveredMs} ms after the last fault; acknowledged ${load.weeks.length} weeks, ${load.requests.length} week requests, ${load.users.length} accounts, all present; ${sent.length} mails sent once each, ${unsent.length} still queued; answers ${answers}`,
    );
  } finally {
    await check.end();
  }
  server.child.kill('SIGTERM');
  await server.exited;
  return { server, load };
}
