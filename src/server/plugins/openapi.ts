import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '#src/shared/contracts/common.ts';
import { projectRoot } from '../lib/paths';
import { type Representation, representationOf, sendRepresentation } from '../lib/shared-representation';
import { SESSION_COOKIE } from './auth';
import {
  API_TAGS,
  documentPath,
  multipartRequestBody,
  operationExtras,
  SESSION_SCHEME,
} from './openapi-operations';

export const OPENAPI_PATH = '/api/openapi.json';

/** The same for every caller and for the life of the process: browsers and proxies may reuse it a while. */
const DOCUMENT_CACHE = 'public, max-age=300';

/** Schemas shown once under components and referenced from every operation that uses them. */
const components = z.registry<{ id: string }>();
components.add(errorResponse, { id: 'Error' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

type MultipartBody = ReturnType<typeof multipartRequestBody>;

function productInfo() {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { title: `${pkg.name.charAt(0).toUpperCase()}${pkg.name.slice(1)} API`, version: pkg.version };
}

const API_DESCRIPTION = `The JSON API of Semana, the marketplace for timeshare weeks and properties. The web app uses exactly this API.

**Sessions.** \`POST /api/login\` (or \`/api/register\`) sets the \`${SESSION_COOKIE}\` cookie (signed, HttpOnly, SameSite=Lax); every operation that is not public needs it. Each operation says who may call it (\`x-access\`: public, signedIn, active, manager or dev; \`x-roles\`: the roles that level admits): 401 without a session, 403 for an account the level does not admit or that is not active yet.

**Cross-site requests.** There is no CSRF token: a POST, PUT, PATCH or DELETE whose \`Sec-Fetch-Site\` is neither \`same-origin\` nor \`none\` (or, without it, whose \`Origin\` names another host) is refused with 403 \`CROSS_SITE\`. Requests that send neither header (command-line clients, servers) are accepted; they carry no browser's cookie. Payment webhooks are exempt (\`x-cross-site: allowed\`).

**Errors.** Every error is \`{ message, code, error, issues? }\` (the \`Error\` schema).`;

/**
 * The OpenAPI 3.1 document of every route, built from the zod contracts the routes register (the
 * same schemas Fastify validates and serializes with), once on its first request, and served at
 * GET /api/openapi.json. Register before any route: the document holds the routes added after it.
 */
export async function registerOpenApi(app: FastifyInstance) {
  // Upload routes read their bodies themselves; their forms are added to the document at the end.
  const forms = new Map<string, MultipartBody>();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { ...productInfo(), description: API_DESCRIPTION },
      tags: API_TAGS.map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session, set by POST /api/login or /api/register and ended by POST /api/logout.',
          },
        },
      },
    },
    transform(document) {
      const { url, route } = document;
      const { schema } = zodTransform(document);
      if (schema?.hide) return { schema, url };
      const method = [route.method].flat()[0] as string;
      const form = route.config?.multipartForm;
      if (form) forms.set(`${method} ${documentPath(url)}`, multipartRequestBody(form));
      return { schema: { ...schema, ...operationExtras(route, method) }, url };
    },
    transformObject(document) {
      const object = zodComponents(document) as unknown as DocumentShape;
      for (const operations of Object.values(object.paths)) {
        for (const operation of Object.values(operations)) describeResponses(operation);
      }
      dropUnusedComponents(object);
      for (const [key, body] of forms) {
        const [method, url] = key.split(' ');
        const operation = object.paths[url]?.[method.toLowerCase()];
        if (operation) {
          operation.requestBody = {
            required: true,
            content: { 'multipart/form-data': { schema: body.schema, encoding: body.encoding } },
          };
        }
      }
      return object;
    },
  });

  // Built on the first request for it, once, and shared: starting the app (every test file starts
  // several) costs nothing for a document few ask for. openapi.test.ts builds it from every route.
  let served: Promise<Representation> | null = null;
  const documentOnce = () => {
    served ??= representationOf(JSON.stringify(app.swagger())).catch((err) => {
      served = null;
      throw err;
    });
    return served;
  };

  app.get(OPENAPI_PATH, {
    config: { access: 'public' },
    schema: {
      response: {
        200: z.object({ openapi: z.string() }).loose().describe('This OpenAPI 3.1 document.'),
      },
    },
    handler: async (request, reply) =>
      sendRepresentation(request, reply, await documentOnce(), DOCUMENT_CACHE),
  });
}

interface DocumentShape {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

interface Operation {
  requestBody?: unknown;
  'x-access'?: string;
  'x-cross-site'?: string;
  responses: Record<string, { description: string; content?: unknown }>;
}

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '304': 'Not modified since the ETag sent in If-None-Match',
  '4XX': 'Refused: `code` and `message` say why (`issues` lists each invalid field)',
  '5XX': 'The server or the payment provider failed; the details are in the log',
  '503': 'Unavailable',
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/**
 * Status descriptions in words, and the refusals every operation can give even when its route lists
 * none: 401/403 from its access level, 403 from the cross-site check.
 */
function describeResponses(operation: Operation) {
  const { responses } = operation;
  for (const [status, response] of Object.entries(responses)) {
    if (response.description === 'Default Response') {
      response.description = RESPONSE_DESCRIPTIONS[status] ?? 'Answer';
    }
  }
  if (responses['4XX']) return;
  if (operation['x-access'] && operation['x-access'] !== 'public') {
    responses['401'] = { description: 'No session: sign in first', content: errorContent };
  }
  if (
    (operation['x-access'] && operation['x-access'] !== 'public') ||
    operation['x-cross-site'] === 'refused'
  ) {
    responses['403'] = {
      description: 'This account may not call it, or the request came from another site',
      content: errorContent,
    };
  }
}

/** The zod registry writes an input and an output form of each component; only the used ones stay. */
function dropUnusedComponents(object: DocumentShape) {
  const schemas = object.components?.schemas;
  if (!schemas) return;
  for (const name of Object.keys(schemas)) {
    const { [name]: own, ...rest } = schemas;
    const text = JSON.stringify({ ...object, components: { ...object.components, schemas: rest } });
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
    else schemas[name] = own;
  }
}
