import path from 'node:path';
import { eq } from 'drizzle-orm';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { projectRoot } from '#src/server/lib/paths.ts';
import { clientBuild, createTestApp, createUser, inject, sourceShell, type TestApp } from './app';

/**
 * The public pages as the server draws them, for the tests of its renderer: an app with the real
 * renderer (src/client/entry-server.tsx) and a small catalogue (two weeks of one unit type, a
 * property listing), and readers of a drawn page's parts.
 */
export interface RenderedSite {
  t: TestApp;
  /** The destination of the weeks, and their resort's name. */
  destination: string;
  resortName: string;
  owner: { id: number; username: string; email: string };
  get(url: string, headers?: Record<string, string>): ReturnType<typeof inject>;
}

export async function renderedSite(): Promise<RenderedSite> {
  const clientDir = clientBuild({ 'index.html': sourceShell() });
  const t = await createTestApp({
    CLIENT_DIR: clientDir,
    SSR_ENTRY: path.join(projectRoot(), 'src/client/entry-server.tsx'),
    PUBLIC_URL: 'https://semana.example',
  });
  await seedReferenceData(t.database.db);
  const [unit] = await t.database.db
    .select({ id: unitTypes.id, locationId: resorts.locationId, resort: resorts.name })
    .from(unitTypes)
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .limit(1);
  const [place] = await t.database.db.select().from(locations).where(eq(locations.id, unit.locationId));
  const owner = await createUser(t, { active: true });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // Two weeks of one unit type: the second card names the same pictures as the first, not yet wanted.
  await t.database.db.insert(weeks).values([
    {
      userId: owner.id,
      locationId: place.id,
      unitTypeId: unit.id,
      fromDate: day(40),
      toDate: day(46),
      price: 1234,
      reservationCode: 'SSR-1',
    },
    {
      userId: owner.id,
      locationId: place.id,
      unitTypeId: unit.id,
      fromDate: day(80),
      toDate: day(86),
      price: 2345,
      reservationCode: 'SSR-2',
    },
  ]);
  await t.database.db.insert(propertyListings).values({
    userId: owner.id,
    hotelName: 'Casa Rendered Test',
    unitSize: '2 bedrooms',
    location: 'Nuevo Vallarta',
    price: '$18,500 USD',
    priceValue: 18500,
    weeksOrSeason: 'Week 12',
    description: 'A listing drawn on the server.',
  });
  return {
    t,
    destination: place.name,
    resortName: unit.resort,
    owner,
    get: (url, headers = {}) => inject(t, { method: 'GET', url, headers }),
  };
}

/** The data block of a page, parsed; undefined when the page was not drawn on the server. */
export function stateOf(
  html: string,
): { locale: string; queries: { key: unknown[]; data: unknown }[] } | undefined {
  const match = html.match(/<script type="application\/json" id="server-state">([^<]*)<\/script>/);
  return match ? JSON.parse(match[1]) : undefined;
}
/** The markup drawn inside #root. */
export const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'));
/** The endpoints' paths of the answers handed over with a page. */
export const keysOf = (html: string) => stateOf(html)?.queries.map((q) => String(q.key[0])) ?? [];
