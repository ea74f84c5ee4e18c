import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import type { PageAccess, PageData, PageLoad } from '#src/shared/pages/page.ts';
import { type AnyPage, PAGE_ROUTES } from '#src/shared/pages/table.ts';
import { PageSpinner } from '../components/ui/spinner';
import { RouteErrorScreen } from './error-boundary';
import { Guard, guardRules } from './guards';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
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

/** On the server, the page's load has already run: its answer arrives in the request's context. */
export interface ServerLoadContext {
  loaded?: PageLoad;
}

/**
 * A page's load as a route loader. In the browser a redirect becomes a navigation to the right
 * address; a failed load is left to the page, which shows its own error and retry.
 */
function loaderOf(page: AnyPage) {
  const load = page.load;
  if (!load) return undefined;
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const server = context as ServerLoadContext | undefined;
    if (server?.loaded) return server.loaded;
    if (!browserData) return null;
    const url = new URL(request.url);
    const loaded = await load({
      params: params as Record<string, string>,
      pathname: url.pathname,
      search: url.search,
      data: browserData,
    }).catch(() => null);
    if (loaded && 'redirect' in loaded) throw redirect(loaded.redirect);
    return loaded;
  };
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
    // Without the layout: only when the layout itself fails.
    errorElement: <RouteErrorScreen />,
    HydrateFallback: () => <PageSpinner className="min-h-dvh" />,
    children: [
      {
        // Inside the layout, so the top bar stays usable when a page fails.
        errorElement: <RouteErrorScreen />,
        children: [...guarded(PAGE_ROUTES), { path: '*', element: <NotFoundPage /> }],
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
