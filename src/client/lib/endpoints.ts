import type { QueryClient } from '@tanstack/react-query';
import type {
  AnswerOfName,
  ArgsOfName,
  EndpointNames,
  GetEndpointName,
  InputOfName,
} from '#src/shared/contracts/api.ts';
import { apiRequest, type HttpMethod, type RequestOptions, toQueryString } from './api';

/*
 * The client's side of the endpoint definitions (decision 054): a call names its endpoint
 * `'METHOD /path'` as it is defined in src/shared/contracts/*-endpoints.ts, and its parameters,
 * query, body and answer take that definition's types. A name no definition has, a missing or
 * wrong parameter, or an answer used as another type does not compile. Only types are imported:
 * the browser carries no response schema for this.
 */

/** An endpoint's name: `'GET /api/vidanta/unit-types'`. */
export type Endpoint = EndpointNames;
/** The endpoints a query may read. */
export type GetEndpoint = GetEndpointName;
/** What the endpoint answers when it succeeds. */
export type AnswerOf<N extends Endpoint> = AnswerOfName<N>;
/** What a call of the endpoint passes. */
export type InputOf<N extends Endpoint> = InputOfName<N>;

/** The input argument: required when the endpoint needs one (a path parameter, a required field). */
type Args<N extends Endpoint, Rest extends unknown[] = []> = ArgsOfName<N, Rest>;

type Loose = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

function split(name: Endpoint): [HttpMethod, string] {
  const space = name.indexOf(' ');
  return [name.slice(0, space) as HttpMethod, name.slice(space + 1)];
}

/** The path an endpoint is defined at (`:name` for its parameters): the first part of its query keys. */
export const pathOf = (name: Endpoint): string => split(name)[1];

/** The address a call goes to: the path with its parameters filled in, then the query. */
export function urlOf<N extends Endpoint>(name: N, ...[input]: Args<N>): string {
  const { params = {}, query = {} } = (input ?? {}) as Loose;
  const path = split(name)[1].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
  return `${path}${toQueryString(query as Record<string, string | number | undefined>)}`;
}

/** Calls the endpoint: resolves with its answer, or rejects as apiRequest does. */
export function call<N extends Endpoint>(
  name: N,
  ...[input, options]: Args<N, [options?: RequestOptions]>
): Promise<AnswerOf<N>> {
  const url = (urlOf as (name: Endpoint, input?: unknown) => string)(name, input);
  return apiRequest<AnswerOf<N>>(split(name)[0], url, (input as Loose | undefined)?.body, options);
}

/**
 * The query key of a GET: its path as defined, then its parameters and query when it has any, so
 * `keyOf(name)` alone matches (and invalidates) every cached answer of the endpoint.
 */
export function keyOf<N extends GetEndpoint>(name: N, ...[input]: Args<N>): readonly unknown[] {
  const { params, query } = (input ?? {}) as Loose;
  const path = split(name)[1];
  if (params === undefined && query === undefined) return [path];
  return [path, { ...(params && { params }), ...(query && { query }) }];
}

/** A GET as a query: its key and the call that answers it (spread into useQuery with more options). */
export function endpointQuery<N extends GetEndpoint>(name: N, ...[input]: Args<N>) {
  const args = [input] as Args<N>;
  return {
    queryKey: keyOf(name, ...args),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<AnswerOf<N>> =>
      call(name, ...([input, { signal }] as Args<N, [RequestOptions]>)),
  };
}

/**
 * The page form of an answer that is a page or, asked without `page`, the whole list (the staff
 * lists kept for older clients, decision 047): the screens always ask for a page.
 */
export function pageOnly<A>(answer: A): Extract<A, { items: unknown }> {
  if (Array.isArray(answer)) throw new Error('A page was asked for and the whole list came back');
  return answer as Extract<A, { items: unknown }>;
}

/** A query of a list that answers a page or its whole array, asked for a page: answered by the page. */
export const asPage = <A>(query: {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<A>;
}) => ({
  queryKey: query.queryKey,
  queryFn: async (context: { signal: AbortSignal }) => pageOnly(await query.queryFn(context)),
});

/** Marks every cached answer of these GETs stale (all their parameters and queries); resolves when the shown ones are fetched again. */
export const invalidate = (queryClient: QueryClient, names: readonly GetEndpoint[]) =>
  Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: [pathOf(name)] })));
