import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '#src/server/config.ts';
import type { Db } from '#src/server/db/client.ts';
import { paymentLinks } from '#src/server/db/schema/payments.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { randomToken } from '#src/server/payments/test-provider.ts';
import { MEMBERSHIP_CURRENCY } from '#src/shared/constants.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { createPaymentLinkInput, PaymentLink, pageQuery } from '#src/shared/contracts/payments.ts';
import { decimalToCents } from './money';
import { type Logger, refuseWhenOff } from './service';

type LinkIn = z.output<typeof createPaymentLinkInput>;
type PageIn = z.output<typeof pageQuery>;

const toLink = (row: typeof paymentLinks.$inferSelect): PaymentLink => ({
  id: row.id,
  token: row.token,
  url: row.url,
  name: row.name,
  description: row.description,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  provider: row.provider,
  test: row.provider === 'test',
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** Custom payment links (docs/product.md, Membership and payments): made by staff, paid by anyone holding the URL. */
export function paymentLinksService(
  db: Db,
  provider: PaymentProvider,
  log: Logger,
  settings: Pick<Config, 'paymentsMode' | 'publicUrl'>,
) {
  return {
    async create(user: PublicUser, input: LinkIn): Promise<PaymentLink> {
      refuseWhenOff(settings.paymentsMode);
      const token = randomToken();
      const amountCents = decimalToCents(input.amount);
      let created: { id: string; url: string };
      try {
        created = await provider.createLink({
          name: input.name,
          description: input.description,
          amountCents,
          currency: MEMBERSHIP_CURRENCY,
          token,
          // PUBLIC_URL, never the request's Host header, which the sender of the request chooses.
          checkoutUrl: `${settings.publicUrl}/checkout?link=${encodeURIComponent(token)}`,
          idempotencyKey: `payment-link-${token}`,
        });
      } catch (err) {
        log.error({ err }, 'payment provider: creating a payment link failed');
        throw new AppError('UNAVAILABLE', 'payments.failedCreatePaymentLink');
      }
      const [row] = await db
        .insert(paymentLinks)
        .values({
          token,
          provider: provider.name,
          providerId: created.id,
          url: created.url,
          name: input.name,
          description: input.description,
          amountCents,
          currency: MEMBERSHIP_CURRENCY,
          createdBy: user.id,
        })
        .returning();
      return toLink(row);
    },

    async list(query: PageIn) {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(paymentLinks)
          .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(paymentLinks),
      ]);
      return { items: rows.map(toLink), total, page: query.page, pageSize: query.pageSize };
    },

    /** What the checkout shows a payer of a link. */
    async publicLink(token: string) {
      const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.token, token)).limit(1);
      if (!row) throw new AppError('NOT_FOUND', 'payments.paymentLinkNotExist');
      const { name, description, amountCents, currency, status } = toLink(row);
      return { name, description, amountCents, currency, status };
    },
  };
}

export type PaymentLinksService = ReturnType<typeof paymentLinksService>;
