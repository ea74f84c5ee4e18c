import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { sendPrivateFile } from '#src/server/storage/private-files.ts';
import { invoicesEndpoints as api } from '#src/shared/contracts/invoices-endpoints.ts';
import type { InvoicesService } from './service';
import type { InvoicesStaff } from './staff';

/** CFDI invoices (decision 065): the person's own and the staff's month. */
export function invoicesRoutes(service: InvoicesService, staff: InvoicesStaff) {
  return async (app: FastifyInstance) => {
    route(app, api.getInvoices, (req) => service.mine(requireUser(req)));
    route(app, api.postInvoices, async (req, reply) =>
      reply.code(201).send(await service.request(requireUser(req), req.body)),
    );
    // A download only, never a page of this site (decision 058).
    route(app, api.getInvoicesFile, async (req, reply) =>
      sendPrivateFile(reply, await service.file(requireUser(req), req.params.id, req.params.format)),
    );
    route(app, api.getStaffInvoices, (req) => staff.month(req.query.month));
    route(app, api.postStaffInvoicesGlobal, async (req, reply) =>
      reply.code(201).send(await staff.issueGlobal(requireUser(req), req.body.month)),
    );
  };
}
