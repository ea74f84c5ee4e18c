/** What each public page asks the API for, and which request is the one its first paint waits on. */

export type PageName = 'landing' | 'destination' | 'all-weeks' | 'all-properties';

export interface BenchRequest {
  page: PageName;
  /** Short name in the tables. */
  label: string;
  path: string;
  /** The request the page's first useful paint waits on (the p99 target applies to it). */
  first: boolean;
  /** Made when the page opens; interactions (a typed filter, a sort) are measured but not counted in the page's bytes. */
  onOpen: boolean;
}

/** Values that depend on the seeded catalogue. */
export interface Fixture {
  /** The id of 'Los Cabos'. */
  locationId: number;
  /** Part of the name of a resort at that destination, as a visitor would type it. */
  resortText: string;
  /** A word of a unit type's name there, as a visitor would type it into the unit-type search. */
  unitTypeText: string;
  /** The accented word of another resort's name there: as written ('Médano') and as typed without accents ('medano'). */
  accented: { exact: string; plain: string };
}

export function benchRequests({ locationId, resortText, unitTypeText, accented }: Fixture): BenchRequest[] {
  const search = (q: string) => `/api/weeks/search?${q}`;
  const text = encodeURIComponent(resortText);
  const byResort = (typed: string) =>
    search(`locationId=${locationId}&sort=newest&page=1&pageSize=24&resort=${encodeURIComponent(typed)}`);
  return [
    { page: 'landing', label: 'locations', path: '/api/vidanta/locations', first: false, onOpen: true },
    {
      page: 'landing',
      label: 'availability',
      path: '/api/vidanta/locations/availability',
      first: true,
      onOpen: true,
    },
    { page: 'landing', label: 'config', path: '/api/config', first: false, onOpen: true },
    {
      page: 'destination',
      label: 'weeks, newest',
      path: search(`locationId=${locationId}&sort=newest&page=1&pageSize=24`),
      first: true,
      onOpen: true,
    },
    {
      page: 'destination',
      label: 'weeks, resort text',
      path: search(`locationId=${locationId}&sort=newest&page=1&pageSize=24&resort=${text}`),
      first: false,
      onOpen: false,
    },
    {
      page: 'destination',
      label: 'weeks, unit-type text',
      path: search(
        `locationId=${locationId}&sort=newest&page=1&pageSize=24&unitType=${encodeURIComponent(unitTypeText)}`,
      ),
      first: false,
      onOpen: false,
    },
    // The same search for an accented name, spelled as written and as typed without its accents:
    // both sides are folded, so the two should cost the same as the plain text above.
    {
      page: 'destination',
      label: 'weeks, accented resort as written',
      path: byResort(accented.exact),
      first: false,
      onOpen: false,
    },
    {
      page: 'destination',
      label: 'weeks, accented resort without accents',
      path: byResort(accented.plain),
      first: false,
      onOpen: false,
    },
    {
      page: 'destination',
      label: 'weeks, price asc',
      path: search(`locationId=${locationId}&sort=price_asc&page=1&pageSize=24`),
      first: false,
      onOpen: false,
    },
    {
      page: 'all-weeks',
      label: 'weeks, newest',
      path: search('sort=newest&page=1&pageSize=24'),
      first: true,
      onOpen: true,
    },
    { page: 'all-weeks', label: 'resorts', path: '/api/vidanta/resorts', first: false, onOpen: true },
    { page: 'all-weeks', label: 'unit types', path: '/api/vidanta/unit-types', first: false, onOpen: true },
    {
      page: 'all-properties',
      label: 'properties, newest',
      path: '/api/property-listings/search?sort=newest&page=1&pageSize=12',
      first: true,
      onOpen: true,
    },
  ];
}

/** The client routes whose JavaScript is measured, with the page chunk each loads (keys of the Vite manifest). */
export const PUBLIC_ROUTES: { route: string; chunk: string }[] = [
  { route: '/', chunk: 'features/landing/pages/landing-page.tsx' },
  { route: '/destinations/:name', chunk: 'features/catalog/pages/destination-page.tsx' },
  { route: '/all-weeks', chunk: 'features/weeks/pages/all-weeks-page.tsx' },
  { route: '/all-properties', chunk: 'features/properties/pages/all-properties-page.tsx' },
  { route: '/auth', chunk: 'app/auth-route.tsx' },
];

/** The limits; kB are 1000 bytes, as Vite prints them. */
export const TARGETS = {
  firstRequestP99Ms: 50,
  serverToFloor: 0.5,
  landingJsGzipBytes: 150_000,
  apiBytes: { landing: 200_000, destination: 1_000_000, 'all-weeks': 1_000_000 } as Partial<
    Record<PageName, number>
  >,
};
