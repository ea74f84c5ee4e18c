import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the zod schemas stay out of the first bundle every page loads.
import type { LoginInput, PublicUser, RegisterForm, RegisterInput } from '../../../shared/contracts/accounts';
import { ApiError, apiGet, apiRequest } from '../../lib/api';

export const currentUserKey = ['/api/user'] as const;
const siteConfigPath = '/api/config';

/** GET /api/user; a 401 means nobody is signed in, which is not an error. */
async function fetchCurrentUser({ signal }: { signal: AbortSignal }): Promise<PublicUser | null> {
  try {
    return await apiGet<PublicUser>('/api/user', { signal });
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
 * A different person now uses this tab: drop every cached answer that belonged to the previous
 * one (their weeks, contracts...), keeping only public site configuration.
 */
function switchUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserKey[0] && query.queryKey[0] !== siteConfigPath,
  });
  queryClient.setQueryData(currentUserKey, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>('POST', '/api/login', input),
    onSuccess: (user) => switchUser(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // The agreements checkbox is the browser's business; the server gets the spec's payload.
    mutationFn: ({ acceptTerms: _accepted, ...fields }: RegisterForm) => {
      const payload: RegisterInput = { ...fields, role: 'user' };
      return apiRequest<PublicUser>('POST', '/api/register', payload);
    },
    onSuccess: (user) => switchUser(queryClient, user),
  });
}

/**
 * POST /api/logout, then home (spec 000 §2) as a fresh page load: nothing of the account stays in
 * memory (cached lists, forms), and no guarded page is left on screen to see the user vanish and
 * send the person to /auth (the router's navigation is a transition; the cache update is not).
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest<unknown>('POST', '/api/logout'),
    onSuccess: () => window.location.assign('/'),
  });
}
