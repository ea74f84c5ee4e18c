import { sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '#src/server/modules/accounts/password.ts';
import type { Db } from '../client';
import { users } from '../schema/accounts';
import { contractTypes, unitTypeImages } from '../schema/catalog';
import { contracts } from '../schema/contracts';
import { propertyListingInterests, weekInterests, weekRequests } from '../schema/leads';
import { propertyListings } from '../schema/properties';
import { UNIT_IMAGE_CAPTIONS } from './demo-data';
import { makeOwner, ownerPicker, todayIso, unitPicker } from './demo-factories';
import { ensureDemoImages } from './demo-images';
import { createRandom, type Random } from './demo-random';
import {
  makeContract,
  makeListing,
  makePropertyInterest,
  makeWeekInterest,
  makeWeekRequest,
} from './demo-records';
import { insertWeeks, loadCatalogUnits } from './demo-weeks';
import type { DbTx } from './reference';

/** Every demo owner signs in with this password (the README says so); never used outside demos. */
export const DEMO_PASSWORD = 'demo-password-123';

export interface DemoOptions {
  weeks: number;
  properties: number;
  /** Default: max(20, weeks / 500). */
  owners?: number;
  /** Leads in all (week requests, week interests, property interests, 2:2:1). Default: a few hundred. */
  leads?: number;
  /** Same seed, same database state and same day give the same data. */
  seed?: number;
  /** Images go to `<uploadsDir>/demo/` and are served as `/uploads/demo/<name>.webp`. */
  uploadsDir: string;
  onProgress?: (message: string) => void;
  now?: Date;
}

export interface DemoResult {
  owners: number;
  weeks: number;
  listings: number;
  contracts: number;
  weekRequests: number;
  weekInterests: number;
  propertyInterests: number;
  unitTypeImages: number;
}

export const defaultOwnerCount = (weeks: number) => Math.max(20, Math.round(weeks / 500));

/** Lead volumes grow with the catalog but stay small enough for an inbox a person reads, unless asked. */
const leadCounts = (weeks: number, listings: number, total?: number) =>
  total === undefined
    ? defaultLeadCounts(weeks, listings)
    : {
        weekRequests: Math.round(total * 0.4),
        weekInterests: weeks === 0 ? 0 : Math.round(total * 0.4),
        propertyInterests: listings === 0 ? 0 : total - Math.round(total * 0.4) * 2,
      };
const defaultLeadCounts = (weeks: number, listings: number) => ({
  weekRequests: Math.min(300, Math.max(10, Math.round(weeks / 400))),
  weekInterests: weeks === 0 ? 0 : Math.min(600, Math.max(10, Math.round(weeks / 200))),
  propertyInterests: listings === 0 ? 0 : Math.min(400, Math.max(3, listings * 2)),
});

/**
 * Adds demo owners, weeks, property listings with pictures, contracts, leads and unit-type
 * pictures on top of the reference data (run seedReferenceData first). Everything is written in
 * one transaction, so an interrupted seed leaves the database as it was; images are files and are
 * written first, once.
 */
export async function seedDemo(db: Db, opts: DemoOptions): Promise<DemoResult> {
  const random = createRandom(opts.seed ?? 1);
  const now = opts.now ?? new Date();
  const today = todayIso(now);
  const progress = opts.onProgress ?? (() => {});

  progress('Drawing demo images');
  const images = await ensureDemoImages(opts.uploadsDir);
  // One argon2 hash shared by every owner: hashing is deliberately slow, 200 hashes would take a minute.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const units = await loadCatalogUnits(tx);
    if (units.length === 0) throw new Error('No resorts with unit types: run the reference seed first');
    const types = await tx.select({ id: contractTypes.id, name: contractTypes.name }).from(contractTypes);

    const ownerIds = await insertOwners(
      tx,
      random,
      opts.owners ?? defaultOwnerCount(opts.weeks),
      passwordHash,
      now,
    );
    progress(`Owners: ${ownerIds.length}`);
    const pickUnit = unitPicker(units);
    const pickOwner = ownerPicker(ownerIds);

    const weekIds = await insertWeeks(tx, random, opts.weeks, { pickUnit, pickOwner, today, now }, (done) =>
      progress(`Weeks: ${done}/${opts.weeks}`),
    );

    const listingRows = Array.from({ length: opts.properties }, () =>
      makeListing(random, pickUnit(random), pickOwner(random), random.sample(images, random.int(2, 4)), now),
    );
    const listingIds = await insertRows(tx, propertyListings, listingRows);
    progress(`Property listings: ${listingIds.length}`);

    const contractRows =
      types.length === 0
        ? []
        : ownerIds
            .filter(() => random.chance(0.4))
            .flatMap((userId) =>
              Array.from({ length: random.int(1, 2) }, () =>
                makeContract(random, userId, random.pick(types), pickUnit(random), today, now),
              ),
            );
    const contractIds = await insertRows(tx, contracts, contractRows);

    const leads = leadCounts(weekIds.length === 0 ? 0 : opts.weeks, listingIds.length, opts.leads);
    const locationNames = [...new Set(units.map((u) => u.locationName))];
    const requestIds = await insertRows(
      tx,
      weekRequests,
      Array.from({ length: leads.weekRequests }, () =>
        makeWeekRequest(random, random.pick(locationNames), today, now),
      ),
    );
    const weekInterestIds = await insertRows(
      tx,
      weekInterests,
      Array.from({ length: leads.weekInterests }, () => makeWeekInterest(random, random.pick(weekIds), now)),
    );
    const propertyInterestIds = await insertRows(
      tx,
      propertyListingInterests,
      Array.from({ length: leads.propertyInterests }, () =>
        makePropertyInterest(random, random.pick(listingIds), now),
      ),
    );
    progress(
      `Contracts: ${contractIds.length}; leads: ${requestIds.length + weekInterestIds.length + propertyInterestIds.length}`,
    );

    const imageCount = await insertUnitTypeImages(tx, random, images);
    return {
      owners: ownerIds.length,
      weeks: opts.weeks,
      listings: listingIds.length,
      contracts: contractIds.length,
      weekRequests: requestIds.length,
      weekInterests: weekInterestIds.length,
      propertyInterests: propertyInterestIds.length,
      unitTypeImages: imageCount,
    };
  });
}

