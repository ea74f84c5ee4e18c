import facturapiModule, { FacturapiError } from 'facturapi';
import {
  type CfdiRequest,
  decimalOfCents,
  decimalOfRate,
  InvoiceRefused,
  type Invoicer,
  type IssuedCfdi,
} from './invoicing';

// The package is CommonJS with `exports.default`: Node's own ESM import answers the exports object,
// Vite's (the tests) the class itself.
const Facturapi =
  (facturapiModule as unknown as { default?: typeof facturapiModule }).default ?? facturapiModule;

export interface FacturapiSettings {
  key: string;
  /** Another base URL for Facturapi's API (the tests' stand-in); unset, Facturapi's own. */
  apiUrl?: string;
}

/** The invoice body of Facturapi's API (v2) for one request. */
function invoiceBody(r: CfdiRequest) {
  return {
    customer: {
      legal_name: r.customer.legalName,
      tax_id: r.customer.rfc,
      tax_system: r.customer.taxRegime,
      ...(r.customer.email ? { email: r.customer.email } : {}),
      address: { zip: r.customer.postalCode },
    },
    // Prices include IVA at 16 %, Facturapi's default tax of a product: it writes the breakdown.
    items: r.items.map((item) => ({
      quantity: 1,
      product: {
        description: item.description,
        product_key: item.productKey,
        unit_key: item.unitKey,
        price: decimalOfCents(item.cents),
        tax_included: true,
      },
    })),
    use: r.use,
    payment_form: r.paymentForm,
    payment_method: 'PUE',
    currency: r.currency,
    ...(r.rateE4 !== null ? { exchange: decimalOfRate(r.rateE4) } : {}),
    external_id: r.externalId,
    idempotency_key: r.idempotencyKey,
    ...(r.global
      ? {
          global: {
            periodicity: 'month',
            months: String(r.global.month).padStart(2, '0'),
            year: r.global.year,
          },
        }
      : {}),
  };
}

/** A download of the SDK (a Node stream, or a Blob elsewhere) as bytes. */
async function bytesOf(download: unknown): Promise<Buffer> {
  if (download instanceof Blob) return Buffer.from(await download.arrayBuffer());
  const chunks: Buffer[] = [];
  for await (const chunk of download as AsyncIterable<Uint8Array | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Only a 400 or 422 refuses the invoice's content. Anything else (a key the API no longer takes,
 * 401/403; a timeout, a conflict, a rate limit) says nothing about an invoice that may already
 * exist from an earlier call with the same key: marking it failed would free its payment for a
 * second CFDI, so it is an outage and the same call is made again later.
 */
const isRefusal = (err: unknown): err is FacturapiError =>
  err instanceof FacturapiError && (err.status === 400 || err.status === 422);

/**
 * Facturapi's official SDK (decision 065), pointed at facturapi.io or, given apiUrl, anywhere else
 * (its BASE_URL setter). The invoice is created with our idempotency key, then its stamped PDF and
 * XML are downloaded; a repeat with the same key meets the invoice already made.
 */
export function facturapiInvoicer(settings: FacturapiSettings): Invoicer {
  const client = new Facturapi(settings.key);
  if (settings.apiUrl) client.BASE_URL = `${settings.apiUrl.replace(/\/+$/, '')}/v2`;
  return {
    async issue(request): Promise<IssuedCfdi> {
      let created: Awaited<ReturnType<typeof client.invoices.create>>;
      try {
        created = await client.invoices.create(invoiceBody(request));
      } catch (err) {
        if (isRefusal(err)) throw new InvoiceRefused(err.message);
        throw err;
      }
      // Facturapi stamps a body over 2 MB in the background (status pending, no uuid yet): asked
      // again later with the same key, it answers the invoice once stamped.
      if (!created.uuid) throw new Error(`Facturapi has not stamped invoice ${created.id} yet`);
      const [pdf, xml] = await Promise.all([
        client.invoices.downloadPdf(created.id).then(bytesOf),
        client.invoices.downloadXml(created.id).then(bytesOf),
      ]);
      return { providerId: created.id, uuid: created.uuid, pdf, xml };
    },
  };
}
