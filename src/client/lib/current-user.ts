import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { ApiError } from './api';
import { call, keyOf } from './endpoints';

/*
 * Who is signed in, and signing out: what every page's top bar needs, kept apart from the
 * account forms' mutations so the first bundle does not carry them.
 */

export const currentUserKey = keyOf('GET /api/user');

/** The server's hint that a session may exist (the session cookie itself is out of the page's reach). */
const mayBeSignedIn = () => /(?:^|; )signed_in=1(?:;|$)/.test(document.cookie);

/**
 * GET /api/user; a 401 means nobody is signed in, which is not an error. A visitor without the
 * signed-in hint is nobody without asking, so their console shows no 401.
 */
async function fetchCurrentUser({ signal }: { signal: AbortSignal }): Promise<PublicUser | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await call('GET /api/user', {}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface CurrentUser {
  user: PublicUser | null;
  /** True only until the first answer; guards wait for it so they never flash the wrong page. */
  isLoading: boolean;
  /** Set when the server could not be asked (down, offline); the shell then renders signed out. */
  error: Error | null;
}

export function useCurrentUser(): CurrentUser {
  // 'always': offline, the request fails at once and the shell renders signed out instead of waiting.
  const query = useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, networkMode: 'always' });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

/**
 * POST /api/logout, then home as a fresh page load: nothing of the account stays in
 * memory (cached lists, forms), and no guarded page is left on screen to see the user vanish and
 * send the person to /auth (the router's navigation is a transition; the cache update is not).
 */
export async function logout(): Promise<void> {
  await call('POST /api/logout');
  window.location.assign('/');
}
