/** Database Management (/database-management): staff texts, registered by the page (registerMessages). */
export const adminDatabaseMessages = {} as const;
export type AdminDatabaseMessages = typeof adminDatabaseMessages;
