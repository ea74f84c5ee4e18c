/** Accounts that global-setup creates with the admin CLI before the server starts. */
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
  owner: {
    username: 'e2e-owner',
    password: 'e2e-owner-password',
    role: 'user',
    active: true,
    firstName: 'Olivia',
    lastName: 'Owner',
  },
  inactive: {
    username: 'e2e-inactive',
    password: 'e2e-inactive-password',
    role: 'user',
    active: false,
    firstName: 'Ivan',
    lastName: 'Inactive',
  },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
