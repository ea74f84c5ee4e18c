import { sql } from 'drizzle-orm';
import { type ChangeFeed, silentFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import { cache, cachedValue } from '#src/server/lib/cache.ts';
import { escapeHtml } from '#src/server/lib/escape-html.ts';
import type { PageReads, ReadArgs } from '#src/server/lib/page-reads.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { destinationPath } from '#src/shared/destination-names.ts';
import type { DestinationOffers, PageData, PageLoad } from '#src/shared/pages/page.ts';
import { type AnyPage, matchPage, PAGE_ROUTES } from '#src/shared/pages/table.ts';

/** What the server answers for an address that is not the API's or a file's. */
export type PageAnswer =
  | {
      status: 200 | 404;
      /** None for an address no page has. */
      page?: AnyPage;
      params: Record<string, string>;
      /** The page's canonical path. */
      path: string;
      /** What the page's data found (a destination and its weeks on offer). */
      loaded?: Extract<PageLoad, { status: 200 }>;
    }
  | { redirect: string };

interface Locations {
  listLocations(): Promise<readonly { id: number; name: string; nameEs: string | null }[]>;
}

const SITEMAP_TTL_MS = 10 * 60_000;
const OFFERS_TTL_MS = 60_000;

const pages = PAGE_ROUTES as readonly AnyPage[];
/** The indexable pages with a fixed address (a destination's address is each destination's). */
const LISTED_PAGES = pages.filter((page) => page.indexable && !page.path.includes(':'));
/** Pages a crawler has no business in: every page that is not indexable, and the API. */
const PRIVATE_PAGES = pages.filter((page) => !page.indexable);

/**
 * The site as search engines and browsers see it from the server: which addresses are pages (the
 * rest answer 404 with the app's not-found page), a destination's canonical address (other
 * spellings are redirected to it), the sitemap and robots.txt. Built on the shared page table, so
 * a page added to the app is known here at once.
 */
export function sitePages(
  catalog: Locations,
  reads: PageReads,
  db: Db,
  publicUrl: string,
  changes: ChangeFeed = silentFeed,
) {
  // One small entry per destination (there are a handful; only existing ones are asked for),
  // refreshed each minute and whenever a week or a destination changes anywhere.
  const offers = cache<number, DestinationOffers>({
    name: 'destination offers',
    ttlMs: OFFERS_TTL_MS,
    max: 256,
    load: async (locationId) => {
      const [row] = rowsOf<{ count: number; low: string | null; high: string | null }>(
        await db.execute(sql`select count(*)::int as count, min(price) as low, max(price) as high
          from weeks where location_id = ${locationId} and from_date >= current_date and on_offer`),
      );
      return {
        count: Number(row?.count ?? 0),
        lowPrice: row?.low == null ? null : Number(row.low),
        highPrice: row?.high == null ? null : Number(row.high),
      };
    },
  });
  const offersOf = (locationId: number) => offers.get(locationId);

  const sitemap = cachedValue(
    'sitemap',
    async () => {
      const locations = await catalog.listLocations();
      const paths = [
        ...LISTED_PAGES.map((page) => page.path),
        ...locations.map((l) => destinationPath(l.name)),
      ];
      const urls = paths.map((p) => `  <url><loc>${escapeHtml(`${publicUrl}${p}`)}</loc></url>`).join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },
    SITEMAP_TTL_MS,
  );

  changes.on(['weeks'], () => offers.invalidate());
  changes.on(['locations'], () => {
    offers.invalidate();
    sitemap.invalidate();
  });
  /** Every table whose rows a public page shows. */
  const shownTables = [
    'weeks',
    'property_listings',
    'locations',
    'resorts',
    'resort_locations',
    'brands',
    'unit_types',
    'unit_type_images',
    'exchange_rates',
    'users',
  ] as const;

  const robots = [
    '# Semana: the public marketplace is open to search engines; the API and personal or staff pages are not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // A parameter ('/bookings/:id') is any one segment: robots.txt's '*'.
    ...PRIVATE_PAGES.map((page) => `Disallow: ${page.path.replace(/:[^/]+/g, '*')}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  /** The data pages' loads ask for, answered in-process by the services and this module's cache. */
  const data: PageData = {
    get: ((name: string, input?: ReadArgs) => reads.read(name, input)) as PageData['get'],
    // Only a page's prefetch asks for it, and the renderer answers that (entry-server.tsx).
    firstWeekPage: () => Promise.reject(new Error('A page load does not read a list')),
    offers: offersOf,
  };

  return {
    /** The answer for a path (and its query, kept on a redirect): its page's load decides. */
    async resolve(pathname: string, search = ''): Promise<PageAnswer> {
      const match = matchPage(pathname);
      if (!match) return { status: 404, params: {}, path: pathname };
      const { page, params } = match;
      const loaded = page.load ? await page.load({ params, pathname, search, data }) : undefined;
      if (loaded && 'redirect' in loaded) return { redirect: loaded.redirect };
      // Its page says so itself; the head is an address no page has.
      if (loaded?.status === 404) return { status: 404, params: {}, path: pathname };
      return { status: 200, page, params, path: loaded ? pathname : page.path, loaded };
    },
    sitemap: () => sitemap.get(),
    /** Calls `listener` after a write, anywhere, to data the public pages show; returns the unsubscribe. */
    onShownDataChange: (listener: () => void) => changes.on(shownTables, listener),
    robots: () => robots,
  };
}

export type SitePages = ReturnType<typeof sitePages>;