/** Plain multi-row inserts for the small tables, chunked under PostgreSQL's 65,535-parameter limit. */
async function insertRows<T extends PgTable & { id: PgColumn }>(
  tx: DbTx,
  table: T,
  rows: PgInsertValue<T>[],
  chunk = 1000,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const inserted = await tx
      .insert(table)
      .values(rows.slice(i, i + chunk))
      .returning({ id: table.id });
    for (const r of inserted) ids.push(Number(r.id));
  }
  return ids;
}

async function insertOwners(
  tx: DbTx,
  random: Random,
  count: number,
  passwordHash: string,
  now: Date,
): Promise<number[]> {
  // Numbering past the current highest id keeps usernames unique when the seed runs again.
  const { rows } = await tx.execute<{ max: number }>(sql`select coalesce(max(id), 0)::int as max from users`);
  const base = Number(rows[0].max);
  const owners = Array.from({ length: count }, (_, i) => makeOwner(random, base + i + 1, passwordHash, now));
  const ids: number[] = [];
  for (let i = 0; i < owners.length; i += 1000) {
    const inserted = await tx
      .insert(users)
      .values(owners.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: users.id });
    for (const r of inserted) ids.push(r.id);
  }
  if (ids.length === 0) throw new Error('No demo owner could be created');
  return ids;
}

/**
 * Two or three pictures for every unit type that has none yet (so no week card is without one, and
 * a second seed does not pile them up).
 */
async function insertUnitTypeImages(tx: DbTx, random: Random, images: string[]): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select u.id from unit_types u
    where not exists (select 1 from unit_type_images i where i.unit_type_id = u.id)
    order by u.id`);
  const values = rows.flatMap((r) =>
    random.sample(images, random.int(2, 3)).map((imageUrl) => ({
      unitTypeId: Number(r.id),
      imageUrl,
      description: random.pick(UNIT_IMAGE_CAPTIONS),
    })),
  );
  if (values.length > 0) await tx.insert(unitTypeImages).values(values);
  return values.length;
}
