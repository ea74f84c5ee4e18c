import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, endpointQuery, invalidate, urlOf } from '#src/client/lib/endpoints.ts';
import { postWithProgress } from '#src/client/lib/upload.ts';
import { OWNER_PAGE_WEEKS } from '#src/shared/pages/owner-profile.ts';

/** How many weeks a page of an owner's profile shows. */
export const OWNER_WEEKS_PAGE_SIZE = OWNER_PAGE_WEEKS;

/** GET /api/weeks/:id/verification: the week's state and latest request, for its owner (asked when the dialog opens). */
export function useWeekVerification(weekId: number | undefined) {
  return useQuery({
    ...endpointQuery('GET /api/weeks/:id/verification', { params: { id: weekId ?? 0 } }),
    enabled: weekId !== undefined,
    staleTime: 0,
  });
}

/** What a request changes: the week's state, the owner's list (its cards show it) and the staff's queue. */
const refreshVerification = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidate(queryClient, [
    'GET /api/weeks/:id/verification',
    'GET /api/weeks/my-weeks',
    'GET /api/staff/verifications',
    'GET /api/weeks/search',
  ]);

/** POST /api/weeks/:id/verification: 1 to 3 proof files, with the upload's progress. */
export function useAskVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      files,
      onProgress,
    }: {
      id: number;
      files: File[];
      onProgress?: (f: number) => void;
    }) => {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      const upload = 'POST /api/weeks/:id/verification';
      return postWithProgress<AnswerOf<typeof upload>>(urlOf(upload, { params: { id } }), body, {
        onProgress,
      });
    },
    onSuccess: () => refreshVerification(queryClient),
  });
}

/** GET /api/owners/:id: the public owner profile. */
export function useOwnerProfile(id: number | undefined) {
  return useQuery({
    ...endpointQuery('GET /api/owners/:id', { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

/** GET /api/owners/:id/weeks: a page of the owner's weeks on offer. */
export function useOwnerWeeks(id: number | undefined, page: number) {
  return useQuery({
    ...endpointQuery('GET /api/owners/:id/weeks', {
      params: { id: id ?? 0 },
      query: { page, pageSize: OWNER_WEEKS_PAGE_SIZE },
    }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}
