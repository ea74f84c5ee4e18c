import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '#src/client/lib/api.ts';
import { type OwnerListParams, withoutItem } from '#src/client/lib/owner-pages.ts';
import { postWithProgress } from '#src/client/lib/upload.ts';
import type {
  CreatePropertyFields,
  OwnerListingPage,
  OwnerPropertyListing,
  PropertyPage,
  PropertySort,
} from '#src/shared/contracts/properties.ts';

export interface PropertySearchParams {
  /** Part of the hotel name. */
  q?: string;
  sort: PropertySort;
  page: number;
  pageSize: number;
}

const propertySearchPath = '/api/property-listings/search';

/**
 * GET /api/property-listings/search: one page of active listings, searched and sorted by the
 * server; the previous page stays on screen while the next one loads.
 */
export function usePropertySearch(params: PropertySearchParams) {
  return useQuery({
    queryKey: [propertySearchPath, params],
    queryFn: ({ signal }) =>
      apiGet<PropertyPage>(`${propertySearchPath}${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const myListingsPath = '/api/property-listings/my-listings';

/** GET /api/property-listings/my-listings, a page: the signed-in owner's listings, searched and sorted by the server. */
export function useMyListingsPage(params: OwnerListParams<PropertySort>) {
  return useQuery({
    queryKey: [myListingsPath, params],
    queryFn: ({ signal }) =>
      apiGet<OwnerListingPage>(`${myListingsPath}${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a new or deleted listing changes: the owner's list and the public lists and searches. */
function invalidateListings(queryClient: QueryClient) {
  return Promise.all(
    [myListingsPath, propertySearchPath, '/api/property-listings'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
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
      return postWithProgress<OwnerPropertyListing>('/api/property-listings', body, { onProgress, signal });
    },
    onSuccess: () => invalidateListings(queryClient),
  });
}

/** DELETE /api/property-listings/{id}: the listing leaves the owner's list at once, then the lists refetch. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/property-listings/${id}`),
    onSuccess: (_ok, id) => {
      queryClient.setQueriesData<OwnerListingPage>({ queryKey: [myListingsPath] }, (page) =>
        withoutItem(page, id),
      );
      // Not awaited: the confirmation closes now; the lists catch up in the background.
      void invalidateListings(queryClient);
    },
  });
}
