/**
 * The accounts that global-setup creates with the admin CLI before the server starts. Journeys
 * sign in as them, and the fixtures use the developer's API session to activate, promote and remove
 * the journeys' own accounts; nothing ever changes these (an owner, or any account a journey
 * changes, is made by the `makeUser` / `owner` fixtures in fixtures.ts). `bulkOwner` holds 5,000
 * weeks written straight to the database before the server starts (bulk-owner.ts), for looking at.
 */
export const ACCOUNTS = {
  dev: {
    username: 'e2e-dev',
    password: 'e2e-dev-password',
    role: 'dev',
    active: true,
    firstName: 'Diana',
    lastName: 'Developer',
  },
  manager: {
    username: 'e2e-manager',
    password: 'e2e-manager-password',
    role: 'manager',
    active: true,
    firstName: 'Mario',
    lastName: 'Manager',
  },
  bulkOwner: {
    username: 'e2e-bulk-owner',
    password: 'e2e-bulk-owner-password',
    role: 'user',
    active: true,
    firstName: 'Berta',
    lastName: 'Bulk',
  },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
