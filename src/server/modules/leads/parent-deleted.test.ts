import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListingInterests, weekInterests } from '#src/server/db/schema/leads.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { seedWeekAndListing } from '#src/server/test/owner-records.ts';
import { deleteParentBeforeInsert } from '#src/server/test/parent-deleted.ts';

let t: TestApp;
let weekId: number;
let listingId: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const post = (url: string, payload: object) => inject(t, { method: 'POST', url, payload });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t, { active: true });
  const { week, listing } = await seedWeekAndListing(t, owner.id, day(10));
  weekId = week.id;
  listingId = listing.id;
});
afterAll(() => t.close());

describe('an interest whose week or listing is deleted after it was looked up', () => {
  it('answers the 404 of a missing week, and stores nothing', async () => {
    const restore = await deleteParentBeforeInsert(t, 'week_interests', 'week_id', 'weeks');
    try {
      const res = await post('/api/week-interests', {
        weekId,
        email: 'late@example.test',
        message: 'Still free?',
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('This week is no longer available');
    } finally {
      await restore();
    }
    expect(await t.database.db.select().from(weekInterests).where(eq(weekInterests.weekId, weekId))).toEqual(
      [],
    );
  });

  it('answers the 404 of a listing that is gone, and stores nothing', async () => {
    const restore = await deleteParentBeforeInsert(
      t,
      'property_listing_interests',
      'property_listing_id',
      'property_listings',
    );
    try {
      const res = await post('/api/property-listing-interests', {
        propertyListingId: listingId,
        email: 'late@example.test',
        message: 'Is it for sale?',
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('This property is no longer listed');
    } finally {
      await restore();
    }
    const rows = await t.database.db
      .select()
      .from(propertyListingInterests)
      .where(eq(propertyListingInterests.propertyListingId, listingId));
    expect(rows).toEqual([]);
  });
});
