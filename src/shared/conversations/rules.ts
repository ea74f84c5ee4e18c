// The numbers and names of conversations, read by the contracts, the server and the screens; no
// validation library here, so the public pages' message box does not pull one in.

/** The longest message, in characters (the database checks it too). */
export const MESSAGE_MAX = 2000;

/** What may be hidden in a message before its booking is paid (server/modules/conversations/masking.ts). */
export const MASKED_KINDS = ['phone', 'email', 'link', 'handle', 'payment'] as const;
export type MaskedKind = (typeof MASKED_KINDS)[number];
