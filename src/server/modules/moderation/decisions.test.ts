import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { reports } from '#src/server/db/schema/moderation.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, onOffer, postBooking } from '#src/server/test/bookings.ts';
import { seedReferences, seedWeekAndListing } from '#src/server/test/owner-records.ts';
import { createMailingApp, mailbox, type SmtpPeer } from '#src/server/test/smtp-peer.ts';

/** The moderation queue and its decisions: who may, what each does, and who is told. */
describe('deciding reports', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let close: () => Promise<void>;
  let manager: TestUser;
  let dev: TestUser;
  const mail = mailbox(() => peer);

  beforeAll(async () => {
    ({ t, peer, close } = await createMailingApp({
      RATE_LIMIT_REPORTS_ATTEMPTS: '100000',
      RATE_LIMIT_BOOKINGS_ATTEMPTS: '1000',
      PAYMENTS_TEST_MODE: 'true',
    }));
    await seedReferences(t);
    manager = await createUser(t, { role: 'manager', active: true });
    dev = await createUser(t, { role: 'dev', active: true });
  }, 60_000);
  afterAll(() => close?.());

  async function reportOf(reporter: TestUser, kind: 'week' | 'property', targetId: number, reason = 'fraud') {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/reports',
      cookie: reporter.cookie,
      payload: { kind, targetId, reason, text: 'Asked me to wire money to a personal account' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }
  const decide = (cookie: string | undefined, id: number, payload: Record<string, unknown>) =>
    inject(t, { method: 'POST', url: `/api/staff/reports/${id}/decision`, cookie, payload });
  const queue = (cookie: string | undefined, query = '') =>
    inject(t, { method: 'GET', url: `/api/staff/reports${query}`, cookie });
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(reports).where(eq(reports.id, id)))[0];
  const account = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  /** Whether the public sees the week: the search of its place, the landing's counts, the whole list. */
  async function publicSees(week: { id: number; locationId: number }) {
    const search = await inject(t, {
      method: 'GET',
      url: `/api/weeks/search?locationId=${week.locationId}&pageSize=100&sort=newest`,
    });
    const all = await inject(t, { method: 'GET', url: `/api/weeks/location/${week.locationId}` });
    const whole = await inject(t, { method: 'GET', url: '/api/weeks/location' });
    return {
      search: search.json().items.some((w: { id: number }) => w.id === week.id),
      location: all.json().some((w: { id: number }) => w.id === week.id),
      whole: whole.json().some((w: { id: number }) => w.id === week.id),
    };
  }

  it('is for managers and developers only', async () => {
    const member = await createUser(t, { active: true });
    const owner = await createUser(t, { active: true });
    const { week } = await seedWeekAndListing(t, owner.id, '2031-04-01');
    const id = await reportOf(member, 'week', week.id);
    expect((await queue(undefined)).statusCode).toBe(401);
    expect((await queue(member.cookie)).statusCode).toBe(403);
    expect((await decide(undefined, id, { action: 'dismiss' })).statusCode).toBe(401);
    expect((await decide(member.cookie, id, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await decide(owner.cookie, id, { action: 'dismiss' })).statusCode).toBe(403);
    const unhide = await inject(t, {
      method: 'POST',
      url: '/api/staff/reports/unhide',
      cookie: member.cookie,
      payload: { kind: 'week', targetId: week.id },
    });
    expect(unhide.statusCode).toBe(403);
    expect((await statusOf(id)).status).toBe('open');
    for (const staff of [manager, dev]) {
      const res = await queue(staff.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  it('lists open reports oldest first with the item, its reporters’ count and the owner’s other reports', async () => {
    const owner = await createUser(t, { active: true });
    const { week, listing } = await seedWeekAndListing(t, owner.id, '2031-05-01');
    const [a, b] = [await createUser(t), await createUser(t)];
    const first = await reportOf(a, 'week', week.id, 'wrong_details');
    const second = await reportOf(b, 'week', week.id, 'fraud');
    await reportOf(a, 'property', listing.id, 'offensive');
    const res = await queue(manager.cookie, '?kind=week&pageSize=100');
    const items = res.json().items as { id: number }[];
    const ours = items.filter((r) => r.id === first || r.id === second);
    expect(ours.map((r) => r.id)).toEqual([first, second]);
    expect(res.json().items.find((r: { id: number }) => r.id === first)).toMatchObject({
      kind: 'week',
      targetId: week.id,
      reason: 'wrong_details',
      status: 'open',
      openReportsOfItem: 2,
      reporter: { id: a.id },
      owner: { id: owner.id, role: 'user', active: true, fraudUpheld: false, otherReports: 1 },
      item: { exists: true, hidden: false },
    });
    const none = await queue(manager.cookie, '?status=dismissed&kind=property&pageSize=100');
    expect(none.json().items.some((r: { targetId: number }) => r.targetId === listing.id)).toBe(false);
    expect((await queue(manager.cookie, '?status=closed')).statusCode).toBe(400);
    expect((await queue(manager.cookie, '?page=0')).statusCode).toBe(400);
  });

  it('hides a week from every public list at once, upholds fraud, decides its other reports and tells everyone', async () => {
    const owner = await createUser(t, { active: true });
    const { week } = await bookableWeek(t, owner.id);
    const [a, b] = [await createUser(t), await createUser(t)];
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, b.id));
    expect(await publicSees(week)).toEqual({ search: true, location: true, whole: true });
    const first = await reportOf(a, 'week', week.id, 'fraud');
    const second = await reportOf(b, 'week', week.id, 'wrong_details');

    const res = await decide(manager.cookie, first, {
      action: 'hide',
      upholdFraud: true,
      note: 'Internal: same photos as a known scam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'hidden', decided: 2, fraudUpheld: true });
    expect(await publicSees(week)).toEqual({ search: false, location: false, whole: false });
    expect(await onOffer(t, week.id)).toBe(false);
    expect((await account(owner.id)).fraudUpheldAt).toBeInstanceOf(Date);
    for (const id of [first, second]) {
      expect(await statusOf(id)).toMatchObject({
        status: 'hidden',
        decidedBy: manager.id,
        fraudUpheld: true,
      });
    }

    // Gone for renters: no quote, no booking, no interest, no second report.
    const renter = await createUser(t);
    const quote = await inject(t, {
      method: 'GET',
      url: `/api/bookings/quote?weekId=${week.id}`,
      cookie: renter.cookie,
    });
    expect(quote.statusCode).toBe(404);
    expect((await postBooking(t, renter.cookie, week.id)).statusCode).toBe(404);
    const interest = await inject(t, {
      method: 'POST',
      url: '/api/week-interests',
      payload: { weekId: week.id, email: 'visitor@example.test', message: 'Is it free?' },
    });
    expect(interest.statusCode).toBe(404);
    const again = await inject(t, {
      method: 'POST',
      url: '/api/reports',
      cookie: renter.cookie,
      payload: { kind: 'week', targetId: week.id, reason: 'fraud' },
    });
    expect(again.statusCode).toBe(404);
    // The owner still has it, marked, and cannot delete the report's record.
    const own = await inject(t, { method: 'GET', url: '/api/weeks/my-weeks', cookie: owner.cookie });
    expect(own.json().find((w: { id: number }) => w.id === week.id)).toMatchObject({ hidden: true });
    const del = await inject(t, { method: 'DELETE', url: `/api/weeks/${week.id}`, cookie: owner.cookie });
    expect(del.statusCode).toBe(409);

    // The reporters learn the outcome in their language, without staff's name or note.
    const toA = await mail.mailTo(a.email, /We reviewed your report/);
    expect(toA.body).toContain('We removed the listing from Semana');
    const toB = await mail.mailTo(b.email, /Revisamos tu reporte/);
    expect(toB.body).toContain('Retiramos el anuncio de Semana');
    for (const m of [toA, toB]) {
      expect(m.body).not.toContain('Internal');
      expect(m.body).not.toContain(manager.lastName === 'manager' ? manager.username : manager.lastName);
    }
    const toOwner = await mail.mailTo(owner.email, /Your listing was hidden/);
    expect(toOwner.body).toContain('suspected fraud');
    expect(toOwner.body).not.toContain('Internal');

    // The reporter's own list shows the outcome.
    const mine = await inject(t, { method: 'GET', url: '/api/reports/mine', cookie: a.cookie });
    expect(mine.json().items[0]).toMatchObject({
      id: first,
      status: 'hidden',
      item: { hidden: true, link: null },
    });
  });

  it('keeps a hidden week off offer when its booking is cancelled, and unhiding puts it back', async () => {
    const owner = await createUser(t, { active: true });
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    const held = await postBooking(t, renter.cookie, week.id);
    expect(held.statusCode, held.body).toBe(201);
    const id = await reportOf(await createUser(t), 'week', week.id, 'offensive');
    expect((await decide(dev.cookie, id, { action: 'hide' })).statusCode).toBe(200);
    const cancel = await inject(t, {
      method: 'POST',
      url: `/api/bookings/${held.json().id}/cancel`,
      cookie: renter.cookie,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Hidden wins over the bookings trigger.
    expect(await onOffer(t, week.id)).toBe(false);
    expect((await publicSees(week)).search).toBe(false);

    const unhide = (cookie: string) =>
      inject(t, {
        method: 'POST',
        url: '/api/staff/reports/unhide',
        cookie,
        payload: { kind: 'week', targetId: week.id },
      });
    const res = await unhide(manager.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await onOffer(t, week.id)).toBe(true);
    expect(await publicSees(week)).toEqual({ search: true, location: true, whole: true });
    expect((await unhide(manager.cookie)).statusCode).toBe(404);
    // Fraud was not upheld by this decision.
    expect((await account(owner.id)).fraudUpheldAt).toBeNull();
  });

  it('unhiding a week that was booked before it was hidden leaves it off offer while the booking lasts', async () => {
    const owner = await createUser(t, { active: true });
    const { week } = await bookableWeek(t, owner.id);
    const held = await postBooking(t, (await createUser(t)).cookie, week.id);
    expect(held.statusCode).toBe(201);
    const id = await reportOf(await createUser(t), 'week', week.id, 'offensive');
    expect((await decide(manager.cookie, id, { action: 'hide' })).statusCode).toBe(200);
    const res = await inject(t, {
      method: 'POST',
      url: '/api/staff/reports/unhide',
      cookie: manager.cookie,
      payload: { kind: 'week', targetId: week.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await onOffer(t, week.id)).toBe(false);
  });

  it('hides a property listing from the search and the whole list, and unhides it', async () => {
    const owner = await createUser(t, { active: true });
    const { listing } = await seedWeekAndListing(t, owner.id, '2031-06-01');
    const name = `Hidden Palms ${listing.id}`;
    await t.database.db
      .update(propertyListings)
      .set({ hotelName: name })
      .where(eq(propertyListings.id, listing.id));
    const sees = async () => {
      const search = await inject(t, {
        method: 'GET',
        url: `/api/property-listings/search?q=${encodeURIComponent(name)}`,
      });
      const all = await inject(t, { method: 'GET', url: '/api/property-listings' });
      const interest = await inject(t, {
        method: 'POST',
        url: '/api/property-listing-interests',
        payload: { propertyListingId: listing.id, email: 'visitor@example.test', message: 'Still for sale?' },
      });
      return {
        search: search.json().items.some((l: { id: number }) => l.id === listing.id),
        all: all.json().some((l: { id: number }) => l.id === listing.id),
        interest: interest.statusCode,
      };
    };
    expect(await sees()).toEqual({ search: true, all: true, interest: 201 });
    const id = await reportOf(await createUser(t), 'property', listing.id, 'fraud');
    expect((await decide(manager.cookie, id, { action: 'hide', upholdFraud: true })).statusCode).toBe(200);
    expect(await sees()).toEqual({ search: false, all: false, interest: 404 });
    // The owner keeps it, marked, and cannot delete the report's record.
    const mine = await inject(t, {
      method: 'GET',
      url: '/api/property-listings/my-listings',
      cookie: owner.cookie,
    });
    expect(mine.json().find((l: { id: number }) => l.id === listing.id)).toMatchObject({ hidden: true });
    const del = await inject(t, {
      method: 'DELETE',
      url: `/api/property-listings/${listing.id}`,
      cookie: owner.cookie,
    });
    expect(del.statusCode).toBe(409);
    const res = await inject(t, {
      method: 'POST',
      url: '/api/staff/reports/unhide',
      cookie: dev.cookie,
      payload: { kind: 'property', targetId: listing.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await sees()).toEqual({ search: true, all: true, interest: 201 });
  });

  it('decides a report once: a second decision, or a second staff member at the same moment, is refused', async () => {
    const owner = await createUser(t, { active: true });
    const { week } = await seedWeekAndListing(t, owner.id, '2031-07-01');
    const id = await reportOf(await createUser(t), 'week', week.id, 'offensive');
    const other = await reportOf(await createUser(t), 'week', week.id, 'offensive');
    const both = await Promise.all([
      decide(manager.cookie, id, { action: 'dismiss' }),
      decide(dev.cookie, other, { action: 'warn', note: 'Please fix the photos' }),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)!.json();
    expect(winner.decided).toBe(2);
    expect((await statusOf(id)).status).toBe(winner.status);
    expect((await statusOf(other)).status).toBe(winner.status);
    const twice = await decide(manager.cookie, id, { action: 'hide' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This report was already decided');
    expect((await decide(manager.cookie, 2_000_000_000, { action: 'dismiss' })).statusCode).toBe(404);
  });

  it('checks the decision’s input: a warning needs its note, only a fraud report is upheld, by hiding or deactivating', async () => {
    const owner = await createUser(t, { active: true });
    const { week } = await seedWeekAndListing(t, owner.id, '2031-08-01');
    const id = await reportOf(await createUser(t), 'week', week.id, 'offensive');
    expect((await decide(manager.cookie, id, { action: 'warn' })).statusCode).toBe(400);
    expect((await decide(manager.cookie, id, { action: 'ban' })).statusCode).toBe(400);
    expect((await decide(manager.cookie, id, { action: 'dismiss', note: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    const notFraud = await decide(manager.cookie, id, { action: 'hide', upholdFraud: true });
    expect(notFraud.statusCode).toBe(400);
    expect(notFraud.json().message).toBe('Only a report of fraud can be upheld as fraud');
    const fraud = await reportOf(await createUser(t), 'week', week.id, 'fraud');
    const dismissUpheld = await decide(manager.cookie, fraud, { action: 'dismiss', upholdFraud: true });
    expect(dismissUpheld.statusCode).toBe(400);
    expect((await statusOf(id)).status).toBe('open');
    expect((await account(owner.id)).fraudUpheldAt).toBeNull();
  });

  it('warns the owner with staff’s note, and a dismissal leaves the listing up; the reporter is told either way', async () => {
    const owner = await createUser(t, { active: true });
    const { week } = await bookableWeek(t, owner.id);
    const reporter = await createUser(t);
    const id = await reportOf(reporter, 'week', week.id, 'wrong_details');
    const res = await decide(manager.cookie, id, {
      action: 'warn',
      note: 'The unit type in your listing is wrong.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const warning = await mail.mailTo(owner.email, /A warning about your listing/);
    expect(warning.body).toContain('The unit type in your listing is wrong.');
    expect((await mail.mailTo(reporter.email, /We reviewed your report/)).body).toContain(
      'We contacted the owner',
    );
    expect((await account(owner.id)).active).toBe(true);
    expect((await publicSees(week)).search).toBe(true);

    const later = await createUser(t);
    const dismissed = await reportOf(later, 'week', week.id, 'other');
    expect((await decide(dev.cookie, dismissed, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await mail.mailTo(later.email, /We reviewed your report/)).body).toContain('We found nothing');
    expect((await publicSees(week)).search).toBe(true);
  });

  it('deactivates a member’s account through the accounts rule: a manager never a manager’s or a developer’s', async () => {
    const member = await createUser(t, { active: true });
    const { week } = await bookableWeek(t, member.id);
    const id = await reportOf(await createUser(t), 'week', week.id, 'fraud');
    const res = await decide(manager.cookie, id, { action: 'deactivate', upholdFraud: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await account(member.id);
    expect(after.active).toBe(false);
    expect(after.fraudUpheldAt).toBeInstanceOf(Date);
    expect((await publicSees(week)).search).toBe(false);
    await mail.mailTo(member.email, /Your account can no longer publish/);

    for (const role of ['manager', 'dev'] as const) {
      const staffOwner = await createUser(t, { role, active: true });
      const { week: theirs } = await seedWeekAndListing(t, staffOwner.id, '2031-09-01');
      const report = await reportOf(await createUser(t), 'week', theirs.id, 'fraud');
      const refused = await decide(manager.cookie, report, { action: 'deactivate', upholdFraud: true });
      expect(refused.statusCode).toBe(403);
      // Nothing of the decision was written.
      expect((await statusOf(report)).status).toBe('open');
      expect(await account(staffOwner.id)).toMatchObject({ active: true, fraudUpheldAt: null });
      const byDev = await decide(dev.cookie, report, { action: 'deactivate' });
      expect(byDev.statusCode, byDev.body).toBe(200);
      expect((await account(staffOwner.id)).active).toBe(false);
    }
  });

  it('staff never decide on reports of their own listings; a manager upholds fraud against members only', async () => {
    const { week: managersOwn } = await seedWeekAndListing(t, manager.id, '2031-10-06');
    const own = await reportOf(await createUser(t), 'week', managersOwn.id, 'fraud');
    const refused = await decide(manager.cookie, own, { action: 'dismiss' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await statusOf(own)).status).toBe('open');
    expect((await decide(dev.cookie, own, { action: 'dismiss' })).statusCode).toBe(200);

    const colleague = await createUser(t, { role: 'manager', active: true });
    const { week: theirs } = await seedWeekAndListing(t, colleague.id, '2031-10-13');
    const report = await reportOf(await createUser(t), 'week', theirs.id, 'fraud');
    const upheld = await decide(manager.cookie, report, { action: 'hide', upholdFraud: true });
    expect(upheld.statusCode, upheld.body).toBe(403);
    expect((await statusOf(report)).status).toBe('open');
    expect((await account(colleague.id)).fraudUpheldAt).toBeNull();
    expect((await publicSees(theirs)).search).toBe(true);
  });

  it('keeps the reports of a deleted account’s listing, the owner and the item shown as gone', async () => {
    const owner = await createUser(t, { active: true });
    const { week } = await seedWeekAndListing(t, owner.id, '2031-10-01');
    const reporter = await createUser(t);
    const id = await reportOf(reporter, 'week', week.id, 'fraud');
    const removed = await inject(t, { method: 'DELETE', url: `/api/users/${owner.id}`, cookie: dev.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    const res = await queue(manager.cookie, '?kind=week&pageSize=100');
    const row = res.json().items.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ owner: null, item: { exists: false, link: null, summary: '—' } });
    // Only a dismissal is left to decide: there is nobody to warn and nothing to hide.
    expect((await decide(manager.cookie, id, { action: 'warn', note: 'Fix it' })).statusCode).toBe(409);
    const hide = await decide(manager.cookie, id, { action: 'hide' });
    expect(hide.statusCode).toBe(409);
    expect(hide.json().message).toBe('This listing was deleted by its owner: there is nothing left to hide');
    expect((await decide(manager.cookie, id, { action: 'dismiss' })).statusCode).toBe(200);
    // The reporter's own account going takes their reports with it.
    const other = await reportOf(
      reporter,
      'property',
      (await seedWeekAndListing(t, (await createUser(t, { active: true })).id, '2031-10-08')).listing.id,
      'offensive',
    );
    const gone = await inject(t, { method: 'DELETE', url: `/api/users/${reporter.id}`, cookie: dev.cookie });
    expect(gone.statusCode).toBe(200);
    expect(await statusOf(other)).toBeUndefined();
  });
});
