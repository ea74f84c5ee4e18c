/** Destination page, all weeks, all properties: cards, carousels, filters, interest dialogs. */
export const listingsMessages = {} as const;
