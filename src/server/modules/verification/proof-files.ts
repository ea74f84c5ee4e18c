import { AppError, issue } from '#src/server/lib/errors.ts';
import type { FileRule } from '#src/server/storage/multipart.ts';
import { type PrivateFileLimits, privateFileRule } from '#src/server/storage/private-files.ts';
import { VERIFICATION_FILE_MAX_BYTES, VERIFICATION_FILES_MAX } from '#src/shared/verification/rules.ts';

/**
 * A week's proof (decision 062): 1 to 3 files, each a PDF or a photo (JPEG, PNG, WebP) of at most
 * 10 MB, checked like a booking's confirmation (decision 058) before a byte is kept.
 */
export const PROOF_LIMITS: PrivateFileLimits = {
  files: VERIFICATION_FILES_MAX,
  maxBytes: VERIFICATION_FILE_MAX_BYTES,
  refused: (filename) =>
    new AppError('VALIDATION', 'verification.fileNotAccepted', {
      vars: { filename },
      issues: [issue('files', 'verification.fileNotAccepted', { filename })],
    }),
  tooMany: () => new AppError('BAD_REQUEST', 'verification.tooManyFiles'),
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'verification.fileTooLarge'),
  unnamed: 'proof',
};

export const PROOF_FILES: FileRule = privateFileRule(PROOF_LIMITS);
