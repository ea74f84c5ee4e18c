import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { invoiceFiles, invoiceSources, invoices } from '#src/server/db/schema/invoices.ts';
import { AppError } from '#src/server/lib/errors.ts';
import {
  type CfdiItem,
  type CfdiRequest,
  InvoiceRefused,
  type Invoicer,
} from '#src/server/payments/invoicing.ts';
import type { InvoiceMail } from './mails';

/** How long one process may hold an invoice's PAC call before another may make it again. */
export const CLAIM_MS = 2 * 60 * 1000;

/** SAT product and unit keys: our sales are services (E48); a global invoice's items are 01010101 / ACT. */
export const PRODUCT_KEY = '80141600';
const UNIT_KEY = 'E48';

type InvoiceRow = typeof invoices.$inferSelect;
type SourceRow = typeof invoiceSources.$inferSelect;

/** Dollars in centavos at a rate in ten-thousandths, half up to the centavo, in BigInt. */
export function usdToCentavos(cents: number, rateE4: number): number {
  const n = BigInt(cents) * BigInt(rateE4);
  return Number((n * 2n + 10_000n) / 20_000n);
}

/** An item's amount in the invoice's currency: a global invoice (pesos) converts each dollar source at its own rate. */
export function itemCents(invoice: Pick<InvoiceRow, 'currency'>, source: SourceRow): number {
  if (invoice.currency === 'USD' || source.currency === 'mxn') return source.amountCents;
  if (!source.rateE4) throw new Error(`Source ${source.id} has no rate`);
  return usdToCentavos(source.amountCents, source.rateE4);
}

/** The PAC's request for a stored invoice: built from its rows only, so every retry sends the same. */
export function cfdiRequest(invoice: InvoiceRow, sources: SourceRow[]): CfdiRequest {
  const global = invoice.kind === 'global' && invoice.periodYear && invoice.periodMonth;
  const items: CfdiItem[] = sources.map((s) =>
    global
      ? {
          description: `Venta ${s.paymentId ? `P-${s.paymentId}` : `C-${s.ledgerEntryId}`}`,
          productKey: '01010101',
          unitKey: 'ACT',
          cents: itemCents(invoice, s),
        }
      : {
          description: s.description,
          productKey: PRODUCT_KEY,
          unitKey: UNIT_KEY,
          cents: itemCents(invoice, s),
        },
  );
  return {
    idempotencyKey: `semana-invoice-${invoice.id}`,
    externalId: String(invoice.id),
    customer: {
      rfc: invoice.rfc,
      legalName: invoice.legalName,
      taxRegime: invoice.taxRegime,
      postalCode: invoice.postalCode,
      email: invoice.email,
    },
    use: invoice.cfdiUse,
    paymentForm: invoice.paymentForm,
    currency: invoice.currency,
    rateE4: invoice.rateE4,
    items,
    ...(global
      ? { global: { year: invoice.periodYear as number, month: invoice.periodMonth as number } }
      : {}),
  };
}

/**
 * Takes the PAC call of a pending invoice for this process: only when no other holds it (or its
 * hold has lapsed, a process that died mid-call). False when another is at it or it is settled.
 */
export async function claimInvoice(db: Db, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(invoices)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.status, 'pending'),
        or(isNull(invoices.claimedUntil), lt(invoices.claimedUntil, now)),
      ),
    )
    .returning({ id: invoices.id });
  return claimed.length === 1;
}

/**
 * Makes the PAC call of a claimed invoice and keeps its answer: the PDF and XML stored and the
 * receiver mailed in one transaction. A refusal marks it failed and frees what it covered (the
 * person may ask again with corrected data); an outage lets the claim go, and the same call, with
 * the same idempotency key, is made again by the next attempt.
 */
export async function issueClaimed(db: Db, invoicer: Invoicer, mail: InvoiceMail, id: number, now: Date) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw new AppError('NOT_FOUND', 'invoices.notFound');
  const sources = await db
    .select()
    .from(invoiceSources)
    .where(eq(invoiceSources.invoiceId, id))
    .orderBy(invoiceSources.id);
  let issued: Awaited<ReturnType<Invoicer['issue']>>;
  try {
    issued = await invoicer.issue(cfdiRequest(invoice, sources));
  } catch (err) {
    if (err instanceof InvoiceRefused) {
      await db.transaction(async (tx) => {
        await tx
          .update(invoices)
          .set({ status: 'failed', failureMessage: err.reason.slice(0, 1000), claimedUntil: null })
          .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')));
        await tx.delete(invoiceSources).where(eq(invoiceSources.invoiceId, id));
      });
      throw new AppError('BAD_REQUEST', 'invoices.providerRefused', { vars: { reason: err.reason } });
    }
    await db.update(invoices).set({ claimedUntil: null }).where(eq(invoices.id, id));
    throw Object.assign(new AppError('UNAVAILABLE', 'invoices.providerUnavailable'), { cause: err });
  }
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .update(invoices)
      .set({
        status: 'issued',
        uuid: issued.uuid,
        providerId: issued.providerId,
        issuedAt: now,
        claimedUntil: null,
      })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')))
      .returning();
    if (!stored) return;
    await tx.insert(invoiceFiles).values(
      (['pdf', 'xml'] as const).map((format) => {
        const content = issued[format];
        return {
          invoiceId: id,
          format,
          byteSize: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          content,
        };
      }),
    );
    if (stored.kind !== 'individual' || !stored.email || !stored.userId) return;
    const [to] = await tx
      .select({ firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, stored.userId));
    await mail(tx, {
      to: { email: stored.email, firstName: to?.firstName ?? '', locale: to?.locale ?? null },
      invoiceId: id,
      uuid: issued.uuid,
      rfc: stored.rfc,
      currency: stored.currency,
      totalCents: stored.totalCents,
      rateE4: stored.rateE4,
      pdf: issued.pdf,
      xml: issued.xml,
    });
  });
}
