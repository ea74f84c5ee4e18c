import Stripe from 'stripe';
import { OXXO_EXPIRES_AFTER_DAYS, type PaymentInstructions } from '#src/shared/payments/methods.ts';
import type {
  CreateIntentInput,
  CreateLinkInput,
  IntentStatus,
  PaymentProvider,
  PayoutAccountStatus,
  ProviderIntent,
  ProviderLink,
  RefundInput,
  TransferInput,
} from './provider';
import { intentIdFromSecret, sameText } from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Another base URL for the API (tests' stand-in, an egress proxy); unset means api.stripe.com. */
  apiUrl?: string;
}

/** The official SDK, pointed at api.stripe.com or, given apiUrl, anywhere else. */
function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe's intent states, folded into the four our records keep. */
export function intentStatus(
  intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>,
): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      // A declined attempt leaves the intent waiting for another card; the attempt failed.
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

/** An Express account can be paid once its transfers capability is active (also read from `account.updated`). */
export function accountStatus(
  account: Pick<Stripe.Account, 'capabilities' | 'requirements'>,
): PayoutAccountStatus {
  const transfers = account.capabilities?.transfers;
  if (transfers === 'active') return 'active';
  return account.requirements?.disabled_reason ? 'restricted' : 'pending';
}

/**
 * What Stripe asks the payer to do next, as our instructions: an OXXO voucher
 * (`oxxo_display_details`) or a SPEI account (`display_bank_transfer_instructions` with its
 * `spei` financial address).
 */
export function instructionsOf(intent: Pick<Stripe.PaymentIntent, 'next_action'>): {
  instructions: PaymentInstructions | null;
  expiresAt: Date | null;
} {
  const oxxo = intent.next_action?.oxxo_display_details;
  if (oxxo?.number)
    return {
      instructions: { kind: 'oxxo', number: oxxo.number, hostedVoucherUrl: oxxo.hosted_voucher_url },
      expiresAt: oxxo.expires_after ? new Date(oxxo.expires_after * 1000) : null,
    };
  const transfer = intent.next_action?.display_bank_transfer_instructions;
  const spei = transfer?.financial_addresses?.find((a) => a.type === 'spei')?.spei;
  if (transfer && spei)
    return {
      instructions: {
        kind: 'spei',
        clabe: spei.clabe,
        bankName: spei.bank_name,
        bankCode: spei.bank_code,
        reference: transfer.reference ?? '',
        hostedInstructionsUrl: transfer.hosted_instructions_url,
      },
      expiresAt: null,
    };
  return { instructions: null, expiresAt: null };
}

/**
 * The parameters of a delayed method's intent, confirmed at creation so Stripe answers the voucher
 * or the account at once (decision 064): OXXO with its days; SPEI as a bank transfer into the
 * customer's balance (`customer_balance`, `mx_bank_transfer`), which needs a Customer. The SDK's
 * API version names the list `allowed_payment_method_types` (older ones: `payment_method_types`).
 */
function delayedParams(
  delayed: NonNullable<CreateIntentInput['delayed']>,
  customer: string | null,
): Partial<Stripe.PaymentIntentCreateParams> {
  if (delayed.method === 'oxxo')
    return {
      allowed_payment_method_types: ['oxxo'],
      payment_method_data: { type: 'oxxo', billing_details: delayed.payer },
      payment_method_options: { oxxo: { expires_after_days: OXXO_EXPIRES_AFTER_DAYS } },
      confirm: true,
    };
  return {
    customer: customer ?? undefined,
    allowed_payment_method_types: ['customer_balance'],
    payment_method_data: { type: 'customer_balance' },
    payment_method_options: {
      customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
    },
    confirm: true,
  };
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    ...instructionsOf(intent),
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intentStatus(intent),
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    failureMessage: intent.last_payment_error?.message ?? null,
    chargeId: chargeOf(intent),
  };
}

/** The id of an intent's latest charge, whether Stripe sent it as an id or expanded. */
export const chargeOf = (intent: Pick<Stripe.PaymentIntent, 'latest_charge'>): string | null =>
  typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);

