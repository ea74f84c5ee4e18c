/**
 * What the invoices module needs from a PAC, the provider that stamps CFDI with the SAT (decision
 * 065): one call that issues an invoice and answers its stamped PDF and XML. Facturapi
 * (facturapi-invoicer.ts) when FACTURAPI_KEY is set; without it invoicing is off. Amounts are
 * integer minor units; the module decides them.
 */

export interface CfdiItem {
  description: string;
  /** c_ClaveProdServ (a global invoice's items are 01010101, its unit ACT). */
  productKey: string;
  unitKey: string;
  /** The price with IVA included, in the invoice's minor units. */
  cents: number;
}

export interface CfdiRequest {
  /** The same key twice gives the same invoice, never a second one. */
  idempotencyKey: string;
  /** Our invoice row's id, kept by the PAC beside its own (its `external_id`). */
  externalId: string;
  customer: {
    rfc: string;
    legalName: string;
    taxRegime: string;
    postalCode: string;
    email: string | null;
  };
  use: string;
  /** c_FormaPago: 01 cash, 03 transfer, 04 card, 17 compensation. */
  paymentForm: string;
  currency: 'MXN' | 'USD';
  /** Pesos per dollar in ten-thousandths, for a dollar invoice. */
  rateE4: number | null;
  items: CfdiItem[];
  /** A global invoice (público en general): the month it covers. */
  global?: { year: number; month: number };
}

export interface IssuedCfdi {
  providerId: string;
  /** The folio fiscal. */
  uuid: string;
  pdf: Buffer;
  xml: Buffer;
}

/**
 * The PAC refused the invoice on its content (a 4xx: the SAT's rules, the receiver's data): asking
 * again with the same data would be refused again.
 */
export class InvoiceRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'InvoiceRefused';
  }
}

export interface Invoicer {
  /** Throws InvoiceRefused for a refusal, anything else for an outage (the call may be repeated with the same key). */
  issue(request: CfdiRequest): Promise<IssuedCfdi>;
}

/** Minor units as the decimal number a PAC's JSON takes (350000 → 3500, 1999 → 19.99): written from the digits, never divided. */
export function decimalOfCents(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`Not an amount in minor units: ${cents}`);
  const whole = Math.trunc(cents / 100);
  return Number(`${whole}.${String(cents - whole * 100).padStart(2, '0')}`);
}

/** A rate in ten-thousandths as the decimal number (172345 → 17.2345). */
export function decimalOfRate(rateE4: number): number {
  const whole = Math.trunc(rateE4 / 10_000);
  return Number(`${whole}.${String(rateE4 - whole * 10_000).padStart(4, '0')}`);
}
