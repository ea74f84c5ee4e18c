import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, endpointQuery, invalidate, keyOf } from '#src/client/lib/endpoints.ts';
import type { StartConversationInput } from '#src/shared/contracts/conversations.ts';

/** Conversations a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;
/** How often the top bar asks for the unread count while a page is open (and again on focus). */
const UNREAD_POLL_MS = 60_000;

/** GET /api/conversations: the inbox, one page, newest first. */
export function useInbox(page: number) {
  return useQuery({
    ...endpointQuery('GET /api/conversations', { query: { page, pageSize: INBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/conversations/unread: the top bar's count; only asked while someone is signed in. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    ...endpointQuery('GET /api/conversations/unread'),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** GET /api/conversations/:id: the latest messages, then earlier pages with `before`, oldest to newest. */
export function useConversation(id: number | undefined) {
  return useInfiniteQuery({
    queryKey: keyOf('GET /api/conversations/:id', { params: { id: id ?? 0 } }),
    queryFn: ({ pageParam, signal }) =>
      call(
        'GET /api/conversations/:id',
        { params: { id: id ?? 0 }, query: pageParam ? { before: pageParam } : {} },
        { signal },
      ),
    initialPageParam: 0,
    // "Earlier" pages are the next pages of this query: each starts before the first message shown.
    getNextPageParam: (last) => (last.hasEarlier && last.messages[0] ? last.messages[0].id : undefined),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS / 4,
  });
}

/** What a sent message changes: the conversation, the inbox and the counts. */
const refreshConversations = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidate(queryClient, [
    'GET /api/conversations/:id',
    'GET /api/conversations',
    'GET /api/conversations/unread',
  ]);

/** POST /api/conversations: the renter's message about a week (or either side's about a booking). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversationInput) => call('POST /api/conversations', { body: input }),
    onSuccess: () => refreshConversations(queryClient),
  });
}

/** POST /api/conversations/:id/messages. */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call('POST /api/conversations/:id/messages', { params: { id }, body: { body } }),
    onSuccess: () => refreshConversations(queryClient),
  });
}

/** POST /api/conversations/:id/read: the inbox and the top bar's counts drop. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST /api/conversations/:id/read', { params: { id } }),
    onSuccess: () => invalidate(queryClient, ['GET /api/conversations', 'GET /api/conversations/unread']),
  });
}