const refundStatusOf = (refund: Stripe.Refund) =>
  refund.status === 'succeeded'
    ? ('succeeded' as const)
    : refund.status === 'failed' || refund.status === 'canceled'
      ? ('failed' as const)
      : ('pending' as const);

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent(input: CreateIntentInput) {
      const { delayed } = input;
      // A transfer's customer, made once per checkout (the same key, the same customer).
      const customer =
        delayed?.method === 'spei'
          ? (
              await stripe.customers.create(
                { name: delayed.payer.name, email: delayed.payer.email, metadata: input.metadata },
                { idempotencyKey: `${input.idempotencyKey}-customer` },
              )
            ).id
          : null;
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
          ...(delayed
            ? delayedParams(delayed, customer)
            : // The Payment Element offers what the Stripe dashboard enables (cards at least).
              { automatic_payment_methods: { enabled: true } }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(intent);
    },

    async retrieveIntent(id: string) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async authenticate(clientSecret: string) {
      const id = intentIdFromSecret(clientSecret);
      if (!id || !/^pi_[A-Za-z0-9]+$/.test(id)) return null;
      const remote = await this.retrieveIntent(id);
      return remote && sameText(remote.clientSecret, clientSecret) ? { id, remote } : null;
    },

    async createLink(input: CreateLinkInput): Promise<ProviderLink> {
      const metadata = { paymentLink: input.token };
      const price = await stripe.prices.create(
        {
          currency: input.currency,
          unit_amount: input.amountCents,
          product_data: { name: input.name, metadata },
        },
        { idempotencyKey: `${input.idempotencyKey}-price` },
      );
      const link = await stripe.paymentLinks.create(
        {
          line_items: [{ price: price.id, quantity: 1 }],
          metadata,
          // A custom membership is paid once: Stripe deactivates the link after one completed payment.
          restrictions: { completed_sessions: { limit: 1 } },
          payment_intent_data: { description: input.description.slice(0, 1000), metadata },
        },
        { idempotencyKey: `${input.idempotencyKey}-link` },
      );
      return { id: link.id, url: link.url };
    },

    async refund(input: RefundInput) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amountCents, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refundStatusOf(refund) };
    },

    async refundStatus(id: string) {
      return refundStatusOf(await stripe.refunds.retrieve(id));
    },

    async cancelIntent(id: string) {
      await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' });
    },

    async transfer(input: TransferInput) {
      // The charge's own id lets the transfer wait for its funds rather than the platform's balance.
      const charge =
        input.sourceChargeId ??
        (input.sourceIntentId ? chargeOf(await stripe.paymentIntents.retrieve(input.sourceIntentId)) : null);
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          destination: input.destination,
          transfer_group: input.transferGroup,
          ...(charge ? { source_transaction: charge } : {}),
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: transfer.id };
    },

    async createPayoutAccount(input: { email: string; idempotencyKey: string }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: input.email,
          capabilities: { transfers: { requested: true } },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: account.id, status: accountStatus(account) };
    },

    async payoutAccountStatus(id: string) {
      return accountStatus(await stripe.accounts.retrieve(id));
    },

    async onboardingLink(id: string, urls: { returnUrl: string; refreshUrl: string }) {
      const link = await stripe.accountLinks.create({
        account: id,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      return link.url;
    },
  };
}

/** How far a signature's time may be from ours either way: Stripe's own tolerance, 5 minutes. */
const SIGNATURE_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/**
 * Verifies a webhook's Stripe-Signature over the exact bytes received and parses the event; throws
 * otherwise. The SDK refuses a signature older than the tolerance but accepts any from the future,
 * so one signed with a timestamp days ahead could be replayed for days: refused here the same way.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  const event = Stripe.webhooks.constructEvent(
    rawBody,
    signature,
    webhookSecret,
    SIGNATURE_TOLERANCE_SECONDS,
  );
  const signedAt = signedTimestamp(signature);
  if (signedAt === undefined || signedAt - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    throw new Error('Webhook signature timestamp is outside the tolerance zone');
  }
  return event;
}

/** The `t=` of a Stripe-Signature header, read as the SDK reads it (the last one counts). */
function signedTimestamp(header: string): number | undefined {
  let timestamp: number | undefined;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp !== undefined && Number.isFinite(timestamp) ? timestamp : undefined;
}

export type StripeEvent = Stripe.Event;
