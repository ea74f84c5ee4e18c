import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, NetworkError } from '#src/client/lib/api.ts';
import { call, pathOf, urlOf } from '#src/client/lib/endpoints.ts';
import { type Role, USERS_POLL_MS } from '#src/shared/constants.ts';
import type { AdminUserPage } from '#src/shared/contracts/accounts.ts';

export const USERS_PAGE_SIZE = 20;
/** The search box's id: focus returns there when the focused row disappears. */
export const ACCOUNTS_SEARCH_ID = 'accounts-search';
const usersPath = pathOf('GET /api/users');

export interface UsersFilter {
  status: 'pending' | 'active';
  q: string;
  page: number;
}

/**
 * The last answer and its ETag per address. The API answers `no-store`, so the browser never
 * revalidates by itself: the poll sends the tag back and a 304 (nothing changed) keeps the list
 * without a byte of body. Bounded by the few addresses one screen visits.
 */
const lastAnswers = new Map<string, { etag: string; body: AdminUserPage }>();
const LAST_ANSWERS_MAX = 50;

/**
 * GET /api/users with its ETag: fetch itself, since a 304 is an answer here. The list is asked for
 * by page, so the answer is the page form of the endpoint's answer.
 */
async function fetchUsers(path: string, signal: AbortSignal): Promise<AdminUserPage> {
  const previous = lastAnswers.get(path);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (previous) headers['If-None-Match'] = previous.etag;
  let res: Response;
  try {
    res = await fetch(path, { headers, credentials: 'same-origin', signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err);
  }
  if (res.status === 304 && previous) return previous.body;
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const body = (await res.json()) as AdminUserPage;
  const etag = res.headers.get('etag');
  if (etag) {
    lastAnswers.delete(path);
    lastAnswers.set(path, { etag, body });
    if (lastAnswers.size > LAST_ANSWERS_MAX) lastAnswers.delete(lastAnswers.keys().next().value as string);
  }
  return body;
}

/** GET /api/users, one filtered page, polled; the previous page stays on screen while the next loads. */
export function useUsersPage(filter: UsersFilter) {
  const path = urlOf('GET /api/users', {
    query: {
      status: filter.status,
      q: filter.q.trim() || undefined,
      page: filter.page,
      pageSize: USERS_PAGE_SIZE,
    },
  });
  return useQuery({
    queryKey: [usersPath, filter.status, filter.q.trim(), filter.page],
    queryFn: ({ signal }) => fetchUsers(path, signal),
    placeholderData: keepPreviousData,
    refetchInterval: USERS_POLL_MS,
    retry: 1,
  });
}

/** What a change says when it is done. Kept on the hook, not on `mutate`, so it is said even when
 * the account's row has moved to the other list (and so unmounted) before the answer came. */
export interface ChangeFeedback {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

function useUsersMutation<V>(
  request: (vars: V) => Promise<unknown>,
  feedback: ChangeFeedback,
  /** How the change shows in each cached list before the server answers (none: wait for it). */
  optimistic?: (vars: V) => (page: AdminUserPage, status: UsersFilter['status']) => AdminUserPage,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The lists show the change at once; a failure puts back what was on screen.
    onMutate: async (vars: V) => {
      if (!optimistic) return { before: [] as [QueryKey, AdminUserPage | undefined][] };
      await queryClient.cancelQueries({ queryKey: [usersPath] });
      const before = queryClient.getQueriesData<AdminUserPage>({ queryKey: [usersPath] });
      const edit = optimistic(vars);
      for (const [key, page] of before) {
        const status = key[1] as UsersFilter['status'];
        if (page) queryClient.setQueryData<AdminUserPage>(key, edit(page, status));
      }
      return { before };
    },
    onSuccess: feedback.onSuccess,
    onError: (error, _vars, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
      feedback.onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [usersPath] }),
  });
}

/** The page without one account (it left this list or was deleted); the total follows. */
function without(page: AdminUserPage, id: number): AdminUserPage {
  const items = page.items.filter((u) => u.id !== id);
  return items.length === page.items.length ? page : { ...page, items, total: Math.max(0, page.total - 1) };
}

/** PATCH /api/users/{id}/activation */
export const useSetActive = (feedback: ChangeFeedback) =>
  useUsersMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      call('PATCH /api/users/:id/activation', { params: { id }, body: { active } }),
    feedback,
    // The account leaves the list it was in; the refetch places it in the other one.
    ({ id, active }) =>
      (page, status) =>
        (status === 'active') === active ? page : without(page, id),
  );

/** PATCH /api/users/{id}/role (developers only) */
export const useSetRole = (feedback: ChangeFeedback) =>
  useUsersMutation(
    ({ id, role }: { id: number; role: Role }) =>
      call('PATCH /api/users/:id/role', { params: { id }, body: { role } }),
    feedback,
    ({ id, role }) =>
      (page) => ({ ...page, items: page.items.map((u) => (u.id === id ? { ...u, role } : u)) }),
  );

/** DELETE /api/users/{id} (developers only) */
export const useDeleteUser = (feedback: ChangeFeedback) =>
  useUsersMutation(
    ({ id }: { id: number }) => call('DELETE /api/users/:id', { params: { id } }),
    // No optimistic removal: the confirmation stays open, saying it is deleting, until the answer.
    feedback,
  );

/** A click on the role cycles user → manager → dev → user. */
export const NEXT_ROLE: Record<Role, Role> = { user: 'manager', manager: 'dev', dev: 'user' };
