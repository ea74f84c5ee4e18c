import { sql } from 'drizzle-orm';
import { type ChangeFeed, silentFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import { cache, cachedValue } from '#src/server/lib/cache.ts';
import { escapeHtml } from '#src/server/lib/escape-html.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { destinationPath, findLocation } from '#src/shared/destination-names.ts';
import { INDEXABLE_PAGES, matchPage, PAGES, type PageName } from '#src/shared/pages.ts';

/** What the server answers for an address that is not the API's or a file's. */
export type PageAnswer =
  | {
      status: 200 | 404;
      page?: PageName;
      params: Record<string, string>;
      path: string;
      /** A destination's weeks on offer (the page lists the same ones). */
      offers?: DestinationOffers;
    }
  | { redirect: string };

interface Locations {
  listLocations(): Promise<readonly { id: number; name: string; nameEs: string | null }[]>;
}

const SITEMAP_TTL_MS = 10 * 60_000;
const OFFERS_TTL_MS = 60_000;

export interface DestinationOffers {
  count: number;
  lowPrice: number | null;
  highPrice: number | null;
}

/** Pages a crawler has no business in: every page that is not indexable, and the API. */
const PRIVATE_PAGES = (Object.keys(PAGES) as PageName[]).filter(
  (name) => !INDEXABLE_PAGES.includes(name) && name !== 'destination',
);

/**
 * The site as search engines and browsers see it from the server: which addresses are pages (the
 * rest answer 404 with the app's not-found page), a destination's canonical address (other
 * spellings are redirected to it), the sitemap and robots.txt. Built on the shared page table, so
 * a page added to the app is known here at once.
 */
export function sitePages(catalog: Locations, db: Db, publicUrl: string, changes: ChangeFeed = silentFeed) {
  // One small entry per destination (there are a handful; only existing ones are asked for),
  // refreshed each minute and whenever a week or a destination changes anywhere.
  const offers = cache<number, DestinationOffers>({
    name: 'destination offers',
    ttlMs: OFFERS_TTL_MS,
    max: 256,
    load: async (locationId) => {
      const [row] = rowsOf<{ count: number; low: string | null; high: string | null }>(
        await db.execute(sql`select count(*)::int as count, min(price) as low, max(price) as high
          from weeks where location_id = ${locationId} and from_date >= current_date`),
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
        ...INDEXABLE_PAGES.map((name) => PAGES[name]),
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

  const robots = [
    '# Semana: the public marketplace is open to search engines; the API and personal or staff pages are not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PRIVATE_PAGES.map((name) => `Disallow: ${PAGES[name]}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  return {
    /** The answer for a path (and its query, kept on a redirect). */
    async resolve(pathname: string, search = ''): Promise<PageAnswer> {
      const page = matchPage(pathname);
      if (!page) return { status: 404, params: {}, path: pathname };
      if (page.name !== 'destination')
        return { status: 200, page: page.name, params: page.params, path: PAGES[page.name] };
      const location = findLocation(await catalog.listLocations(), page.params.name);
      if (!location) return { status: 404, params: {}, path: pathname };
      const canonical = destinationPath(location.name);
      return pathname === canonical
        ? {
            status: 200,
            page: 'destination',
            // The Spanish head names the place in Spanish ('Mazatlán'); the address keeps the English.
            params: { name: location.name, ...(location.nameEs ? { nameEs: location.nameEs } : {}) },
            path: canonical,
            offers: await offersOf(location.id),
          }
        : { redirect: `${canonical}${search}` };
    },
    sitemap: () => sitemap.get(),
    robots: () => robots,
  };
}

export type SitePages = ReturnType<typeof sitePages>;
