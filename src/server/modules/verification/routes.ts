import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readRoute, route } from '#src/server/lib/endpoint-route.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { MultipartForm } from '#src/server/plugins/openapi-operations.ts';
import { withUpload } from '#src/server/storage/multipart.ts';
import { sendPrivateFile } from '#src/server/storage/private-files.ts';
import type { UploadSlots } from '#src/server/storage/upload-slots.ts';
import { verificationEndpoints as api } from '#src/shared/contracts/verification-endpoints.ts';
import {
  VERIFICATION_FILE_MAX_BYTES,
  VERIFICATION_FILES_MAX,
  VERIFICATION_FILES_MIN,
  VERIFICATION_UPLOAD_TYPES,
} from '#src/shared/verification/rules.ts';
import type { OwnerProfiles } from './owners';
import { PROOF_FILES } from './proof-files';
import type { VerificationService } from './service';
import type { VerificationStaff } from './staff';

/** The proof's upload form, for the API document. */
const proofForm: MultipartForm = {
  fields: z.object({}),
  files: {
    name: 'files',
    min: VERIFICATION_FILES_MIN,
    max: VERIFICATION_FILES_MAX,
    maxBytes: VERIFICATION_FILE_MAX_BYTES,
    types: VERIFICATION_UPLOAD_TYPES,
    description:
      'The resort’s reservation confirmation showing the reservation code and dates, or the contract and the latest maintenance-fee statement.',
  },
};

export function verificationRoutes(
  verification: VerificationService,
  staff: VerificationStaff,
  owners: OwnerProfiles,
  uploads: { slots: UploadSlots; tmpRoot: string },
) {
  return async (app: FastifyInstance) => {
    route(
      app,
      api.postWeeksVerification,
      async (req, reply) => {
        const owner = requireUser(req);
        const state = await withUpload(
          req,
          reply,
          {
            slots: uploads.slots,
            accountId: owner.id,
            tmpRoot: uploads.tmpRoot,
            fileField: 'files',
            rule: PROOF_FILES,
          },
          (upload) => verification.request(owner, req.params.id, upload.files),
        );
        return reply.code(201).send(state);
      },
      { config: { multipartForm: proofForm } },
    );

    route(app, api.getWeeksVerification, (req) => verification.state(requireUser(req), req.params.id));

    // A download only: a file from an owner is never shown as a page of this site (decision 058).
    route(app, api.getVerificationsFile, async (req, reply) =>
      sendPrivateFile(reply, await verification.file(requireUser(req), req.params.id, req.params.fileId)),
    );

    // The queue's page is written by fast-json-stringify from its contract (decision 011): polled by
    // every open staff dashboard.
    route(app, api.getStaffVerifications, (req) => staff.list(req.query), {
      serializerCompiler: fastSerializerCompiler,
    });
    route(app, api.postStaffVerificationsApprove, (req) => staff.approve(requireUser(req), req.params.id));
    route(app, api.postStaffVerificationsReject, (req) =>
      staff.reject(requireUser(req), req.params.id, req.body.reason),
    );

    // readRoute: also read in-process by the owner profile page the server draws (decision 055).
    readRoute(app, api.getOwners, ({ params }) => owners.get(params.id));
    readRoute(app, api.getOwnersWeeks, ({ params, query }) => owners.weeks(params.id, query));
  };
}
