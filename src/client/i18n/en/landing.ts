/** The landing page: hero, search, destinations, week request, partners. */
export const landingMessages = {} as const;
