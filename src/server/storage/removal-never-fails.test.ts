import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { listPropertyWithPhoto } from '#src/server/test/owner-records.ts';
import { startS3Peer } from '#src/server/test/s3-peer.ts';

/**
 * Deleting a listing or an account removes its rows first and its photos after. When the bucket
 * cannot be reached then, the answer still says what happened (the rows are gone): the files are
 * left and logged, never a 500 after the change was made.
 */
describe('deletions while the image bucket is down', () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>> | undefined;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Peer();
    t = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('a listing and an account are deleted with 200, their photos left in the unreachable bucket', async () => {
    const owner = await createUser(t, { active: true });
    const leaving = await createUser(t, { active: true });
    const dev = await createUser(t, { role: 'dev', active: true });
    const listing = await listPropertyWithPhoto(t, owner, {
      hotelName: 'Casa Sin Cubo',
      description: 'Bucket down.',
    });
    await listPropertyWithPhoto(t, leaving, { hotelName: 'Casa Que Se Va', description: 'Account removed.' });
    await s3?.close();
    s3 = undefined;

    const removed = await inject(t, {
      method: 'DELETE',
      url: `/api/property-listings/${listing.id}`,
      cookie: owner.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.database.db
      .select({ id: propertyListings.id })
      .from(propertyListings)
      .where(eq(propertyListings.id, listing.id));
    expect(left).toEqual([]);

    const gone = await inject(t, { method: 'DELETE', url: `/api/users/${leaving.id}`, cookie: dev.cookie });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, leaving.id))).toEqual(
      [],
    );
  }, 60_000);
});
