import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Query, QueryClient, QueryKey, QueryOptions } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { PageLoad } from '#src/shared/pages/page.ts';
import { AppErrorBoundary } from './app/error-boundary';
import { Providers } from './app/providers';
import { loadMatchedRoutes, routes, type ServerLoadContext } from './app/router';
import { answeredQueries, serverStateScript } from './app/server-state';
import { type Locale, loadLocale, setLocale } from './i18n';
import { setTransport } from './lib/api';
import { currentUserKey } from './lib/current-user';
import { preloadDeferredSections } from './lib/deferred-section';
import { createQueryClient } from './lib/query-client';

/**
 * The app rendered on the server (decision 024): the same routes and components as in the
 * browser, drawn with the same first answers the browser would ask for, then handed over so the
 * browser hydrates the page without asking again.
 */

/** A GET of the site's own API, as a visitor who is not signed in. */
export type ServerGet = (path: string) => Promise<Response>;

export interface RenderRequest {
  /** Path and query. */
  url: string;
  locale: Locale;
  /** The browser says a session may exist: who it is stays for the browser to ask. */
  signedIn: boolean;
  get: ServerGet;
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
}

/**
 * Drawing is what costs (a few passes of the whole tree), so two things are remembered, both
 * bounded (the least recently used go first; `lru-cache`, decision 051): what an address asked
 * for last time (asked for at once next time, before drawing), and the pages drawn, by the exact
 * answers they were drawn from. Answers are always asked afresh, so a page is never older than its
 * data; a remembered drawing is reused only for the same answers.
 */
type WithKey = QueryOptions & { queryKey: QueryKey };
const plans = new LRUCache<string, QueryOptions[]>({ max: 500 });
const drawn = new LRUCache<string, string>({ max: 100 });

/** Rendering reveals what a page needs in rounds (the destination's id, then its weeks): at most this many. */
const MAX_ROUNDS = 4;

// Each render's requests go through that render's own GET (renders of several requests interleave).
const requestGet = new AsyncLocalStorage<ServerGet>();
setTransport(async (input, init) => {
  const get = requestGet.getStore();
  if (!get || (init?.method ?? 'GET') !== 'GET')
    throw new Error('Only GET requests are made while rendering');
  return get(String(input));
});

let spanish: Promise<void> | undefined;
let handler = createStaticHandler(routes);

/** What the server may ask for a visitor: the site's API, never the person's own account. */
function fetchable(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && path.startsWith('/api/') && path !== currentUserKey[0];
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
  const requestContext: ServerLoadContext = { loaded: request.loaded };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) throw new Error('No route of the app answers with a response');
  const router = createStaticRouter(handler.dataRoutes, context);

  const client = createQueryClient({ quiet: true });
  const wantedNow = noteWanted(client);
  // Nobody is signed in: the page is drawn signed out, as the browser would draw it.
  if (!request.signedIn) client.setQueryData(currentUserKey, null);

  const asked = new Set<string>();
  const ask = async (queries: Query[]) => {
    for (const q of queries) asked.add(q.queryHash);
    // A failed answer is left for the browser to ask again (only answers are handed over).
    await requestGet.run(request.get, () =>
      Promise.all(queries.map((q) => q.fetch().catch(() => undefined))),
    );
  };
  const answered = () => {
    const queries = answeredQueries(client);
    const loaderData = context.loaderData;
    const state = serverStateScript({ locale: request.locale, queries, loaderData });
    // By what the page shows: the answers, not when they were fetched.
    const shown = JSON.stringify([queries.map((q) => [q.key, q.data]), loaderData]);
    return { state, key: createHash('sha256').update(page).update('\n').update(shown).digest('base64url') };
  };
  const page = `${request.locale} ${request.signedIn ? 1 : 0} ${request.url}`;

  const plan = plans.get(page);
  if (plan) {
    await ask(plan.map((options) => client.getQueryCache().build(client, options as WithKey)));
    const known = answered();
    const html = drawn.get(known.key);
    if (html !== undefined) return { html, ...known };
  }

  let html = '';
  for (let round = 0; ; round++) {
    html = draw(client, router, context, request.locale);
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter(
        (q) =>
          q.state.status === 'pending' &&
          !asked.has(q.queryHash) &&
          wantedNow.has(q.queryHash) &&
          fetchable(q),
      );
    if (wanted.length === 0 || round === MAX_ROUNDS) break;
    await ask(wanted);
  }
  // A failed answer is not handed over, so the browser starts it as loading: the page is drawn so
  // too (drawing the error here would not match what the browser draws, and it asks again anyway).
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'error');
  if (failed.length > 0) {
    for (const q of failed) q.reset();
    html = draw(client, router, context, request.locale);
  }
  const result = { html, ...answered() };
  plans.set(
    page,
    client
      .getQueryCache()
      .getAll()
      .filter((q) => asked.has(q.queryHash))
      .map((q) => q.options),
  );
  drawn.set(result.key, html);
  return result;
}
