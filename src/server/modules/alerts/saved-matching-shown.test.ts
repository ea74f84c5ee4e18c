import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { hideWeek } from '#src/server/modules/weeks/hiding.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  alertJobsDone,
  alertPlace,
  confirmedAddress,
  dayFromNow,
  listWeekAt,
  saveSearch,
} from '#src/server/test/saved-searches.ts';
import { createMailingApp, mailbox, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { verifyWeek } from '#src/server/test/verification.ts';

/**
 * A week that comes to meet a saved search after it was listed is matched then: staff verifying
 * it (verified-only searches), and moderation showing a hidden week again. Nobody already told of
 * the week is told twice.
 */
let t: TestApp;
let peer: SmtpPeer;
let close: (() => Promise<void>) | undefined;
let owner: TestUser;
let manager: TestUser;
let place: Awaited<ReturnType<typeof alertPlace>>;
const { mailsTo } = mailbox(() => peer);
const alertsTo = (email: string) =>
  mailsTo(email).filter((m) => /^New week:/.test(m.headers.get('subject') ?? ''));
/** The addresses told of a week (one row each, whatever matched). */
const told = async (weekId: number) =>
  rowsOf<{ email: string }>(
    await t.database.db.execute(sql`select email from alert_mails where week_id = ${weekId} order by email`),
  ).map((r) => r.email);

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp({
    RATE_LIMIT_LEADS_ATTEMPTS: '100000',
    UPLOADS_PER_ACCOUNT: '200',
    UPLOADS_IN_FLIGHT: '400',
  }));
  await seedReferenceData(t.database.db);
  place = await alertPlace(t, 0);
  owner = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
}, 60_000);
afterAll(() => close?.());

async function searchOf(name: string, filters: Record<string, unknown>) {
  const email = await confirmedAddress(t, `${name}@example.test`);
  const res = await saveSearch(t, { filters, frequency: 'instant', email });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().state).toBe('active');
  return email;
}

describe('a week that comes to match after its listing', () => {
  it('a week verified after it was listed is matched then for verified-only searches, once', async () => {
    const onlyVerified = await searchOf('shown-verified', { locationId: place.location.id, verified: true });
    const any = await searchOf('shown-any', { locationId: place.location.id });
    const week = await listWeekAt(t, owner.cookie, place, dayFromNow(50));
    await alertJobsDone(t);
    await until(() => alertsTo(any).length === 1);
    expect(alertsTo(onlyVerified)).toHaveLength(0);

    await verifyWeek(t, week.id, owner.cookie, manager.cookie);
    await alertJobsDone(t);
    await until(() => alertsTo(onlyVerified).length === 1);
    expect(await told(week.id)).toEqual([any, onlyVerified].sort());
    expect(alertsTo(any)).toHaveLength(1);
  }, 60_000);

  it('a week moderation shows again is matched then; not while it was hidden', async () => {
    const week = await listWeekAt(t, owner.cookie, place, dayFromNow(64), 1900);
    // Hidden by staff before its matching ran: the job finds nothing on offer.
    await hideWeek(t.database.db, week.id);
    await alertJobsDone(t);
    const email = await searchOf('shown-unhidden', { locationId: place.location.id, minPrice: 1900 });
    expect(alertsTo(email)).toHaveLength(0);

    const shown = await inject(t, {
      method: 'POST',
      url: '/api/staff/reports/unhide',
      cookie: manager.cookie,
      payload: { kind: 'week', targetId: week.id },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    await alertJobsDone(t);
    await until(() => alertsTo(email).length === 1);
    // The earlier search for anywhere in the destination hears of it too, now it is on the lists.
    expect(await told(week.id)).toEqual(['shown-any@example.test', email]);
  }, 60_000);
});
