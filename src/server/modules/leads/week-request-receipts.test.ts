import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject, type TestApp } from '#src/server/test/app.ts';
import { createMailingApp, mailbox, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { WEEK_REQUEST_RECEIPTS_PER_DAY } from './routes';

/**
 * A week request mails a receipt to the address it names, which nobody has confirmed: anyone could
 * name someone else's. However many requests name one address, it gets a few receipts a day; the
 * requests themselves are all kept and answered alike.
 */
let t: TestApp;
let peer: SmtpPeer;
let close: (() => Promise<void>) | undefined;
const { mailsTo } = mailbox(() => peer);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
}, 60_000);
afterAll(() => close?.());

it('mails at most a few receipts a day to one address, and keeps every request', async () => {
  const victim = 'someone.else@example.test';
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      inject(t, {
        method: 'POST',
        url: '/api/week-requests',
        payload: {
          name: `Sender ${i}`,
          // The same address, however it is written.
          email: i % 2 ? victim.toUpperCase() : victim,
          preferredLocation: 'Los Cabos',
          startDate: day(30),
          endDate: day(37),
        },
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as n from week_requests where lower(email) = ${victim}`,
  )) as unknown as { rows: { n: number }[] };
  expect(rows[0].n).toBe(8);
  const mailed = () => mailsTo(victim).length;
  await until(() => mailed() >= WEEK_REQUEST_RECEIPTS_PER_DAY);
  // Longer than a mail worker's polling interval: any further receipt would have come by now.
  await new Promise((r) => setTimeout(r, 3_000));
  expect(mailed()).toBe(WEEK_REQUEST_RECEIPTS_PER_DAY);

  // Another address still gets its receipt.
  const other = await inject(t, {
    method: 'POST',
    url: '/api/week-requests',
    payload: {
      name: 'Ana',
      email: 'ana.receipt@example.test',
      preferredLocation: 'Los Cabos',
      startDate: day(30),
      endDate: day(37),
    },
  });
  expect(other.statusCode).toBe(201);
  await until(() => mailsTo('ana.receipt@example.test').length > 0);
  expect(mailsTo('ana.receipt@example.test')).toHaveLength(1);
}, 60_000);

it('counts only requests that are kept: refused ones use none of the address’s receipts', async () => {
  const address = 'refused.first@example.test';
  const request = (startDate: string) =>
    inject(t, {
      method: 'POST',
      url: '/api/week-requests',
      payload: { name: 'Ben', email: address, preferredLocation: 'Los Cabos', startDate, endDate: day(40) },
    });
  for (let i = 0; i < WEEK_REQUEST_RECEIPTS_PER_DAY + 1; i++) {
    const refused = await request(day(-3));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Start date cannot be in the past');
  }
  expect((await request(day(30))).statusCode).toBe(201);
  await until(() => mailsTo(address).length > 0);
  expect(mailsTo(address)).toHaveLength(1);
}, 60_000);
