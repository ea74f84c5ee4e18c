import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MEMBERSHIP_CURRENCY, type TierId } from '../../../shared/constants';
import type { PublicUser } from '../../../shared/contracts/accounts';
import {
  type createPaymentIntentInput,
  findTier,
  type membershipsQuery,
  type PaidMembership,
  type PaymentStatusResponse,
  type paymentStatusQuery,
  type testConfirmInput,
} from '../../../shared/contracts/payments';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { paymentLinks, payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { isoTimestamp, rawRows } from '../../lib/prepared';
import type { PaymentProvider } from '../../payments/provider';
import { testCardDecline } from '../../payments/test-provider';
import { dollarsToCents } from './money';
import type { PaymentMail } from './payment-mail';
import { recordPayment, updatePaymentStatus } from './records';

type IntentIn = z.output<typeof createPaymentIntentInput>;
type ConfirmIn = z.output<typeof testConfirmInput>;
type StatusIn = z.output<typeof paymentStatusQuery>;
type MembershipsIn = z.output<typeof membershipsQuery>;

export interface Logger {
  error(obj: unknown, msg: string): void;
}

const INVALID_SELECTION = 'Invalid membership selection. Please try again.';
const INIT_FAILED = 'Failed to initialize payment. Please try again.';
const ALREADY_PAID =
  'Your membership payment has already been received. Please contact us to have your account reactivated.';
const notFound = () => new AppError('NOT_FOUND', 'Payment not found');
export const PAYMENTS_OFF =
  'Payments are not available on this site yet: card payments have not been set up. Nothing was charged; please contact us.';

/** On a public site without Stripe keys nothing may pretend to take money (decision 010). */
export function refuseWhenOff(mode: Config['paymentsMode']): void {
  if (mode === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_OFF);
}

/**
 * A retry of the same checkout (double click, reload, network retry) within the hour reuses one
 * intent instead of opening a second; hashed so no personal data travels in the key.
 */
const idempotencyKey = (...parts: (string | number)[]) =>
  createHash('sha256')
    .update([...parts, Math.floor(Date.now() / 3_600_000)].join('|'))
    .digest('hex');

export function paymentsService(
  db: Db,
  provider: PaymentProvider,
  log: Logger,
  mode: Config['paymentsMode'],
  mail?: Pick<PaymentMail, 'settled'>,
) {
  /** The newest succeeded membership payment of each listed user (or of every user). */
  const latestPaid = (userIds?: number[]) =>
    db
      .selectDistinctOn([payments.userId], {
        userId: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        active: users.active,
        tier: payments.tier,
        amountCents: payments.amountCents,
        currency: payments.currency,
        provider: payments.provider,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.status, 'succeeded'),
          isNotNull(payments.tier),
          userIds ? inArray(payments.userId, userIds) : undefined,
        ),
      )
      // The order of payments_membership_idx.
      .orderBy(payments.userId, sql`${payments.paidAt} desc nulls last`, desc(payments.id));

  return {
    config() {
      return { provider: provider.name, publishableKey: provider.publishableKey, mode };
    },

    /** POST /api/create-payment-intent: the amount always comes from the price table or the link's row. */
    async createIntent(user: PublicUser | null, input: IntentIn) {
      refuseWhenOff(mode);
      const browserCents = dollarsToCents(input.amount);
      let amountCents: number;
      let currency = MEMBERSHIP_CURRENCY;
      let description: string;
      const metadata: Record<string, string> = {};
      let tier: TierId | null = null;
      let linkId: number | null = null;
      let key: string;

      if (input.tier) {
        const found = findTier(input.tier);
        if (!found) throw new AppError('BAD_REQUEST', INVALID_SELECTION);
        if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to pay for your membership');
        if (user.active) throw new AppError('CONFLICT', 'Your account is already active');
        if ((await latestPaid([user.id])).length > 0) {
          throw new AppError('CONFLICT', ALREADY_PAID);
        }
        amountCents = found.price * 100;
        tier = found.id;
        description = `Semana ${found.name} membership`;
        metadata.tier = found.id;
        metadata.userId = String(user.id);
        key = idempotencyKey('membership', user.id, found.id, amountCents);
      } else {
        const [link] = await db
          .select()
          .from(paymentLinks)
          .where(eq(paymentLinks.token, input.link ?? ''))
          .limit(1);
        if (!link) throw new AppError('NOT_FOUND', 'This payment link does not exist');
        if (link.status === 'paid') throw new AppError('CONFLICT', 'This payment link has already been paid');
        amountCents = link.amountCents;
        currency = link.currency;
        linkId = link.id;
        description = link.name;
        metadata.paymentLink = link.token;
        if (user) metadata.userId = String(user.id);
        key = idempotencyKey('link', link.token, user?.id ?? crypto.randomUUID(), amountCents);
      }
      // The browser's figure is only a check that the person saw the price being charged.
      if (browserCents !== amountCents) throw new AppError('BAD_REQUEST', INVALID_SELECTION);

      let intent: Awaited<ReturnType<PaymentProvider['createIntent']>>;
      try {
        intent = await provider.createIntent({
          amountCents,
          currency,
          description,
          metadata,
          idempotencyKey: key,
        });
      } catch (err) {
        log.error({ err }, 'payment provider: creating an intent failed');
        throw new AppError('UNAVAILABLE', INIT_FAILED);
      }
      // One transaction: an intent that is already paid activates its payer with its record.
      await db.transaction((tx) =>
        recordPayment(
          tx,
          {
            provider: provider.name,
            providerId: intent.id,
            userId: user?.id ?? null,
            tier,
            paymentLinkId: linkId,
            amountCents,
            currency,
            status: intent.status === 'succeeded' ? 'succeeded' : 'pending',
          },
          mail,
        ),
      );
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountCents, currency };
    },

    /** The built-in provider's card form: approves or declines like Stripe's test cards. */
    async confirmTestPayment(input: ConfirmIn) {
      refuseWhenOff(mode);
      const auth = await provider.authenticate(input.clientSecret);
      if (!auth) throw notFound();
      // One transaction, the payment's row (and its link's) locked: two confirms of one intent, or
      // two payers of one link, are decided one after the other.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: payments.status,
            linkId: payments.paymentLinkId,
            userId: payments.userId,
            tier: payments.tier,
          })
          .from(payments)
          .where(and(eq(payments.provider, 'test'), eq(payments.providerId, auth.id)))
          .limit(1)
          .for('update');
        if (!row) throw notFound();
        // Paying again what is already paid charges nothing a second time.
        if (row.status === 'succeeded') return { status: 'succeeded' as const, message: null };
        if (row.linkId) {
          const [link] = await tx
            .select({ status: paymentLinks.status })
            .from(paymentLinks)
            .where(eq(paymentLinks.id, row.linkId))
            .for('update');
          // Someone else paid this one-off link meanwhile.
          if (link?.status === 'paid')
            throw new AppError('CONFLICT', 'This payment link has already been paid');
        }
        if (row.tier && row.userId) {
          // Another tab paid a membership for this account since this checkout opened.
          const [paid] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.userId, row.userId),
                eq(payments.status, 'succeeded'),
                isNotNull(payments.tier),
              ),
            )
            .limit(1);
          if (paid) throw new AppError('CONFLICT', ALREADY_PAID);
        }
        const decline = testCardDecline(input);
        const status = decline ? ('failed' as const) : ('succeeded' as const);
        await updatePaymentStatus(tx, { provider: 'test', providerId: auth.id }, status, decline, mail);
        return { status, message: decline };
      });
    },

    /** GET /api/payments/status: what we recorded, refreshed from the provider when it has a view. */
    async status(query: StatusIn): Promise<PaymentStatusResponse> {
      const auth = await provider.authenticate(query.payment_intent_client_secret).catch((err) => {
        log.error({ err }, 'payment provider: reading an intent failed');
        throw new AppError('UNAVAILABLE', 'The payment status could not be read. Please try again.');
      });
      if (!auth || auth.id !== query.payment_intent) throw notFound();
      if (auth.remote && auth.remote.status !== 'pending') {
        const { status, failureMessage } = auth.remote;
        // One transaction: a success seen here first activates the payer with the record.
        await db.transaction((tx) =>
          updatePaymentStatus(
            tx,
            { provider: provider.name, providerId: auth.id },
            status,
            failureMessage,
            mail,
          ),
        );
      }
      const [row] = await db
        .select({
          status: payments.status,
          tier: payments.tier,
          linkName: paymentLinks.name,
          amountCents: payments.amountCents,
          currency: payments.currency,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
          failureMessage: payments.failureMessage,
        })
        .from(payments)
        .leftJoin(paymentLinks, eq(paymentLinks.id, payments.paymentLinkId))
        .where(and(eq(payments.provider, provider.name), eq(payments.providerId, auth.id)))
        .limit(1);
      if (!row) throw notFound();
      return {
        ...row,
        linkName: row.linkName ?? null,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
      };
    },

    /** GET /api/payments/memberships: who has paid which tier, newest first, for the staff who activate. */
    async memberships(query: MembershipsIn) {
      const latest = latestPaid(query.userId ? [query.userId] : undefined).as('latest');
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(latest)
          .orderBy(desc(latest.paidAt), desc(latest.userId))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(latest),
      ]);
      return { items: rows.map(toMembership), total, page: query.page, pageSize: query.pageSize };
    },

    /** The signed-in person's newest paid membership, so the plans page can say it has been received. */
    async myMembership(userId: number) {
      const [row] = await latestPaid([userId]);
      if (!row) return { membership: null };
      const { tier, amountCents, currency, paidAt } = toMembership(row);
      return { membership: { tier, amountCents, currency, paidAt } };
    },

    /** Each listed user's paid tier, for the accounts list (a later issue) to show beside activation. */
    async paidTiers(userIds: number[]): Promise<Map<number, TierId>> {
      if (userIds.length === 0) return new Map();
      const rows = await latestPaid(userIds);
      return new Map(rows.flatMap((r) => (r.tier ? [[r.userId, r.tier] as const] : [])));
    },

    /** The newest paid membership of the listed users (of every user when none are listed), for the accounts list. */
    /**
     * The newest paid membership of each of a page of accounts (the staff's polled list): one
     * statement prepared by name (decision 011), on payments_membership_idx.
     */
    async paidTiersOf(
      userIds: number[],
    ): Promise<Map<number, { tier: TierId; test: boolean; paidAt: string }>> {
      if (userIds.length === 0) return new Map();
      const rows = await rawRows(db, {
        name: 'payments_paid_tiers',
        text: `select distinct on (user_id) user_id, tier, provider, ${isoTimestamp('paid_at')}
          from payments
         where status = 'succeeded' and tier is not null and user_id = any($1::int[])
         order by user_id, paid_at desc nulls last, id desc`,
        values: [userIds],
      });
      return new Map(
        rows.map((r) => [
          r[0] as number,
          { tier: r[1] as TierId, test: r[2] === 'test', paidAt: r[3] as string },
        ]),
      );
    },

    async membershipsOf(userIds?: number[]): Promise<Map<number, PaidMembership>> {
      if (userIds?.length === 0) return new Map();
      const rows = await latestPaid(userIds);
      return new Map(rows.map((r) => [r.userId, toMembership(r)] as const));
    },
  };
}

function toMembership(r: {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  tier: TierId | null;
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'test';
  paidAt: Date | null;
}): PaidMembership {
  return {
    ...r,
    // The query keeps succeeded membership payments only: a tier and a payment time are always there.
    tier: r.tier as TierId,
    test: r.provider === 'test',
    paidAt: (r.paidAt as Date).toISOString(),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
