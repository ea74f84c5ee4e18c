import { timingSafeEqual } from 'node:crypto';

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
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  failureMessage: string | null;
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

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The key the browser's provider script needs; null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The provider's current view of an intent, or null when it does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  createLink(input: CreateLinkInput): Promise<ProviderLink>;
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
