// The numbers and names of week verification (decision 062), read by the schema, the contracts,
// the server's checks and the screens.

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'lapsed', 'withdrawn'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** How many proof files one request carries, and how large each may be. */
export const VERIFICATION_FILES_MIN = 1;
export const VERIFICATION_FILES_MAX = 3;
export const VERIFICATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What the owner may send (photos are re-encoded as JPEG, so only PDF and JPEG are kept). */
export const VERIFICATION_UPLOAD_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export const VERIFICATION_FILE_TYPES = ['application/pdf', 'image/jpeg'] as const;
export type VerificationFileType = (typeof VERIFICATION_FILE_TYPES)[number];

/** The rejection reason the owner reads. */
export const VERIFICATION_REASON_MAX = 1000;
