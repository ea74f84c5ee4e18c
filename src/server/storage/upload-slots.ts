import { AppError } from '../lib/errors';

export interface UploadSlotLimits {
  /** Uploads in flight at once in this process, from before their body is read until their files are gone. */
  total: number;
  /** Of those, how many one account may hold. */
  perAccount: number;
}

/** How long a refused client is told to wait: a typical upload is over within a minute. */
export const UPLOAD_RETRY_AFTER_SECONDS = 60;

export const UPLOADS_BUSY_MESSAGE = 'properties.serverBusyReceivingOtherPhotos';

export const UPLOADS_PER_ACCOUNT_MESSAGE = 'properties.alreadySendingOtherListingsPhotos';

/**
 * Every upload writes its photos (up to 140 MB) to DATA_DIR/tmp while it arrives, and a client may
 * take up to REQUEST_TIMEOUT_SECONDS to send them. Taking a slot before the body is read bounds the
 * temporary disk at `total` × the largest request, and one account, trickling its uploads, can hold
 * at most `perAccount` of the slots (decision 015). Refusals are thrown as AppErrors (503 or 429
 * with Retry-After) before a byte of the body is read. Per process, like the image job queue.
 */
export function uploadSlots(limits: UploadSlotLimits) {
  let inFlight = 0;
  const byAccount = new Map<number, number>();

  return {
    /** Takes a slot for `accountId`'s upload, or throws; call the returned function once, when done. */
    acquire(accountId: number): () => void {
      const mine = byAccount.get(accountId) ?? 0;
      if (mine >= limits.perAccount) {
        throw new AppError('RATE_LIMITED', UPLOADS_PER_ACCOUNT_MESSAGE, {
          retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
        });
      }
      if (inFlight >= limits.total) {
        throw new AppError('UNAVAILABLE', UPLOADS_BUSY_MESSAGE, {
          retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
        });
      }
      inFlight++;
      byAccount.set(accountId, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight--;
        const left = (byAccount.get(accountId) ?? 1) - 1;
        if (left > 0) byAccount.set(accountId, left);
        else byAccount.delete(accountId);
      };
    },
    /** For the logs and the tests: uploads in flight now. */
    stats: () => ({ inFlight, accounts: byAccount.size }),
  };
}

export type UploadSlots = ReturnType<typeof uploadSlots>;
