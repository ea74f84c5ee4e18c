import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isLocale, type Locale } from '../i18n';

/** The data block the server writes after a page it rendered (JSON: not a script the CSP must allow). */
export const SERVER_STATE_ID = 'server-state';

/** What a server-rendered page hands to the browser: its language, and the answers it was drawn from. */
export interface ServerState {
  locale: Locale;
  /** Asked afresh for this very page load: as fresh as the page. */
  queries: { key: QueryKey; data: unknown }[];
  /** What the pages' loads answered, by route id: the browser's router does not load them again. */
  loaderData: Record<string, unknown>;
}

/** The answers a render was drawn from (a failed or unasked query is left for the browser). */
export function answeredQueries(client: QueryClient): ServerState['queries'] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey, data: q.state.data }));
}

/** Puts those answers in the browser's cache, fetched now (the server asked for them for this load). */
export function restoreQueries(client: QueryClient, queries: ServerState['queries']): void {
  for (const { key, data } of queries) client.setQueryData(key, data);
}

/** The block as markup; '<' is escaped so no text in the data can close it. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state of a page the server rendered; null for the plain shell (or a block that is not ours). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    return isLocale(state.locale) && Array.isArray(state.queries) && typeof state.loaderData === 'object'
      ? (state as ServerState)
      : null;
  } catch {
    return null;
  }
}
