import type { accountsEndpoints } from './accounts-endpoints';
import type { alertsEndpoints } from './alerts-endpoints';
import type { bookingsEndpoints } from './bookings-endpoints';
import type { calendarEndpoints } from './calendar-endpoints';
import type { catalogEndpoints } from './catalog-endpoints';
import type { contractsEndpoints } from './contracts-endpoints';
import type { conversationsEndpoints } from './conversations-endpoints';
import type { Answer, EndpointName, Input } from './endpoint';
import type { insightsEndpoints } from './insights-endpoints';
import type { invoicesEndpoints } from './invoices-endpoints';
import type { leadsEndpoints } from './leads-endpoints';
import type { moderationEndpoints } from './moderation-endpoints';
import type { paymentsEndpoints } from './payments-endpoints';
import type { propertiesEndpoints } from './properties-endpoints';
import type { reviewsEndpoints } from './reviews-endpoints';
import type { savedSearchesEndpoints } from './saved-searches-endpoints';
import type { staffBookingsEndpoints } from './staff-bookings-endpoints';
import type { staffEndpoints } from './staff-endpoints';
import type { systemEndpoints } from './system-endpoints';
import type { verificationEndpoints } from './verification-endpoints';
import type { weeksEndpoints } from './weeks-endpoints';

/*
 * Every endpoint of the API, as a type: what the client's calls are checked against
 * (client/lib/endpoints.ts). Type-only imports, so no schema reaches the browser through here.
 */

type Of<T> = T[keyof T];

export type ApiEndpoint =
  | Of<typeof accountsEndpoints>
  | Of<typeof alertsEndpoints>
  | Of<typeof bookingsEndpoints>
  | Of<typeof calendarEndpoints>
  | Of<typeof catalogEndpoints>
  | Of<typeof contractsEndpoints>
  | Of<typeof conversationsEndpoints>
  | Of<typeof insightsEndpoints>
  | Of<typeof invoicesEndpoints>
  | Of<typeof leadsEndpoints>
  | Of<typeof moderationEndpoints>
  | Of<typeof paymentsEndpoints>
  | Of<typeof propertiesEndpoints>
  | Of<typeof reviewsEndpoints>
  | Of<typeof savedSearchesEndpoints>
  | Of<typeof staffEndpoints>
  | Of<typeof staffBookingsEndpoints>
  | Of<typeof systemEndpoints>
  | Of<typeof verificationEndpoints>
  | Of<typeof weeksEndpoints>;

type ByName = { [E in ApiEndpoint as EndpointName<E>]: E };

/** An endpoint's name: `'GET /api/vidanta/unit-types'`. */
export type EndpointNames = keyof ByName;
/** The endpoints that read. */
export type GetEndpointName = Extract<EndpointNames, `GET ${string}`>;
/** The definition of the endpoint of that name. */
export type EndpointOf<N extends EndpointNames> = ByName[N];
/** What the endpoint answers when it succeeds. */
export type AnswerOfName<N extends EndpointNames> = Answer<ByName[N]>;
/** What a call of the endpoint passes. */
export type InputOfName<N extends EndpointNames> = Input<ByName[N]>;
/** The input argument: required when the endpoint needs one (a path parameter, a required field). */
export type ArgsOfName<N extends EndpointNames, Rest extends unknown[] = []> =
  object extends InputOfName<N> ? [input?: InputOfName<N>, ...Rest] : [input: InputOfName<N>, ...Rest];
