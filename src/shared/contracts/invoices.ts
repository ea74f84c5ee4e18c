import { z } from 'zod';
import { messagesEn } from '../i18n/messages-en';
import {
  CFDI_USE_CODES,
  combinationProblem,
  hasRegimeSuffix,
  isPostalCode,
  normalizedRfc,
  readRfc,
  TAX_REGIME_CODES,
} from '../invoices/sat-rules';
import { id, text } from './common';

/*
 * CFDI invoices (decision 065): what a person who paid may invoice, the request with their fiscal
 * data, and the staff's month with its global invoice.
 */

export const INVOICE_SOURCE_KINDS = ['payment', 'commission'] as const;
export const INVOICE_STATUSES = ['pending', 'issued', 'failed'] as const;

/** The receiver's fiscal data as the SAT has it; the messages say each rule in both languages. */
export const fiscalData = z
  .object({
    rfc: text({ error: messagesEn['invoices.rfcInvalid'] }).trim().max(20, messagesEn['invoices.rfcInvalid']),
    legalName: text({ error: messagesEn['invoices.legalNameRequired'] })
      .trim()
      .min(1, messagesEn['invoices.legalNameRequired'])
      .max(254, messagesEn['invoices.legalNameTooLong']),
    taxRegime: z.enum(TAX_REGIME_CODES, messagesEn['invoices.regimeInvalid']),
    postalCode: text({ error: messagesEn['invoices.postalCodeInvalid'] }).trim(),
    cfdiUse: z.enum(CFDI_USE_CODES, messagesEn['invoices.useInvalid']),
    email: text().trim().max(254).pipe(z.email(messagesEn['accounts.invalidEmailAddress'])),
  })
  .superRefine((v, ctx) => {
    const rfc = readRfc(v.rfc);
    if (!rfc.ok) {
      const key =
        rfc.problem === 'date'
          ? 'invoices.rfcDate'
          : rfc.problem === 'checkDigit'
            ? 'invoices.rfcCheckDigit'
            : 'invoices.rfcInvalid';
      ctx.addIssue({ code: 'custom', path: ['rfc'], message: messagesEn[key] });
    }
    if (!isPostalCode(v.postalCode))
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: messagesEn['invoices.postalCodeInvalid'],
      });
    // Kept upper-cased, and some characters grow then ('ﬃ' is 'FFI'): the column holds 254.
    if (v.legalName.toUpperCase().length > 254)
      ctx.addIssue({ code: 'custom', path: ['legalName'], message: messagesEn['invoices.legalNameTooLong'] });
    if (hasRegimeSuffix(v.legalName))
      ctx.addIssue({ code: 'custom', path: ['legalName'], message: messagesEn['invoices.legalNameSuffix'] });
    if (!rfc.ok) return;
    const problem = combinationProblem(rfc, v.taxRegime, v.cfdiUse);
    if (problem === 'genericNeeds616S01')
      ctx.addIssue({ code: 'custom', path: ['taxRegime'], message: messagesEn['invoices.genericRfcRule'] });
    else if (problem === 'regimeNotForFisica')
      ctx.addIssue({
        code: 'custom',
        path: ['taxRegime'],
        message: messagesEn['invoices.regimeNotForFisica'],
      });
    else if (problem === 'regimeNotForMoral')
      ctx.addIssue({
        code: 'custom',
        path: ['taxRegime'],
        message: messagesEn['invoices.regimeNotForMoral'],
      });
    else if (problem === 'useNotForRegime')
      ctx.addIssue({ code: 'custom', path: ['cfdiUse'], message: messagesEn['invoices.useNotForRegime'] });
  })
  .transform((v) => ({ ...v, rfc: normalizedRfc(v.rfc), legalName: v.legalName.toUpperCase() }));
export type FiscalData = z.output<typeof fiscalData>;
export type FiscalDataInput = z.input<typeof fiscalData>;

/** POST /api/invoices: invoice one payment (a membership, a payment link) or one booking's commission. */
export const invoiceRequest = z.object({
  source: z.enum(INVOICE_SOURCE_KINDS),
  sourceId: id(),
  fiscal: fiscalData,
  /** Keep the fiscal data on the account to fill the next request. */
  remember: z.boolean().default(false),
});
export type InvoiceRequest = z.input<typeof invoiceRequest>;

/** An invoice as its receiver sees it. */
export const invoiceSummary = z.object({
  id: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  uuid: z.string().nullable(),
  rfc: z.string(),
  legalName: z.string(),
  currency: z.enum(['MXN', 'USD']),
  totalCents: z.number().int(),
  /** Pesos per dollar ('17.2345') of a dollar invoice. */
  rate: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** Something the person paid that an invoice may cover, with the invoice it has. */
export const invoiceable = z.object({
  source: z.enum(INVOICE_SOURCE_KINDS),
  sourceId: z.number().int(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(['usd', 'mxn']),
  paidAt: z.string(),
  /** Whether it may still be asked now: the month of payment (Mexico City time) has not ended. */
  open: z.boolean(),
  /** Already in the month's global invoice. */
  inGlobal: z.boolean(),
  invoice: invoiceSummary.nullable(),
});
export type Invoiceable = z.infer<typeof invoiceable>;

/** GET /api/invoices: whether invoicing is on, the person's payments and commissions of the last months, their kept fiscal data. */
export const myInvoices = z.object({
  enabled: z.boolean(),
  items: z.array(invoiceable),
  saved: z
    .object({
      rfc: z.string(),
      legalName: z.string(),
      taxRegime: z.string(),
      postalCode: z.string(),
      cfdiUse: z.string(),
      email: z.string(),
    })
    .nullable(),
});
export type MyInvoices = z.infer<typeof myInvoices>;

/** GET /api/invoices/:id/files/:format */
export const invoiceFileParams = z.object({ id: id(), format: z.enum(['pdf', 'xml']) });

/** A month as yyyy-MM. */
export const invoiceMonth = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, messagesEn['invoices.monthInvalid']),
});

/** GET /api/staff/invoices: a month's invoices and what the global invoice would cover. */
export const staffInvoiceMonth = z.object({
  enabled: z.boolean(),
  month: z.string(),
  /** The month has ended in Mexico City: its global invoice may be issued. */
  closed: z.boolean(),
  uninvoiced: z.object({ count: z.number().int(), mxnCents: z.number().int(), usdCents: z.number().int() }),
  global: invoiceSummary.nullable(),
  individual: z.array(invoiceSummary),
});
export type StaffInvoiceMonth = z.infer<typeof staffInvoiceMonth>;
