import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import {
  fiscalProfiles,
  type INVOICE_FILE_FORMATS,
  invoiceFiles,
  invoiceSources,
  invoices,
} from '#src/server/db/schema/invoices.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { isUniqueViolation, violatedConstraint } from '#src/server/lib/pg-errors.ts';
import type { Invoicer } from '#src/server/payments/invoicing.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { FiscalData, InvoiceSummary, MyInvoices } from '#src/shared/contracts/invoices.ts';
import { RFC_FOREIGN, RFC_GENERAL_PUBLIC } from '#src/shared/invoices/sat-rules.ts';
import { rateText } from '#src/shared/money/money.ts';
import { isStaff } from '#src/shared/permissions.ts';
import { CLAIM_MS, claimInvoice, issueClaimed } from './issue';
import type { InvoiceMail } from './mails';
import { monthBounds, monthOf, sameMonth } from './month';
import { rateFor, type SourceKind, sourceById, sourcesOfUser } from './sources';

export interface InvoicesDeps {
  db: Db;
  /** The PAC, or null: invoicing is off (no FACTURAPI_KEY). */
  invoicer: Invoicer | null;
  /** The issuer's fiscal postal code: the place of issue, and the generic RFCs' address. */
  issuerPostalCode: string | null;
  /** USD_MXN_RATE, for a dollar payment made before any rate was kept. */
  configuredRate: { usdMxn: number } | null;
  mail: InvoiceMail;
  /** The clock ("as of" in tests). */
  now?: () => Date;
}

export const toInvoiceSummary = (r: typeof invoices.$inferSelect): InvoiceSummary => ({
  id: r.id,
  status: r.status,
  uuid: r.uuid,
  rfc: r.rfc,
  legalName: r.legalName,
  currency: r.currency,
  totalCents: r.totalCents,
  rate: r.rateE4 ? rateText(r.rateE4) : null,
  createdAt: r.createdAt.toISOString(),
  issuedAt: r.issuedAt ? r.issuedAt.toISOString() : null,
  failureMessage: r.failureMessage,
});

const FILE_TYPES: Record<(typeof INVOICE_FILE_FORMATS)[number], string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
};

/** A generic RFC's receiver as the SAT wants it: the issuer's postal code, and the public's name for XAXX. */
function receiverOf(fiscal: FiscalData, issuerPostalCode: string) {
  if (fiscal.rfc === RFC_GENERAL_PUBLIC)
    return { ...fiscal, legalName: 'PUBLICO EN GENERAL', postalCode: issuerPostalCode };
  if (fiscal.rfc === RFC_FOREIGN) return { ...fiscal, postalCode: issuerPostalCode };
  return fiscal;
}

/**
 * A person's CFDI invoices (decision 065): what they may invoice, asking for one within the month
 * of payment (Mexico City time), and downloading its PDF and XML.
 */
