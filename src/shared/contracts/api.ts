import type { catalogEndpoints } from './catalog-endpoints';
import type { Endpoint } from './endpoint';

/*
 * Every endpoint of the API, as a type: what the client's calls are checked against
 * (client/lib/endpoints.ts). Type-only imports, so no schema reaches the browser through here.
 */

type Of<T> = T[keyof T] & Endpoint;

export type ApiEndpoint = Of<typeof catalogEndpoints>;
