/** Accounts Management (/accounts-management): staff texts, registered by the page (registerMessages). */
export const adminAccountsMessages = {} as const;
export type AdminAccountsMessages = typeof adminAccountsMessages;
