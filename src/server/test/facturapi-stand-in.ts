import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in received it: the JSON body parsed. */
export interface FacturapiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: a request body is whatever the SDK sent
  body: any;
}

/** A PDF with its end-of-file marker, as the PAC's is (small: the mail carries it). */
const pdfOf = (uuid: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% CFDI ${uuid}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

// biome-ignore lint/suspicious/noExplicitAny: the body as sent
const xmlOf = (uuid: string, body: any) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Moneda="${body.currency}" FormaPago="${body.payment_form}"><cfdi:Receptor Rfc="${body.customer.tax_id}" UsoCFDI="${body.use}"/><cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" UUID="${uuid}"/></cfdi:Complemento></cfdi:Comprobante>\n`,
    'utf8',
  );

/**
 * A local HTTP stand-in for the Facturapi API calls the adapter makes (decision 065), so the real
 * SDK is tested offline: it records every request, checks the key, answers a created invoice like
 * the API (id, uuid, total) and serves its PDF and XML. An invoice's `idempotency_key` seen before
 * answers the invoice already made. `refuseNext` answers the PAC's 400 for the SAT's rules;
 * `failNext` a 500 before anything is made; `unauthorizedNext` the 401 of a revoked or mistyped key;
 * `dropNext` makes the invoice and cuts the connection unanswered (a process that dies before
 * storing it); `stampLaterNext` answers it unstamped (status pending, no uuid, as the API does for
 * a body over 2 MB) and stamped when the same key is sent again.
 */
export async function startFacturapiStandIn(key = 'sk_test_standin') {
  const requests: FacturapiRequest[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: invoices as the API answers them
  const invoices = new Map<string, { invoice: any; body: any }>();
  const byKey = new Map<string, string>();
  const next: ('refuse' | 'fail' | 'unauthorized' | 'drop' | 'stampLater')[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  // biome-ignore lint/suspicious/noExplicitAny: the body as sent
  const create = (body: any) => {
    const id = `inv_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const uuid = randomUUID().toUpperCase();
    // biome-ignore lint/suspicious/noExplicitAny: items as sent
    const total = (body.items as any[]).reduce(
      (s, i) => s + Math.round(i.product.price * 100) * i.quantity,
      0,
    );
    const invoice = {
      id,
      uuid,
      status: 'valid',
      total: total / 100,
      currency: body.currency,
      exchange: body.exchange ?? 1,
      use: body.use,
      payment_form: body.payment_form,
      external_id: body.external_id ?? null,
      idempotency_key: body.idempotency_key ?? null,
      customer: { tax_id: body.customer.tax_id, legal_name: body.customer.legal_name },
      global: body.global ?? null,
    };
    invoices.set(id, { invoice, body });
    if (body.idempotency_key) byKey.set(body.idempotency_key, id);
    return invoice;
  };

  const server: Server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const raw = Buffer.concat(chunks).toString('utf8');
      const req: FacturapiRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        authorization: incoming.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      };
      requests.push(req);
      if (req.authorization !== `Bearer ${key}`) {
        json(res, 401, { message: 'API key inválida', status: 401 });
        return;
      }
      if (req.method === 'POST' && req.path === '/v2/invoices') {
        // A key the API no longer takes is refused before anything else, a replay included.
        if (next[0] === 'unauthorized') {
          next.shift();
          return json(res, 401, { message: 'API key inválida', status: 401 });
        }
        const known = byKey.get(req.body?.idempotency_key);
        if (known) {
          const made = invoices.get(known)?.invoice;
          if (made?.status === 'pending')
            Object.assign(made, { status: 'valid', uuid: randomUUID().toUpperCase() });
          json(res, 200, made);
          return;
        }
        const fault = next.shift();
        if (fault === 'fail') return json(res, 500, { message: 'Stand-in incident', status: 500 });
        if (fault === 'refuse')
          return json(res, 400, {
            message: 'El campo Régimen Fiscal no corresponde con el RFC del receptor',
            status: 400,
            path: 'customer.tax_system',
          });
        const invoice = create(req.body);
        if (fault === 'stampLater') Object.assign(invoice, { status: 'pending', uuid: null });
        if (fault === 'drop') {
          res.socket?.destroy();
          return;
        }
        json(res, 200, invoice);
        return;
      }
      const file = /^\/v2\/invoices\/([\w]+)\/(pdf|xml)$/.exec(req.path);
      const found = file ? invoices.get(file[1] ?? '') : undefined;
      if (file && found) {
        const pdf = file[2] === 'pdf';
        res.writeHead(200, { 'content-type': pdf ? 'application/pdf' : 'application/xml' });
        res.end(pdf ? pdfOf(found.invoice.uuid) : xmlOf(found.invoice.uuid, found.body));
        return;
      }
      json(res, 404, { message: 'Not found', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    /** The invoices made, as the API answered them. */
    made: () => [...invoices.values()].map((v) => v.invoice),
    /** The bodies of every POST /v2/invoices (replays included). */
    creations: () => requests.filter((r) => r.method === 'POST' && r.path === '/v2/invoices'),
    refuseNext: () => void next.push('refuse'),
    failNext: () => void next.push('fail'),
    unauthorizedNext: () => void next.push('unauthorized'),
    dropNext: () => void next.push('drop'),
    stampLaterNext: () => void next.push('stampLater'),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FacturapiStandIn = Awaited<ReturnType<typeof startFacturapiStandIn>>;
