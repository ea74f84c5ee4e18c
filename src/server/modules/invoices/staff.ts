import { and, desc, eq, gte, isNull, lt, ne, or } from 'drizzle-orm';
import { invoiceSources, invoices } from '#src/server/db/schema/invoices.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { isUniqueViolation } from '#src/server/lib/pg-errors.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { InvoiceSummary, StaffInvoiceMonth } from '#src/shared/contracts/invoices.ts';
import { RFC_GENERAL_PUBLIC } from '#src/shared/invoices/sat-rules.ts';
import { CLAIM_MS, claimInvoice, issueClaimed, usdToCentavos } from './issue';
import { monthBounds, parseMonth } from './month';
import { type InvoicesDeps, toInvoiceSummary } from './service';
import { rateFor, type Source, sourcesBetween } from './sources';

/**
 * The staff's side of invoicing (decision 065): a month's invoices and what is left, and the
 * month's global invoice (público en general, periodicity month) for every payment and commission
 * of the month not invoiced to a person, issued once the month has ended in Mexico City. It is in
 * pesos: a dollar source is converted at its own rate (the one stored on the purchase, else the
 * day's), to the centavo.
 */
export function invoicesStaff(deps: InvoicesDeps) {
  const { db, invoicer, mail } = deps;
  const now = deps.now ?? (() => new Date());

  async function globalOf(year: number, month: number) {
    const [row] = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, 'global'),
          eq(invoices.periodYear, year),
          eq(invoices.periodMonth, month),
          ne(invoices.status, 'failed'),
        ),
      )
      .orderBy(desc(invoices.id))
      .limit(1);
    return row;
  }

  /**
   * A person's invoices of the month left pending by a process that died mid-call and nobody asked
   * again: their PAC call is made again (same key) before the global invoice is counted, so each
   * payment ends up in exactly one of them. A refusal frees its payment for the global invoice.
   */
  async function resumeStale(from: Date, to: Date, at: Date) {
    if (!invoicer) return;
    const stale = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, 'individual'),
          eq(invoices.status, 'pending'),
          gte(invoices.createdAt, from),
          lt(invoices.createdAt, to),
          or(isNull(invoices.claimedUntil), lt(invoices.claimedUntil, at)),
        ),
      );
    for (const { id } of stale) {
      if (!(await claimInvoice(db, id, at))) continue;
      try {
        await issueClaimed(db, invoicer, mail, id, at);
      } catch (err) {
        // An outage leaves it pending, and its payment out of the global invoice until it is issued.
        if (!(err instanceof AppError)) throw err;
      }
    }
  }

  return {
    /** GET /api/staff/invoices?month=yyyy-MM */
    async month(text: string): Promise<StaffInvoiceMonth> {
      const m = parseMonth(text);
      const { from, to } = monthBounds(m);
      const sources = await sourcesBetween(db, from, to);
      const left = sources.filter((s) => s.invoiceId === null);
      const global = await globalOf(m.year, m.month);
      const individual = await db
        .select()
        .from(invoices)
        .where(
          and(eq(invoices.kind, 'individual'), gte(invoices.createdAt, from), lt(invoices.createdAt, to)),
        )
        .orderBy(desc(invoices.id))
        .limit(200);
      const total = (currency: 'usd' | 'mxn') =>
        left.filter((s) => s.currency === currency).reduce((n, s) => n + s.amountCents, 0);
      return {
        enabled: invoicer !== null,
        month: text,
        closed: now().getTime() >= to.getTime(),
        uninvoiced: { count: left.length, mxnCents: total('mxn'), usdCents: total('usd') },
        global: global ? toInvoiceSummary(global) : null,
        individual: individual.map(toInvoiceSummary),
      };
    },

    /** POST /api/staff/invoices/global: the month's global invoice, or the pending one resumed. */
    async issueGlobal(actor: PublicUser, text: string): Promise<InvoiceSummary> {
      if (!invoicer || !deps.issuerPostalCode) throw new AppError('CONFLICT', 'invoices.off');
      const at = now();
      const m = parseMonth(text);
      const { from, to } = monthBounds(m);
      if (at.getTime() < to.getTime()) throw new AppError('CONFLICT', 'invoices.monthNotClosed');
      const existing = await globalOf(m.year, m.month);
      if (existing?.status === 'issued') throw new AppError('CONFLICT', 'invoices.globalExists');
      if (existing) {
        if (!(await claimInvoice(db, existing.id, at))) throw new AppError('CONFLICT', 'invoices.inProgress');
        await issueClaimed(db, invoicer, mail, existing.id, at);
        return toInvoiceSummary((await globalOf(m.year, m.month)) ?? existing);
      }
      await resumeStale(from, to, at);
      const left = (await sourcesBetween(db, from, to)).filter((s) => s.invoiceId === null);
      if (left.length === 0) throw new AppError('CONFLICT', 'invoices.nothingToInvoice');
      const priced: (Source & { rate: number | null; centavos: number })[] = [];
      for (const s of left) {
        const rate = s.currency === 'usd' ? await rateFor(db, s, deps.configuredRate) : null;
        if (s.currency === 'usd' && rate === null) throw new AppError('CONFLICT', 'invoices.noRate');
        priced.push({ ...s, rate, centavos: rate ? usdToCentavos(s.amountCents, rate) : s.amountCents });
      }
      // One payment form for the whole invoice: the one that paid the largest part (the SAT's rule).
      const byForm = new Map<string, number>();
      for (const p of priced) byForm.set(p.paymentForm, (byForm.get(p.paymentForm) ?? 0) + p.centavos);
      const paymentForm =
        [...byForm.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '99';
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(invoices)
            .values({
              kind: 'global',
              userId: actor.id,
              rfc: RFC_GENERAL_PUBLIC,
              legalName: 'PUBLICO EN GENERAL',
              taxRegime: '616',
              postalCode: deps.issuerPostalCode as string,
              cfdiUse: 'S01',
              email: null,
              paymentForm,
              currency: 'MXN',
              totalCents: priced.reduce((n, p) => n + p.centavos, 0),
              rateE4: null,
              periodYear: m.year,
              periodMonth: m.month,
              claimedUntil: new Date(at.getTime() + CLAIM_MS),
            })
            .returning({ id: invoices.id });
          if (!row) throw new Error('invoice not written');
          await tx.insert(invoiceSources).values(
            priced.map((p) => ({
              invoiceId: row.id,
              paymentId: p.kind === 'payment' ? p.id : null,
              ledgerEntryId: p.kind === 'commission' ? p.id : null,
              description: p.description,
              amountCents: p.amountCents,
              currency: p.currency,
              rateE4: p.rate,
              paymentForm: p.paymentForm,
            })),
          );
          return row.id;
        })
        .catch((err) => {
          // Another staff member's global invoice, or a person's request still in flight.
          if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'invoices.inProgress');
          throw err;
        });
      await issueClaimed(db, invoicer, mail, id, at);
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      if (!row) throw new AppError('NOT_FOUND', 'invoices.notFound');
      return toInvoiceSummary(row);
    },
  };
}

export type InvoicesStaff = ReturnType<typeof invoicesStaff>;
