import type { AnswerOfName, ArgsOfName, GetEndpointName } from '../contracts/api';
import type { destinationWeeksFilters } from '../listings/list-queries';

/**
 * What a page of the web app is, declared once in its own module of this folder (the table in
 * `table.ts` lists them): its address, who may open it, whether search engines may list it and the
 * server draws it, its head, the data its address needs before anything is drawn, and the component
 * that shows it. The browser's router, the server's answer for an address (status, redirect, head,
 * rendering), the sitemap and robots.txt all read these declarations (decision 055).
 */

/**
 * Who may open a page. The server enforces the same rules on the API; on a page they send a person
 * where they can go instead (`app/guards.tsx` writes where).
 * - public: anyone
 * - signedOut: /auth: a signed-in person goes back where they came from
 * - notActiveMember: an active member already has a plan (a payment link is for anyone)
 * - signedIn: sign in first
 * - signedInStaff: sign in first, then managers and developers only
 * - staff: managers and developers, everyone else home
 * - dev: sign in first, then developers only
 */
export const PAGE_ACCESS = [
  'public',
  'signedOut',
  'notActiveMember',
  'signedIn',
  'signedInStaff',
  'staff',
  'dev',
] as const;
export type PageAccess = (typeof PAGE_ACCESS)[number];

export type PageLocale = 'en' | 'es';

/** A destination as a page's data names it. */
export interface PageLocation {
  id: number;
  name: string;
  nameEs?: string | null;
}

/** A destination's weeks on offer, for its structured data (the page lists the same ones). */
export interface DestinationOffers {
  count: number;
  lowPrice: number | null;
  highPrice: number | null;
}

/** The filters of a week list that grows as it is scrolled: the search's query without its page. */
export type WeekPagesFilters = ReturnType<typeof destinationWeeksFilters>;

/**
 * The data a page's `load` and `prefetch` ask for, by endpoint name (`'GET /api/vidanta/locations'`):
 * answered in-process by the services on the server, through the API in the browser, and kept in
 * either case under the key the page's components read it by, so the first draw finds it.
 * `offers` only on the server: the browser has no use for structured data.
 */
export interface PageData {
  get<N extends GetEndpointName>(name: N, ...[input]: ArgsOfName<N>): Promise<AnswerOfName<N>>;
  /** The first page of a week list that grows as it is scrolled, kept under the list's own key. */
  firstWeekPage(filters: WeekPagesFilters): Promise<AnswerOfName<'GET /api/weeks/search'>>;
  offers?(locationId: number): Promise<DestinationOffers>;
}

/** What a page's data says about its address. */
export type PageLoad =
  | {
      status: 200;
      location?: PageLocation;
      offers?: DestinationOffers;
      /** An owner's public page: how the page names them (its head's title). */
      owner?: { name: string };
    }
  /** The address names nothing (a destination that does not exist): HTTP 404, the page says so. */
  | { status: 404 }
  /** Another spelling of the page's address: HTTP 301 to this one (path and query). */
  | { redirect: string };

export interface LoadContext {
  params: Record<string, string>;
  /** The address as asked for (path, undecoded) and its query ('' or '?…'). */
  pathname: string;
  search: string;
  data: PageData;
}

/** What a page's `prefetch` is given: its address, its language, what its `load` found. */
export interface PrefetchContext {
  params: Record<string, string>;
  /** The address's query. */
  query: URLSearchParams;
  locale: PageLocale;
  /** Today's calendar date (yyyy-MM-dd) where the page is drawn. */
  today: string;
  loaded?: Extract<PageLoad, { status: 200 }>;
  data: PageData;
}

/** A translator over the message catalogues, in the page's language. */
export type Translate = (key: string, vars?: Record<string, string>) => string;

export interface HeadContext {
  t: Translate;
  locale: PageLocale;
  params: Record<string, string>;
  /** What the page's `load` found (the destination, or that there is none), when it has one. */
  loaded?: Exclude<PageLoad, { redirect: string }>;
  /** Who runs the site, for the legal texts' placeholders. */
  operator: { name: string; address: string; email: string; phone: string };
}

export interface PageHead {
  /** The page's own title ('All weeks'); the tab reads '<title> · Semana'. None: the site's name alone. */
  title?: string;
  /** What the page is about, for search results and link previews (the site's introduction if none). */
  description?: string;
  /** The link preview's picture, a path of this site (the hero's poster if none). */
  image?: string;
  /** Fetch the landing hero's poster before the stylesheet is parsed (its largest paint). */
  preloadHeroPoster?: boolean;
}

export interface PageRoute<Name extends string = string> {
  name: Name;
  /** The address ('/all-weeks', '/destinations/:name'). */
  path: string;
  access: PageAccess;
  /** Search engines may list it: the sitemap has it, its head has no `noindex`. Not unless said. */
  indexable?: boolean;
  /** The server draws it with its first data (the rest arrive as the shell the browser draws). Not unless said. */
  rendered?: boolean;
  /**
   * The component, by the file under src/client/ that exports it and its name: the browser loads
   * each page's file as its own chunk when the page is first visited, and the server never loads it.
   */
  component: { file: string; export: string };
  /** Its head; may wait for texts the page's chunk holds (the legal documents). */
  head(context: HeadContext): PageHead | Promise<PageHead>;
  /** What the address needs before anything is drawn: whether it names something, and what. */
  load?(context: LoadContext): Promise<PageLoad>;
  /**
   * The page's loader: asks `data` for every answer its first draw reads. The server draws the page
   * once, with those answers, read in-process; the browser starts asking for them while the page's
   * code loads. A server-drawn page that reads an answer not asked for here is drawn loading (a
   * test of the rendered pages fails on it).
   */
  prefetch?(context: PrefetchContext): Promise<unknown>;
}

/** A page's declaration, checked against the type and kept with its literal name. */
export const definePage = <Name extends string>(page: PageRoute<Name>): PageRoute<Name> => page;
