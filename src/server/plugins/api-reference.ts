import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentCoding } from '../lib/content-coding';
import { AppError } from '../lib/errors';
import { OPENAPI_PATH } from './openapi';

const API_DOCS_PATH = '/api/docs';

const gzip = promisify(gzipCallback);

/** The page's own script: starts Swagger UI on the document (a file, so the page needs no inline script). */
const STARTER = `window.addEventListener('load', function () {
  window.apiReference = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#reference',
    deepLinking: true,
    layout: 'BaseLayout',
    presets: [SwaggerUIBundle.presets.apis],
    // Nothing leaves the site: no online validator badge.
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    // The domains' headers only, opened on demand, with a search box: drawn all at once, the
    // reference stops partway through a document of 140 operations (and every open redraws them all).
    docExpansion: 'none',
    filter: true,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Semana API reference</title>
<link rel="icon" type="image/png" href="${API_DOCS_PATH}/assets/favicon-32x32.png">
<link rel="stylesheet" href="${API_DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<main id="reference"><noscript>The API reference needs JavaScript. The document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript></main>
<script src="${API_DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/assets/reference.js"></script>
</body>
</html>
`;

/** Swagger UI's files change only with its package version, and their names do not: reused an hour. */
const ASSET_CACHE = 'public, max-age=3600';
const PAGE_CACHE = 'no-cache';

const ASSET_TYPES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'reference.js': 'text/javascript; charset=utf-8',
} as const;
type AssetName = keyof typeof ASSET_TYPES;
const isAsset = (name: string): name is AssetName => Object.hasOwn(ASSET_TYPES, name);
const assetParams = z.object({
  file: z.string().describe(`One of the page's files: ${Object.keys(ASSET_TYPES).join(', ')}.`),
});

/** Where swagger-ui-dist lies (a package, resolved at run time: the server bundle keeps packages external). */
function swaggerUiDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * The API reference at GET /api/docs: Swagger UI, every file of it served from this server (no
 * CDN, no request to another origin), reading GET /api/openapi.json. Server side only: nothing of
 * it is in the web app's bundle.
 */
export async function registerApiReference(app: FastifyInstance) {
  const dir = swaggerUiDir();
  const bytes = new Map<AssetName, Buffer>(
    (Object.keys(ASSET_TYPES) as AssetName[]).map((name) => [
      name,
      name === 'reference.js' ? Buffer.from(STARTER) : readFileSync(path.join(dir, name)),
    ]),
  );
  // Compressed on first use, once: the bundle is ~1.4 MB of JavaScript, ~0.4 MB gzipped.
  const zipped = new Map<AssetName, Promise<Buffer>>();
  const zippedOf = (name: AssetName) => {
    let z = zipped.get(name);
    if (!z) {
      z = gzip(bytes.get(name) as Buffer);
      zipped.set(name, z);
    }
    return z;
  };

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API_DOCS_PATH, {
    config: { access: 'public' },
    // Under the site's own policy, unchanged: every file is ours, no inline script (the starter is a
    // file), inline styles are already allowed for Radix, and its icons are data: images.
    handler: (_request, reply) =>
      reply.header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8').send(PAGE),
  });

  r.get(`${API_DOCS_PATH}/assets/:file`, {
    config: { access: 'public' },
    schema: { params: assetParams },
    handler: async (request, reply) => {
      const name = request.params.file;
      if (!isAsset(name)) throw new AppError('NOT_FOUND', 'request.notFound');
      reply.header('cache-control', ASSET_CACHE).header('vary', 'Accept-Encoding').type(ASSET_TYPES[name]);
      if (
        name !== 'favicon-32x32.png' &&
        contentCoding(request.headers['accept-encoding'], ['gzip', 'identity']) === 'gzip'
      ) {
        return reply.header('content-encoding', 'gzip').send(await zippedOf(name));
      }
      return reply.send(bytes.get(name));
    },
  });
}
