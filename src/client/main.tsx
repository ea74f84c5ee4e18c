// First, before any module builds a Zod schema (lib/zod-config.ts).
import './lib/zod-config';
import './styles.css';
import { StrictMode, startTransition, useEffect, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary';
import { Providers } from './app/providers';
import { browserPageData, createRouter, loadMatchedRoutes } from './app/router';
import { readServerState, restoreQueries } from './app/server-state';
import { detectLocale, getLocale, getLocaleLoaded, loadLocale, setLocale, subscribeLocale } from './i18n';
import { createQueryClient } from './lib/query-client';

type AppRouter = ReturnType<typeof createRouter>;

/** Every screen reads its texts while rendering: a language change renders the app again. */
function App({ router }: { router: AppRouter }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  // The app has taken over the page (a drawn page's buttons do nothing before): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return <RouterProvider key={locale} router={router} />;
}

/**
 * A page the server rendered (its data block is there) is hydrated: in the language it was drawn
 * in, from the answers it was drawn with, once its page's code is here. Any other page, or one
 * whose code or texts cannot be loaded, is rendered here from scratch.
 */
/**
 * Gives the browser a turn between two pieces of start-up work: a phone runs each as its own short
 * task instead of one long one that holds back a tap or a scroll (and Lighthouse's blocking time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What creating the router first asks of the browser, asked before it: the tab's session storage
 * (React Router reads the view transitions it saved there; the first use of the storage is a
 * synchronous call to the browser) and the history entry's index (React Router writes `idx: 0`
 * into an entry that has none). A few milliseconds each on a fast machine, taken out of the
 * router's task.
 */
function warmRouterState() {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage refused (a private mode, a sandbox): the router copes with that itself.
  }
  const state: unknown = window.history.state;
  const entry = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (entry.idx == null) window.history.replaceState({ ...entry, idx: 0 }, '');
}

async function start() {
  // After the app's modules were evaluated (their own task).
  await yieldToBrowser();
  const root = document.getElementById('root')!;
  const server = readServerState();
  const locale = server?.locale ?? detectLocale();
  // Spanish texts first (their own chunk), so the first paint is already in the right language.
  await loadLocale(locale).catch(() => undefined);
  setLocale(locale === 'es' && !getLocaleLoaded() ? 'en' : locale);
  const queryClient = createQueryClient();
  let hydrating = server !== null && getLocale() === server.locale;
  if (hydrating && server) {
    restoreQueries(queryClient, server.queries);
    await yieldToBrowser();
    const routesLoaded = loadMatchedRoutes(window.location.pathname).then(
      () => true,
      () => false,
    );
    // While the page's code downloads (the main thread is idle), in a task of its own.
    await yieldToBrowser();
    warmRouterState();
    hydrating = await routesLoaded;
  }
  // No warm-up of tailwind-merge's tables (tens of milliseconds on a phone): a public page's
  // classes join without it (lib/cn.ts), and a screen that does need it builds them then.
  await yieldToBrowser();
  // Pages' loads ask through the query cache, under the keys their components read.
  const router = createRouter(
    browserPageData(queryClient),
    hydrating && server ? { loaderData: server.loaderData } : undefined,
  );
  // Creating the router (its history, its matches) and hydration's first slice: two tasks, not one.
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <Providers client={queryClient}>
          <App router={router} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already drawn: nothing waits on it).
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
