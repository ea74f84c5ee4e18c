/** The owner area: add week, sell property, contracts, My Dashboard. */
export const ownerMessages = {} as const;
