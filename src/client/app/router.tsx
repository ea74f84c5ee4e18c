import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { localToday } from '#src/shared/listings/today.ts';
import { prefetchLayout } from '#src/shared/pages/layout.ts';
import type { PageAccess, PageData, PageLoad } from '#src/shared/pages/page.ts';
import { type AnyPage, PAGE_ROUTES } from '#src/shared/pages/table.ts';
import { PageSpinner } from '../components/ui/spinner';
import { getLocale, type Locale } from '../i18n';
import { endpointQuery, type GetEndpoint } from '../lib/endpoints';
import { RouteErrorScreen } from './error-boundary';
import { Guard, guardRules } from './guards';
import { Layout } from './layout';
import type { PageHandle } from './page-title';

/**
 * The files that may hold a page's component (a page's module names one of them). Each is its own
 * chunk, fetched when its page is first visited, so '/' downloads only what it shows.
 */
const PAGE_FILES = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/pages/*-page.tsx',
  './auth-route.tsx',
  // Drawn inside the app's own /auth route, never on its own.
  '!../features/accounts/pages/auth-page.tsx',
]);

/** The loader of a page's file, by the path its module gives (under src/client/). */
export function pageFile(file: string): (() => Promise<Record<string, ComponentType>>) | undefined {
  return PAGE_FILES[file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`];
}

/** The data a page's load asks for in the browser: through the API and the query cache (main.tsx). */
let browserData: PageData | undefined;

/**
 * On the server: what the page's load answered (it ran before the head was written, and is not
 * run again) and the data its prefetch reads, in-process (entry-server.tsx).
 */
export interface ServerLoadContext {
  loaded?: PageLoad;
  data: PageData;
  locale: Locale;
  today: string;
}

const loadedPage = (loaded: PageLoad | null | undefined) =>
  loaded && 'status' in loaded && loaded.status === 200 ? loaded : undefined;

/**
 * A page's load and prefetch as its route's loader (decision 055). On the server the answers its
 * first draw reads are waited for, so the page is drawn once with them. In the browser, a redirect
 * becomes a navigation to the right address; a failed load is left to the page, which shows its own
 * error and retry; the prefetch is not waited for: the page's code and its data load side by side,
 * and the page shows its own loading state until its answers arrive.
 */
function loaderOf(page: AnyPage) {
  const { load, prefetch } = page;
  if (!load && !prefetch) return undefined;
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const base = { params: params as Record<string, string>, query: url.searchParams };
    const server = context as ServerLoadContext | undefined;
    if (server?.data) {
      // A failed answer is left for the browser to ask again: the page is drawn loading.
      await prefetch?.({ ...base, ...server, loaded: loadedPage(server.loaded) }).catch(() => undefined);
      return server.loaded ?? null;
    }
    if (!browserData) return null;
    const data = browserData;
    const loaded = load
      ? await load({ params: base.params, pathname: url.pathname, search: url.search, data }).catch(
          () => null,
        )
      : null;
    if (loaded && 'redirect' in loaded) throw redirect(loaded.redirect);
    void prefetch?.({
      ...base,
      locale: getLocale(),
      today: localToday(),
      loaded: loadedPage(loaded),
      data,
    }).catch(() => undefined);
    return loaded;
  };
}

/** The layout's loader: what it reads around every page, as a page's prefetch. */
async function layoutLoader({ context }: LoaderFunctionArgs) {
  const server = context as ServerLoadContext | undefined;
  if (server?.data) await prefetchLayout(server).catch(() => undefined);
  else if (browserData) void prefetchLayout({ data: browserData }).catch(() => undefined);
  return null;
}

function pageRoute(page: AnyPage): RouteObject {
  const load = pageFile(page.component.file);
  if (!load) throw new Error(`The page ${page.name} names a file that holds no page: ${page.component.file}`);
  return {
    id: page.name,
    // A child of the layout ('all-weeks', 'destinations/:name'); the home page is its index.
    ...(page.path === '/' ? { index: true } : { path: page.path.slice(1) }),
    handle: { page } satisfies PageHandle,
    loader: loaderOf(page),
    lazy: async () => ({ Component: (await load())[page.component.export] }),
  };
}

/** The pages of each access, under one guard (the public ones under none). */
function guarded(pages: readonly AnyPage[]): RouteObject[] {
  const byAccess = new Map<PageAccess, AnyPage[]>();
  for (const page of pages) byAccess.set(page.access, [...(byAccess.get(page.access) ?? []), page]);
  return [...byAccess].flatMap(([access, group]) =>
    access === 'public'
      ? group.map(pageRoute)
      : [{ element: <Guard rule={guardRules[access]} />, children: group.map(pageRoute) }],
  );
}

/** The route table: every page of the shared page table (shared/pages/table.ts), in the layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    loader: layoutLoader,
    // Without the layout: only when the layout itself fails.
    errorElement: <RouteErrorScreen />,
    HydrateFallback: () => <PageSpinner className="min-h-dvh" />,
    children: [
      {
        // Inside the layout, so the top bar stays usable when a page fails.
        errorElement: <RouteErrorScreen />,
        children: [
          ...guarded(PAGE_ROUTES),
          {
            path: '*',
            // Its own chunk, as every page's (drawn at once when a page is rendered as a 404).
            lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the pages an address shows and puts it in the route table, so a page the
 * server rendered can be hydrated at once (a route still lazy would render the fallback first).
 * Returns whether anything was loaded.
 */
export async function loadMatchedRoutes(pathname: string): Promise<boolean> {
  const pending = (matchRoutes(routes, pathname) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    pending.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
  return pending.length > 0;
}

/**
 * The browser's router. `data`: how pages' loads reach the data; `hydrated`: the page came rendered
 * from the server with what its loads answered (by route id), so they do not run again.
 */
export function createRouter(data: PageData, hydrated?: { loaderData: Record<string, unknown> }) {
  browserData = data;
  return createBrowserRouter(
    routes,
    hydrated ? { hydrationData: { loaderData: hydrated.loaderData } } : undefined,
  );
}

/**
 * The browser's answers to pages' loads and prefetches (decision 055): through the API, into the
 * query cache under the keys the components read, so a page's data is asked for while its code
 * loads and never twice (an answer already cached is used as it is).
 */
export function browserPageData(client: QueryClient): PageData {
  return {
    get: ((name: GetEndpoint, input?: unknown) =>
      client.ensureQueryData(
        (endpointQuery as (name: GetEndpoint, input?: unknown) => ReturnType<typeof endpointQuery>)(
          name,
          input,
        ),
      )) as PageData['get'],
    firstWeekPage: async (filters) => {
      // With the destination page's code, not in every page's first script.
      const { weekSearchPagesOptions } = await import('#src/client/features/weeks/api.ts');
      return (await client.ensureInfiniteQueryData(weekSearchPagesOptions(filters))).pages[0];
    },
  };
}
