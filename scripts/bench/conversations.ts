// The inbox of a busy person (decision 060): one account with 10,000 conversations, half as renter
// and half as owner, among 40,000 more between other people, two messages each; its first request
// (the inbox's first page with the unread counts) and the top bar's unread count, from 32 connections.
import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { SESSION_COOKIE } from '#src/server/plugins/auth.ts';
import { openFloor } from './floor';
import { table } from './markdown';
import type { Server } from './processes';
import { poll } from './users';

export const CONVERSATIONS_TARGETS = {
  /** The inbox's first request at 32 connections on PostgreSQL. */
  inboxP99Ms: 50,
  /** The top bar's count, asked by every signed-in page: cheaper still. */
  unreadP99Ms: 50,
};
const MINE = 10_000;
const OTHERS = 40_000;

/** This section's servers sign cookies with a secret it knows, so the person's session is written in SQL. */
const SESSION_SECRET = 'bench-conversations-session-secret-'.padEnd(48, 'x');
export const CONVERSATIONS_SERVER_ENV = { SESSION_SECRET };

type Target = { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };

const rowsOf = (r: { rows: unknown[] }) => r.rows as unknown[][];

/** The busy person, their counterparts and the conversations (once; a second run reuses them); answers the session cookie. */
export async function prepareConversations(target: Target): Promise<string> {
  const floor = await openFloor(target, 1);
  try {
    const count = async (q: string) => Number(rowsOf(await floor.exec(q))[0][0]);
    if ((await count(`select count(*) from users where username = 'bench-inbox'`)) === 0) {
      await floor.exec(`
        insert into users (username, password_hash, first_name, last_name, email, active)
        values ('bench-inbox', '!', 'Bench', 'Inbox', 'bench-inbox@example.test', true)`);
      await floor.exec(`
        insert into users (username, password_hash, first_name, last_name, email, active)
        select 'bench-talker-' || g, '!', 'Talker', 'N' || g, 'bench-talker-' || g || '@example.test', true
          from generate_series(1, ${MINE + OTHERS}) g`);
      const weeks = await count('select count(*) from weeks');
      if (weeks < MINE) throw new Error(`only ${weeks} weeks, ${MINE} wanted`);
      // Half as the renter of a distinct week, half as the owner asked by a distinct renter; the rest
      // between other people. Each conversation a minute apart, with a few unread.
      await floor.exec(`
        with me as (select id from users where username = 'bench-inbox'),
        talkers as (select id, row_number() over (order by id) as n, lead(id) over (order by id) as next_id
                    from users where username like 'bench-talker-%'),
        ws as (select id, row_number() over (order by md5(id::text)) as n from weeks)
        insert into conversations (week_id, guest_id, owner_id, created_at, last_message_at, guest_unread, owner_unread)
        select ws.id,
               case when t.n <= ${MINE / 2} then (select id from me) else t.id end,
               case when t.n <= ${MINE / 2} then t.id when t.n <= ${MINE} then (select id from me)
                    else coalesce(t.next_id, (select min(id) from talkers)) end,
               now() - t.n * interval '1 minute', now() - t.n * interval '1 minute',
               case when t.n % 13 = 0 then 2 else 0 end, case when t.n % 17 = 0 then 1 else 0 end
          from talkers t join ws on ws.n = 1 + (t.n - 1) % ${MINE}
        on conflict do nothing`);
      await floor.exec(`
        insert into conversation_messages (conversation_id, sender_id, body, masked_kinds, created_at)
        select c.id, case when g = 1 then c.guest_id else c.owner_id end,
               case when g = 1 then 'Hola, ¿sigue libre la semana? Somos 2 adultos y 3 niños.'
                    else 'Sí, está libre. Mi cel es 55 1234 5678' end,
               case when g = 1 then '{}'::text[] else '{phone}'::text[] end,
               c.last_message_at - (2 - g) * interval '10 seconds'
          from conversations c cross join generate_series(1, 2) g`);
      await floor.exec('vacuum analyze conversations');
      await floor.exec('vacuum analyze conversation_messages');
    }
    const nonce = randomBytes(12).toString('base64url');
    await floor.exec(
      `insert into sessions (id, user_id, expires_at)
       select encode(sha256(convert_to($1 || '-' || id, 'UTF8')), 'hex'), id, now() + interval '1 day'
         from users where username = 'bench-inbox'`,
      [nonce],
    );
    const id = await count(`select id from users where username = 'bench-inbox'`);
    return `${SESSION_COOKIE}=${encodeURIComponent(sign(`${nonce}-${id}`, SESSION_SECRET))}`;
  } finally {
    await floor.close();
  }
}

export interface ConversationsRow {
  label: string;
  path: string;
  target: number;
  requests: number;
  non2xx: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  total?: number;
}

export async function measureConversations(
  server: Server,
  cookie: string,
  opts: { connections: number; durationS: number },
): Promise<ConversationsRow[]> {
  const cases = [
    {
      label: 'inbox, first page (20, newest first, unread counts)',
      path: '/api/conversations?page=1&pageSize=20',
      target: CONVERSATIONS_TARGETS.inboxP99Ms,
    },
    {
      label: "top bar's unread count",
      path: '/api/conversations/unread',
      target: CONVERSATIONS_TARGETS.unreadP99Ms,
    },
  ];
  const first = await fetch(`${server.baseUrl}${cases[0].path}`, { headers: { cookie } });
  const { total } = (await first.json()) as { total: number };
  const rows: ConversationsRow[] = [];
  for (const c of cases) {
    const r = await poll(server, cookie, c.path, { conditional: false, ...opts });
    rows.push({
      ...c,
      requests: r.requests.total,
      non2xx: r.non2xx,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytesPerAnswer: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
      total,
    });
  }
  return rows;
}

export const conversationsPassed = (rows: ConversationsRow[]) =>
  rows.every((r) => r.requests > 0 && r.non2xx === 0 && r.p99 <= r.target);

export function renderConversations(rows: ConversationsRow[], context: string): string {
  return [
    `The inbox of one person with ${(rows[0]?.total ?? 0).toLocaleString('en-US')} conversations (half as renter, half as owner) among ${(MINE + OTHERS).toLocaleString('en-US')} in all, two messages each; ${context}`,
    '',
    table(
      ['request', 'p50', 'p99 (target)', 'requests', 'non-2xx', 'bytes per answer'],
      rows.map((r) => [
        r.label,
        `${r.p50} ms`,
        `${r.p99} ms (≤ ${r.target} ms) ${r.p99 <= r.target && r.non2xx === 0 ? '✓' : '✗'}`,
        r.requests.toLocaleString('en-US'),
        r.non2xx,
        r.bytesPerAnswer.toLocaleString('en-US'),
      ]),
    ),
  ].join('\n');
}
