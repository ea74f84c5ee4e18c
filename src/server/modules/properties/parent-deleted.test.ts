import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { createTestApp, createUser, filesIn, inject, type TestApp } from '#src/server/test/app.ts';
import { formBody } from '#src/server/test/multipart.ts';
import { deleteParentBeforeInsert } from '#src/server/test/parent-deleted.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a property listing whose owner account is deleted while its photos are processed', () => {
  it('answers the 401 of a signed-out caller, stores no row and leaves no photo files', async () => {
    const owner = await createUser(t, { active: true });
    const other = await createUser(t, { active: true });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const { contentType, payload } = await formBody(
      {
        hotelName: 'Vanishing Bay',
        unitSize: 'Studio',
        location: 'Cancún',
        price: '$9,000 USD',
        weeksOrSeason: 'Week 20',
        description: 'Its owner leaves mid-upload.',
      },
      [{ name: 'p.jpg', data: photo }],
    );
    const upload = (cookie: string) =>
      inject(t, {
        method: 'POST',
        url: '/api/property-listings',
        payload,
        headers: { 'content-type': contentType },
        cookie,
      });
    // Another owner's listing first: where the photos are kept, and that they are kept there.
    expect((await upload(other.cookie)).statusCode).toBe(201);
    const kept = filesIn(t, 'uploads', 'listings');
    expect(kept.length).toBeGreaterThan(0);

    const restore = await deleteParentBeforeInsert(t, 'property_listings', 'user_id', 'users');
    try {
      const res = await upload(owner.cookie);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue');
    } finally {
      await restore();
    }
    expect(await t.database.db.select({ userId: propertyListings.userId }).from(propertyListings)).toEqual([
      { userId: other.id },
    ]);
    expect(filesIn(t, 'uploads', 'listings').sort()).toEqual(kept.sort());
  });
});
