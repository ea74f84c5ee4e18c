import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { rateE4 } from '#src/shared/money/money.ts';
import { dayOf } from './month';

/*
 * What an invoice may cover (decision 065), read from the payments and bookings modules' tables
 * (read-only joins, CODE_STYLE.md 2): a succeeded membership or payment-link payment, by its
 * payer; a booking's commission entry, by the booking's owner, whose payout it was kept from. A
 * booking's charge itself is the owner's money the platform holds, not the platform's sale.
 */

export type SourceKind = 'payment' | 'commission';

export interface Source {
  kind: SourceKind;
  id: number;
  /** Who may ask for its invoice. */
  userId: number | null;
  description: string;
  amountCents: number;
  currency: 'usd' | 'mxn';
  /** When it was paid (a commission: when it was kept). */
  paidAt: Date;
  /** The rate stored on the purchase, when it has one (peso purchases). */
  storedRateE4: number | null;
  /** c_FormaPago. */
  paymentForm: string;
  /** The invoice (not failed) that covers it, and whether that one is the month's global invoice. */
  invoiceId: number | null;
  inGlobal: boolean;
}

/** c_FormaPago by how the purchase was paid: cash at OXXO, a SPEI transfer, a card. */
const FORM_BY_METHOD: Record<string, string> = { oxxo: '01', spei: '03', card: '04' };
/** A commission is kept from the owner's payout: paid by compensation. */
const COMMISSION_FORM = '17';

const TIER_NAMES: Record<string, string> = { silver: 'Silver', gold: 'Gold', platinum: 'Platinum' };

interface Row extends Record<string, unknown> {
  kind: SourceKind;
  id: number;
  user_id: number | null;
  tier: string | null;
  link_name: string | null;
  reference: string | null;
  amount_cents: number;
  currency: string;
  paid_at: Date | string;
  stored_rate: string | null;
  method: string | null;
  invoice_id: number | null;
  invoice_kind: string | null;
}

function toSource(r: Row): Source {
  const description =
    r.kind === 'commission'
      ? `Comisión por intermediación de la reserva ${r.reference ?? ''}`.trim()
      : r.tier
        ? `Membresía Semana ${TIER_NAMES[r.tier] ?? r.tier}`
        : `Semana: ${r.link_name ?? 'pago'}`;
  return {
    kind: r.kind,
    id: Number(r.id),
    userId: r.user_id === null ? null : Number(r.user_id),
    description,
    amountCents: Number(r.amount_cents),
    currency: r.currency === 'mxn' ? 'mxn' : 'usd',
    paidAt: new Date(r.paid_at),
    storedRateE4: r.stored_rate ? Number(r.stored_rate) : null,
    paymentForm: r.kind === 'commission' ? COMMISSION_FORM : (FORM_BY_METHOD[r.method ?? 'card'] ?? '04'),
    invoiceId: r.invoice_id === null ? null : Number(r.invoice_id),
    inGlobal: r.invoice_kind === 'global',
  };
}

/**
 * The sources matching `where` (a condition on `s`, the union's row), oldest first. The payment's
 * method and stored rate are read through to_jsonb, so this reads payments whether or not they
 * carry those columns yet.
 */
async function sourcesWhere(db: DbOrTx, where: ReturnType<typeof sql>): Promise<Source[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select s.*, i.id as invoice_id, i.kind as invoice_kind from (
        select 'payment' as kind, p.id, p.user_id, p.tier, pl.name as link_name, null as reference,
               p.amount_cents, p.currency, p.paid_at,
               to_jsonb(p) ->> 'rate_e4' as stored_rate, to_jsonb(p) ->> 'method' as method
        from payments p left join payment_links pl on pl.id = p.payment_link_id
        where p.status = 'succeeded' and p.booking_id is null and p.paid_at is not null
        union all
        select 'commission', e.id, b.owner_id, null, null, b.reference,
               e.amount_cents, e.currency, e.created_at, null, null
        from booking_ledger_entries e join bookings b on b.id = e.booking_id
        where e.kind = 'commission'
      ) s
      left join invoice_sources x
        on (s.kind = 'payment' and x.payment_id = s.id) or (s.kind = 'commission' and x.ledger_entry_id = s.id)
      left join invoices i on i.id = x.invoice_id
      where ${where}
      order by s.paid_at, s.kind, s.id`),
  );
  return rows.map(toSource);
}

/** A person's sources paid since `since`. */
export const sourcesOfUser = (db: DbOrTx, userId: number, since: Date) =>
  sourcesWhere(db, sql`s.user_id = ${userId} and s.paid_at >= ${since.toISOString()}`);

/** One source, whoever's it is. */
export const sourceById = async (db: DbOrTx, kind: SourceKind, id: number) =>
  (await sourcesWhere(db, sql`s.kind = ${kind} and s.id = ${id}`))[0];

/** The sources paid within [from, to). */
export const sourcesBetween = (db: DbOrTx, from: Date, to: Date) =>
  sourcesWhere(db, sql`s.paid_at >= ${from.toISOString()} and s.paid_at < ${to.toISOString()}`);

/**
 * Pesos per dollar for a dollar source: the rate stored on the purchase, else the site's rate for
 * its day (the newest set for that day or before), else the configured one; null when none exists.
 */
export async function rateFor(
  db: DbOrTx,
  source: Pick<Source, 'paidAt' | 'storedRateE4'>,
  configured: { usdMxn: number } | null,
): Promise<number | null> {
  if (source.storedRateE4) return source.storedRateE4;
  const [row] = rowsOf<{ usd_mxn: string }>(
    await db.execute(sql`
      select usd_mxn::text as usd_mxn from exchange_rates
      where rate_date <= ${dayOf(source.paidAt)}
      order by rate_date desc, created_at desc, id desc limit 1`),
  );
  if (row) return rateE4(row.usd_mxn);
  return configured ? rateE4(configured.usdMxn) : null;
}
