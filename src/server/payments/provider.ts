import { timingSafeEqual } from 'node:crypto';
import type { DelayedMethod, PaymentInstructions } from '#src/shared/payments/methods.ts';

/**
 * What the payments service needs from a card processor (decision 010). Two implementations:
 * Stripe (stripe-provider.ts) and the built-in test provider (test-provider.ts), chosen once at
 * start from the configuration. Amounts are integer cents; the service decides them.
 */
export type ProviderName = 'stripe' | 'test';

export type IntentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  description: string;
  /** Copied onto the intent, so a webhook can say whose payment it was and for what. */
  metadata: Record<string, string>;
  /** The same key twice returns the same intent rather than a second one. */
  idempotencyKey: string;
  /** A booking's group: its later transfer to the owner names the same one. */
  transferGroup?: string;
  /**
   * A method paid later (decision 064): the intent is created and confirmed at once for it (in
   * pesos), and answers the voucher or the transfer's details; absent for a card.
   */
  delayed?: {
    method: DelayedMethod;
    /** Who pays: OXXO prints the name on the voucher, a SPEI transfer needs a customer. */
    payer: { name: string; email: string };
    /** When our window closes (the test provider's voucher; SPEI's wait at Stripe). */
    expiresAt: Date;
  };
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  failureMessage: string | null;
  /** The charge of a succeeded payment (Stripe's `latest_charge`): what the owner's transfer is paid from. */
  chargeId: string | null;
  /** A delayed method's voucher or transfer details, while it waits for the payer; else null. */
  instructions?: PaymentInstructions | null;
  /** When the provider stops taking the voucher (Stripe's `expires_after`); null when it does not say. */
  expiresAt?: Date | null;
}

export interface CreateLinkInput {
  name: string;
  description: string;
  amountCents: number;
  currency: string;
  /** Our own handle of the link, copied onto the link and onto the payments made through it. */
  token: string;
  /** Where the test provider's link points: this app's checkout. */
  checkoutUrl: string;
  idempotencyKey: string;
}

export interface ProviderLink {
  id: string;
  url: string;
}

export interface RefundInput {
  intentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A refund as the provider reports it: card refunds succeed at once, others may stay pending. */
export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface TransferInput {
  amountCents: number;
  currency: string;
  /** The owner's payout account at the provider. */
  destination: string;
  /** The booking's group, shared with its charge (Stripe's separate charges and transfers). */
  transferGroup: string;
  /** The charge the money came from, so the transfer waits for those funds (Stripe's source_transaction). */
  sourceChargeId: string | null;
  /** The payment it was charged by: its charge is looked up when `sourceChargeId` is not known. */
  sourceIntentId: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type PayoutAccountStatus = 'pending' | 'active' | 'restricted';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The key the browser's provider script needs; null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The provider's current view of an intent, or null when it does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  createLink(input: CreateLinkInput): Promise<ProviderLink>;
  /** Stops an unpaid intent, so it can no longer be paid; throws when it cannot be stopped (paid, or in flight). */
  cancelIntent(id: string): Promise<void>;
  /** Gives part or all of a paid intent back; the same key twice is the same refund, as it was answered then. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** A refund's status now (a pending refund is read again rather than asked for again). */
  refundStatus(id: string): Promise<ProviderRefund['status']>;
  /** Pays an owner from the platform's balance; the same key twice is the same transfer. */
  transfer(input: TransferInput): Promise<{ id: string }>;
  /** Opens an owner's payout account (the same key twice is the same account). */
  createPayoutAccount(input: { email: string; idempotencyKey: string }): Promise<{
    id: string;
    status: PayoutAccountStatus;
  }>;
  /** Whether the account can receive transfers yet. */
  payoutAccountStatus(id: string): Promise<PayoutAccountStatus>;
  /** Where the owner finishes the account's setup at the provider; null when nothing is left to do. */
  onboardingLink(id: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string | null>;
  /**
   * The intent a client secret belongs to, when the secret is genuine: the browser proves with it
   * that it may see a payment's status. `remote` is the provider's current view (null for the test
   * provider, which keeps nothing).
   */
  authenticate(clientSecret: string): Promise<{ id: string; remote: ProviderIntent | null } | null>;
}

export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Intent ids in client secrets: Stripe's `pi_…_secret_…` form, which the test provider copies. */
export const intentIdFromSecret = (clientSecret: string): string | null => {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
};
