import { createHash } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { WeekPage } from '#src/shared/contracts/weeks.ts';
import { localToday } from '#src/shared/listings/today.ts';
import type { PageData, PageLoad } from '#src/shared/pages/page.ts';
import { AppErrorBoundary } from './app/error-boundary';
import { Providers } from './app/providers';
import { loadMatchedRoutes, routes, type ServerLoadContext } from './app/router';
import { answeredQueries, serverStateScript } from './app/server-state';
import { weekSearchPagesOptions } from './features/weeks/api';
import { type Locale, loadLocale, setLocale } from './i18n';
import { setTransport } from './lib/api';
import { currentUserKey } from './lib/current-user';
import { preloadDeferredSections } from './lib/deferred-section';
import { type GetEndpoint, keyOf } from './lib/endpoints';
import { createQueryClient } from './lib/query-client';

/**
 * The app rendered on the server (decision 024): the same routes and components as in the
 * browser, drawn with the same first answers the browser would ask for, then handed over so the
 * browser hydrates the page without asking again.
 */

/**
 * An answer of the site's API as a visitor who is not signed in would get it, read in-process by
 * the server's services (no HTTP request, no JSON parsed again): the same bytes the endpoint would
 * send, as data. Rejects where the endpoint would answer an error.
 */
export type ServerRead = (
  name: GetEndpoint,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> },
) => Promise<unknown>;

export interface RenderRequest {
  /** Path and query. */
  url: string;
  locale: Locale;
  /** The browser says a session may exist: who it is stays for the browser to ask. */
  signedIn: boolean;
  read: ServerRead;
  /** What the page's load answered on the server (it is not asked again here). */
  loaded?: PageLoad;
}

export interface RenderResult {
  /** The markup inside #root. */
  html: string;
  /** The data block to write after it. */
  state: string;
  /** Names this exact page (address, language, hint and answers): the same key, the same bytes. */
  key: string;
  /**
   * The API answers the drawing read that no loader asked for (their endpoints' paths): drawn loading,
   * so the browser asks for them after hydration. Empty for every public page (a test holds it).
   */
  unanswered: string[];
}

/**
 * Drawing is what costs, so the pages drawn are remembered by the exact answers they were drawn
 * from (bounded, the least recently used go first; `lru-cache`, decision 051). Answers are always
 * read afresh, so a page is never older than its data; a remembered drawing is reused only for the
 * same answers.
 */
const drawn = new LRUCache<string, { html: string; unanswered: string[] }>({ max: 100 });

// Nothing is fetched while drawing on the server: the loaders read every answer first.
setTransport(() => Promise.reject(new Error('No request is made while rendering on the server')));

let spanish: Promise<void> | undefined;
let handler = createStaticHandler(routes);

/**
 * The data pages' loaders read on the server (decision 055): each answer read once per render
 * through `read`, and kept in the render's query cache under the key its component reads.
 */
function serverPageData(client: QueryClient, read: ServerRead, pending: Promise<unknown>[]): PageData {
  const track = <T,>(promise: Promise<T>) => {
    pending.push(promise.catch(() => undefined));
    return promise;
  };
  const get = (
    name: GetEndpoint,
    input?: { params?: Record<string, unknown>; query?: Record<string, unknown> },
  ) =>
    track(
      client.fetchQuery({
        queryKey: (keyOf as (n: GetEndpoint, i?: unknown) => readonly unknown[])(name, input),
        queryFn: () => read(name, input ?? {}),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    );
  return {
    get: get as PageData['get'],
    firstWeekPage: async (filters) => {
      const pages = await track(
        client.fetchInfiniteQuery({
          ...weekSearchPagesOptions(filters),
          queryFn: ({ pageParam }) =>
            read('GET /api/weeks/search', { query: { ...filters, page: pageParam } }) as Promise<WeekPage>,
          staleTime: Number.POSITIVE_INFINITY,
        }),
      );
      return pages.pages[0];
    },
  };
}

/**
 * The queries some component of the drawing wants now. A query's own options are those of the
 * last component that named it (a card further down may name the first card's pictures, not yet
 * wanted there), so every component's wish is noted as its hook asks the client for its options.
 */
function noteWanted(client: QueryClient): Set<string> {
  const wanted = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const resolved = defaults(options);
    if (resolved.enabled !== false && resolved.queryHash) wanted.add(resolved.queryHash);
    return resolved;
  }) as typeof client.defaultQueryOptions;
  return wanted;
}

/** The API answers a drawing wanted and did not have (who is signed in is the browser's to ask). */
function unansweredOf(client: QueryClient, wanted: Set<string>, failed: Set<string>): string[] {
  return (
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && wanted.has(q.queryHash) && !failed.has(q.queryHash))
      .filter((q) => String(q.queryKey[0]).startsWith('/api/') && q.queryKey[0] !== currentUserKey[0])
      // Their endpoints' paths only: a query's values may be what someone typed (logs never hold them).
      .map((q) => String(q.queryKey[0]))
      .filter((path, i, all) => all.indexOf(path) === i)
  );
}

function draw(
  client: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  locale: Locale,
) {
  // Texts are read while rendering, which is synchronous: no other render runs in between.
  setLocale(locale);
  return renderToString(
    <StrictMode>
      <AppErrorBoundary>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  spanish ??= loadLocale('es');
  await spanish;
  const url = new URL(request.url, 'http://semana.invalid');
  if (await loadMatchedRoutes(url.pathname)) handler = createStaticHandler(routes);
  // The parts a page fetches after its first script are drawn here with the rest.
  await preloadDeferredSections();

  const client = createQueryClient({ quiet: true });
  // Nobody is signed in: the page is drawn signed out, as the browser would draw it.
  if (!request.signedIn) client.setQueryData(currentUserKey, null);
  // The route loaders (the layout's and the page's) read what the first draw needs.
  const pending: Promise<unknown>[] = [];
  const requestContext: ServerLoadContext = {
    loaded: request.loaded,
    data: serverPageData(client, request.read, pending),
    locale: request.locale,
    today: localToday(),
  };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) throw new Error('No route of the app answers with a response');
  // A loader that stopped at a failed answer may have left others still being read.
  await Promise.all(pending);
  // A failed answer is not handed over, so the browser starts it as loading: the page is drawn so
  // too (drawing the error here would not match what the browser draws, and it asks again anyway).
  // Asked for and failed (a refused input, a database error) is not "unanswered": a loader asked.
  const failed = new Set<string>();
  for (const q of client.getQueryCache().getAll()) {
    if (q.state.status !== 'error') continue;
    failed.add(q.queryHash);
    q.reset();
  }

  const queries = answeredQueries(client);
  const state = serverStateScript({ locale: request.locale, queries, loaderData: context.loaderData });
  const address = `${request.locale} ${request.signedIn ? 1 : 0} ${request.url}`;
  // By what the page shows: the answers, not when they were read.
  const shown = JSON.stringify([queries.map((q) => [q.key, q.data]), context.loaderData]);
  const key = createHash('sha256').update(address).update('\n').update(shown).digest('base64url');
  let page = drawn.get(key);
  if (page === undefined) {
    const wanted = noteWanted(client);
    const html = draw(client, createStaticRouter(handler.dataRoutes, context), context, request.locale);
    page = { html, unanswered: unansweredOf(client, wanted, failed) };
    drawn.set(key, page);
  }
  return { ...page, state, key };
}
