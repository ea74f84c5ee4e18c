import type { IncomingHttpHeaders } from 'node:http';
import { delayedAction } from './stripe-stand-in-delayed';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body (or a GET's query), flat: `metadata[tier]` → 'gold'. */
  form: Record<string, string>;
}

export type Json = Record<string, unknown>;
export type Answer = [number, Json];

const error = (status: number, message: string, code?: string): Answer => [
  status,
  { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
];
const noSuch = (what: string, id: string) => error(404, `No such ${what}: '${id}'`, 'resource_missing');
const list = (url: string, data: Json[]): Answer => [200, { object: 'list', url, has_more: false, data }];
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
  );

/**
 * The objects of Stripe's API the adapter uses, kept in memory with Stripe's rules where our code
 * depends on them: a refund needs a succeeded payment and never exceeds what is left of it, a
 * transfer needs a destination whose `transfers` capability is active and a `source_transaction`
 * that is a charge, an intent that succeeded or is processing cannot be cancelled. Tests move an
 * intent or an account along as Stripe would (`succeed`, `activateAccount`) and read what exists.
 */
export function stripeObjects() {
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_standin${++seq}`;
  const intents = new Map<string, Json>();
  /** What retrieval says of an intent on top of its object (the return page's tests). */
  const intentOverrides = new Map<string, Json>();
  const charges = new Map<string, { intent: string; amount: number }>();
  const refunds = new Map<string, Json>();
  const transfers = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  const customers = new Map<string, Json>();
  /** The status the next refunds are created with (card refunds succeed at once; others wait). */
  let refundStatus: 'succeeded' | 'pending' = 'succeeded';

  const refundedOf = (charge: string) =>
    [...refunds.values()]
      .filter((r) => r.charge === charge && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + Number(r.amount), 0);

  function createIntent(form: Record<string, string>): Answer {
    const id = nextId('pi');
    const action = delayedAction(id, form, seq, customers);
    if (Array.isArray(action)) return action;
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_received: 0,
      currency: form.currency,
      description: form.description ?? null,
      metadata: metadataOf(form),
      transfer_group: form.transfer_group ?? null,
      client_secret: `${id}_secret_standin${seq}`,
      status: action ? 'requires_action' : 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      customer: form.customer ?? null,
      next_action: action,
    };
    intents.set(id, intent);
    return [200, intent];
  }

  function cancelIntent(id: string, form: Record<string, string>): Answer {
    const intent = intents.get(id);
    if (!intent) return noSuch('payment_intent', id);
    if (['succeeded', 'canceled', 'processing'].includes(String(intent.status)))
      return error(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    Object.assign(intent, { status: 'canceled', cancellation_reason: form.cancellation_reason ?? null });
    return [200, intent];
  }

  function createRefund(form: Record<string, string>): Answer {
    const intent = intents.get(form.payment_intent ?? '');
    if (!intent) return noSuch('payment_intent', form.payment_intent ?? '');
    const charge = intent.latest_charge as string | null;
    if (intent.status !== 'succeeded' || !charge)
      return error(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
    const left = Number(intent.amount_received) - refundedOf(charge);
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left <= 0)
      return error(400, `Charge ${charge} has already been refunded.`, 'charge_already_refunded');
    if (amount > left)
      return error(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
      );
    const refund: Json = {
      id: nextId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge,
      payment_intent: intent.id,
      metadata: metadataOf(form),
      status: refundStatus,
    };
    refunds.set(String(refund.id), refund);
    return [200, refund];
  }

  function createTransfer(form: Record<string, string>): Answer {
    const destination = accounts.get(form.destination ?? '');
    if (!destination) return noSuch('destination', form.destination ?? '');
    if ((destination.capabilities as Json).transfers !== 'active')
      return error(
        400,
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'insufficient_capabilities_for_transfer',
      );
    const amount = Number(form.amount);
    if (form.source_transaction !== undefined) {
      const source = charges.get(form.source_transaction);
      if (!source) return noSuch('charge', form.source_transaction);
      if (amount > source.amount)
        return error(400, 'The transfer amount exceeds the amount of the source transaction.');
    }
    const transfer: Json = {
      id: nextId('tr'),
      object: 'transfer',
      amount,
      currency: form.currency,
      destination: destination.id,
      transfer_group: form.transfer_group ?? null,
      source_transaction: form.source_transaction ?? null,
      metadata: metadataOf(form),
      reversed: false,
    };
    transfers.set(String(transfer.id), transfer);
    return [200, transfer];
  }

  function createAccount(form: Record<string, string>): Answer {
    const account: Json = {
      id: nextId('acct'),
      object: 'account',
      type: form.type,
      email: form.email ?? null,
      capabilities: { transfers: 'inactive' },
      requirements: { currently_due: ['external_account', 'tos_acceptance.date'], disabled_reason: null },
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
    };
    accounts.set(String(account.id), account);
    return [200, account];
  }

  function createAccountLink(form: Record<string, string>): Answer {
    const account = accounts.get(form.account ?? '');
    if (!account) return noSuch('account', form.account ?? '');
    if (form.type !== 'account_onboarding' || !form.return_url || !form.refresh_url)
      return error(400, 'An account link needs a type, a return_url and a refresh_url.');
    const created = Math.floor(Date.now() / 1000);
    return [
      200,
      {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${account.id}/${nextId('link')}`,
        created,
        expires_at: created + 300,
      },
    ];
  }

  /** Stripe's answer to one request, or null for a path it does not know. */
  function answer(req: StandInRequest): Answer {
    const { method, path, form } = req;
    const [, , resource, id, action] = path.split('/');
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) return createIntent(form);
      if (method === 'POST' && id && action === 'cancel') return cancelIntent(id, form);
      if (method === 'GET' && id && !action) {
        const intent = intents.get(id);
        return intent
          ? [200, { ...intent, ...(intentOverrides.get(id) ?? {}) }]
          : noSuch('payment_intent', id);
      }
    }
    if (resource === 'refunds') {
      if (method === 'POST' && !id) return createRefund(form);
      if (method === 'GET' && id)
        return refunds.has(id) ? [200, refunds.get(id) as Json] : noSuch('refund', id);
      if (method === 'GET')
        return list(
          '/v1/refunds',
          [...refunds.values()].filter(
            (r) => !form.payment_intent || r.payment_intent === form.payment_intent,
          ),
        );
    }
    if (resource === 'transfers') {
      if (method === 'POST' && !id) return createTransfer(form);
      if (method === 'GET' && !id)
        return list(
          '/v1/transfers',
          [...transfers.values()].filter(
            (t) => !form.transfer_group || t.transfer_group === form.transfer_group,
          ),
        );
    }
    if (resource === 'accounts') {
      if (method === 'POST' && !id) return createAccount(form);
      if (method === 'GET' && id)
        return accounts.has(id) ? [200, accounts.get(id) as Json] : noSuch('account', id);
    }
    if (resource === 'account_links' && method === 'POST') return createAccountLink(form);
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer: Json = {
        id: nextId('cus'),
        object: 'customer',
        name: form.name ?? null,
        email: form.email ?? null,
        metadata: metadataOf(form),
      };
      customers.set(String(customer.id), customer);
      return [200, customer];
    }
    if (resource === 'prices' && method === 'POST')
      return [
        200,
        {
          id: nextId('price'),
          object: 'price',
          currency: form.currency,
          unit_amount: Number(form.unit_amount),
          product: nextId('prod'),
        },
      ];
    if (resource === 'payment_links' && method === 'POST') {
      const linkId = nextId('plink');
      const url = `https://buy.stripe.test/${linkId}`;
      return [200, { id: linkId, object: 'payment_link', url, metadata: metadataOf(form), active: true }];
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  return {
    answer,
    intents,
    intentOverrides,
    refunds,
    transfers,
    accounts,
    customers,
    /** The next refunds answer `pending` (as a bank's refund does) until set back to `succeeded`. */
    setRefundStatus(status: 'succeeded' | 'pending') {
      refundStatus = status;
    },
    /** A pending refund reaches its end (Stripe then sends `refund.updated`). */
    settleRefund(id: string, status: 'succeeded' | 'failed' = 'succeeded') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund.status = status;
      return refund;
    },
    /** The guest's payment of intent `id` goes through: a charge, as Stripe makes it; answers the intent for its event. */
    succeed(id: string): Json {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      const charge = nextId('ch');
      charges.set(charge, { intent: id, amount: Number(intent.amount) });
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: charge,
        next_action: null,
      });
      return { ...intent };
    },
    /** An OXXO voucher's end passed unpaid: Stripe fails the attempt; answers the intent for its `payment_intent.payment_failed`. */
    expireVoucher(id: string): Json {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          code: 'payment_intent_payment_attempt_expired',
          message: 'The payment attempt expired.',
          type: 'invalid_request_error',
        },
      });
      return { ...intent };
    },
    /** Sets fields of an intent itself (`processing`, say): unlike `intentOverrides`, every call sees them. */
    updateIntent(id: string, patch: Json) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, patch);
    },
    /** The owner finished Stripe's onboarding: transfers are active; answers the account for its event. */
    activateAccount(id: string): Json {
      const account = accounts.get(id);
      if (!account) throw new Error(`no account ${id}`);
      Object.assign(account, {
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [], disabled_reason: null },
        details_submitted: true,
        payouts_enabled: true,
      });
      return { ...account };
    },
  };
}
