import type { accountsEndpoints } from './accounts-endpoints';
import type { alertsEndpoints } from './alerts-endpoints';
import type { catalogEndpoints } from './catalog-endpoints';
import type { contractsEndpoints } from './contracts-endpoints';
import type { leadsEndpoints } from './leads-endpoints';
import type { paymentsEndpoints } from './payments-endpoints';
import type { propertiesEndpoints } from './properties-endpoints';
import type { staffEndpoints } from './staff-endpoints';
import type { systemEndpoints } from './system-endpoints';
import type { weeksEndpoints } from './weeks-endpoints';

/*
 * Every endpoint of the API, as a type: what the client's calls are checked against
 * (client/lib/endpoints.ts). Type-only imports, so no schema reaches the browser through here.
 */

type Of<T> = T[keyof T];

export type ApiEndpoint =
  | Of<typeof accountsEndpoints>
  | Of<typeof alertsEndpoints>
  | Of<typeof catalogEndpoints>
  | Of<typeof contractsEndpoints>
  | Of<typeof leadsEndpoints>
  | Of<typeof paymentsEndpoints>
  | Of<typeof propertiesEndpoints>
  | Of<typeof staffEndpoints>
  | Of<typeof systemEndpoints>
  | Of<typeof weeksEndpoints>;
