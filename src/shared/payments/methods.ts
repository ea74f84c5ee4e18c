// How a person pays: a card (dollars, at once), or the Mexican ways that wait for the payer (an
// OXXO voucher paid in cash at a store, a SPEI bank transfer), charged in pesos (decision 064).

export const PAYMENT_METHODS = ['card', 'oxxo', 'spei'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods paid later, in pesos: the purchase waits in `pending` until the provider confirms. */
export const DELAYED_METHODS = ['oxxo', 'spei'] as const satisfies readonly PaymentMethod[];
export type DelayedMethod = (typeof DELAYED_METHODS)[number];

export const isDelayed = (method: PaymentMethod): method is DelayedMethod => method !== 'card';

/**
 * Calendar days an OXXO voucher stays payable (Stripe allows 1 to 7; the store's cash desk closes
 * the voucher at 23:59 Mexico City time of the last day).
 */
export const OXXO_EXPIRES_AFTER_DAYS = 2;
/** How long a SPEI transfer is waited for: ours, not the bank's, so the hold of a week ends. */
export const SPEI_WINDOW_HOURS = 48;

/**
 * The longest a delayed method may wait, from now, in hours: an OXXO voucher may run to the end of
 * its last day in Mexico City, so a whole day more than its days.
 */
export const windowHours = (method: DelayedMethod): number =>
  method === 'oxxo' ? (OXXO_EXPIRES_AFTER_DAYS + 1) * 24 : SPEI_WINDOW_HOURS;

/** What the payer needs to pay a delayed method: the voucher, or the transfer's details. */
export type PaymentInstructions =
  | {
      kind: 'oxxo';
      /** The voucher's reference number, what the cashier types or scans. */
      number: string;
      /** The provider's own printable voucher page, when it has one. */
      hostedVoucherUrl: string | null;
    }
  | {
      kind: 'spei';
      /** The 18-digit account number to transfer to (its check digit verified). */
      clabe: string;
      bankName: string;
      bankCode: string;
      /** What the payer writes in the transfer's reference, so it is matched to this purchase. */
      reference: string;
      hostedInstructionsUrl: string | null;
    };

/**
 * Whether check-in is too close to pay a week by this method: the week is held for the method's
 * whole window, and booking must still be open at its end (`leadHours` before check-in). The
 * server refuses such a booking; the screens disable the choice with the same rule.
 */
export const tooCloseFor = (method: DelayedMethod, checkInAt: Date, now: Date, leadHours: number): boolean =>
  checkInAt.getTime() - now.getTime() < (leadHours + windowHours(method)) * 3_600_000;
