/** Unit-type images (/unit-type-images): staff texts, registered by the page (registerMessages). */
export const adminImagesMessages = {} as const;
export type AdminImagesMessages = typeof adminImagesMessages;
