import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type AnswerOf,
  asPage,
  call,
  endpointQuery,
  invalidate,
  keyOf,
  urlOf,
} from '#src/client/lib/endpoints.ts';
import { type OwnerListParams, withoutItem } from '#src/client/lib/owner-pages.ts';
import { postWithProgress } from '#src/client/lib/upload.ts';
import type {
  CreatePropertyFields,
  OwnerListingPage,
  PropertySort,
} from '#src/shared/contracts/properties.ts';

export interface PropertySearchParams {
  /** Part of the hotel name. */
  q?: string;
  sort: PropertySort;
  page: number;
  pageSize: number;
}

/**
 * GET /api/property-listings/search: one page of active listings, searched and sorted by the
 * server; the previous page stays on screen while the next one loads.
 */
export function usePropertySearch(params: PropertySearchParams) {
  return useQuery({
    ...endpointQuery('GET /api/property-listings/search', { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/property-listings/my-listings, a page: the signed-in owner's listings, searched and sorted by the server. */
export function useMyListingsPage(params: OwnerListParams<PropertySort>) {
  return useQuery({
    ...asPage(endpointQuery('GET /api/property-listings/my-listings', { query: params })),
    placeholderData: keepPreviousData,
  });
}

/** What a new or deleted listing changes: the owner's list and the public lists and searches. */
function invalidateListings(queryClient: QueryClient) {
  return invalidate(queryClient, [
    'GET /api/property-listings/my-listings',
    'GET /api/property-listings/search',
    'GET /api/property-listings',
  ]);
}

export interface CreateListingInput {
  fields: CreatePropertyFields;
  images: readonly File[];
  /** Called as the bytes leave the browser: 0 to 1. At 1 the server is still decoding the photos. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (the person pressed Cancel). */
  signal?: AbortSignal;
}

/** POST /api/property-listings (multipart): the text fields and the photos under `images`. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, images, onProgress, signal }: CreateListingInput) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === 'string' && value !== '') body.append(name, value);
      }
      for (const image of images) body.append('images', image, image.name);
      const create = 'POST /api/property-listings';
      return postWithProgress<AnswerOf<typeof create>>(urlOf(create), body, { onProgress, signal });
    },
    onSuccess: () => invalidateListings(queryClient),
  });
}

/** DELETE /api/property-listings/{id}: the listing leaves the owner's list at once, then the lists refetch. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/property-listings/:id', { params: { id } }),
    onSuccess: (_ok, id) => {
      queryClient.setQueriesData<OwnerListingPage>(
        { queryKey: keyOf('GET /api/property-listings/my-listings') },
        (page) => withoutItem(page, id),
      );
      // Not awaited: the confirmation closes now; the lists catch up in the background.
      void invalidateListings(queryClient);
    },
  });
}