export function invoicesService(deps: InvoicesDeps) {
  const { db, invoicer, mail } = deps;
  const now = deps.now ?? (() => new Date());
  const notFound = () => new AppError('NOT_FOUND', 'invoices.sourceNotFound');

  /** Resumes a pending invoice's PAC call, unless another process holds it. */
  async function resume(active: Invoicer, id: number, at: Date) {
    if (!(await claimInvoice(db, id, at))) throw new AppError('CONFLICT', 'invoices.inProgress');
    await issueClaimed(db, active, mail, id, at);
  }

  async function summary(id: number): Promise<InvoiceSummary> {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'invoices.notFound');
    return toInvoiceSummary(row);
  }

  return {
    enabled: invoicer !== null,

    /** GET /api/invoices: this month's and the two before's payments and commissions, with their invoices. */
    async mine(user: PublicUser): Promise<MyInvoices> {
      const at = now();
      const current = monthOf(at);
      const since = monthBounds({
        year: current.month > 2 ? current.year : current.year - 1,
        month: ((current.month + 9) % 12) + 1,
      }).from;
      const sources = await sourcesOfUser(db, user.id, since);
      const ids = sources.filter((s) => s.invoiceId && !s.inGlobal).map((s) => s.invoiceId as number);
      const rows = ids.length
        ? await db
            .select()
            .from(invoices)
            .where(and(inArray(invoices.id, ids), eq(invoices.userId, user.id)))
        : [];
      const byId = new Map(rows.map((r) => [r.id, toInvoiceSummary(r)]));
      const [saved] = await db.select().from(fiscalProfiles).where(eq(fiscalProfiles.userId, user.id));
      return {
        enabled: invoicer !== null,
        items: sources.reverse().map((s) => ({
          source: s.kind,
          sourceId: s.id,
          description: s.description,
          amountCents: s.amountCents,
          currency: s.currency,
          paidAt: s.paidAt.toISOString(),
          open: sameMonth(monthOf(s.paidAt), current),
          inGlobal: s.inGlobal,
          invoice: s.invoiceId ? (byId.get(s.invoiceId) ?? null) : null,
        })),
        saved: saved
          ? {
              rfc: saved.rfc,
              legalName: saved.legalName,
              taxRegime: saved.taxRegime,
              postalCode: saved.postalCode,
              cfdiUse: saved.cfdiUse,
              email: saved.email,
            }
          : null,
      };
    },

    /**
     * POST /api/invoices: the invoice of one of the person's payments or commissions, asked in its
     * month. The row and what it covers commit before the PAC is called (one invoice per source,
     * invoice_sources' unique indexes: of 200 requests at once one is made, the rest are told it is
     * under way); the call carries the row's id as its idempotency key.
     */
    async request(
      user: PublicUser,
      input: { source: SourceKind; sourceId: number; fiscal: FiscalData; remember: boolean },
    ): Promise<InvoiceSummary> {
      if (!invoicer || !deps.issuerPostalCode) throw new AppError('CONFLICT', 'invoices.off');
      const at = now();
      const source = await sourceById(db, input.source, input.sourceId);
      if (!source || source.userId !== user.id) throw notFound();
      if (source.invoiceId) {
        const [existing] = await db.select().from(invoices).where(eq(invoices.id, source.invoiceId));
        if (!existing || existing.status === 'issued' || existing.kind === 'global')
          throw new AppError('CONFLICT', 'invoices.alreadyInvoiced');
        await resume(invoicer, existing.id, at);
        return summary(existing.id);
      }
      if (!sameMonth(monthOf(source.paidAt), monthOf(at)))
        throw new AppError('CONFLICT', 'invoices.monthEnded');
      const currency = source.currency === 'mxn' ? ('MXN' as const) : ('USD' as const);
      const rate = currency === 'USD' ? await rateFor(db, source, deps.configuredRate) : null;
      if (currency === 'USD' && rate === null) throw new AppError('CONFLICT', 'invoices.noRate');
      const receiver = receiverOf(input.fiscal, deps.issuerPostalCode);
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(invoices)
            .values({
              kind: 'individual',
              userId: user.id,
              rfc: receiver.rfc,
              legalName: receiver.legalName,
              taxRegime: receiver.taxRegime,
              postalCode: receiver.postalCode,
              cfdiUse: receiver.cfdiUse,
              email: receiver.email,
              paymentForm: source.paymentForm,
              currency,
              totalCents: source.amountCents,
              rateE4: rate,
              claimedUntil: new Date(at.getTime() + CLAIM_MS),
            })
            .returning({ id: invoices.id });
          if (!row) throw new Error('invoice not written');
          await tx.insert(invoiceSources).values({
            invoiceId: row.id,
            paymentId: source.kind === 'payment' ? source.id : null,
            ledgerEntryId: source.kind === 'commission' ? source.id : null,
            description: source.description,
            amountCents: source.amountCents,
            currency: source.currency,
            rateE4: rate,
            paymentForm: source.paymentForm,
          });
          if (input.remember) {
            const kept = { ...input.fiscal, updatedAt: at };
            await tx
              .insert(fiscalProfiles)
              .values({ userId: user.id, ...kept })
              .onConflictDoUpdate({ target: fiscalProfiles.userId, set: kept });
          }
          return row.id;
        })
        .catch((err) => {
          const name = violatedConstraint(err);
          if (isUniqueViolation(err) && name?.startsWith('invoice_sources_'))
            throw new AppError('CONFLICT', 'invoices.inProgress');
          throw err;
        });
      await issueClaimed(db, invoicer, mail, id, at);
      return summary(id);
    },

    /** GET /api/invoices/:id/files/:format: its receiver's and staff's; anyone else gets 404. */
    async file(user: PublicUser, id: number, format: 'pdf' | 'xml') {
      const [f] = await db
        .select({ userId: invoices.userId, content: invoiceFiles.content })
        .from(invoiceFiles)
        .innerJoin(invoices, eq(invoices.id, invoiceFiles.invoiceId))
        .where(and(eq(invoiceFiles.invoiceId, id), eq(invoiceFiles.format, format)));
      if (!f || (f.userId !== user.id && !isStaff(user)))
        throw new AppError('NOT_FOUND', 'invoices.notFound');
      return { content: f.content, contentType: FILE_TYPES[format], name: `semana-cfdi-${id}.${format}` };
    },
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
