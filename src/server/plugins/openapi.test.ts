import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_LEVELS, type Access } from '#src/shared/permissions.ts';
import { projectRoot } from '../lib/paths';
import { clientBuild, createTestApp, inject, type TestApp } from '../test/app';
import { ACCESS_SENTENCES, API_TAGS, documentPath } from './openapi-operations';

interface Operation {
  tags?: string[];
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; encoding?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  'x-access'?: Access;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
  tags: { name: string }[];
}

let t: TestApp;
let doc: OpenApiDocument;
let clientDir: string;

beforeAll(async () => {
  // A small built client, so the static file routes and the app shell exist as in production.
  clientDir = clientBuild({
    'index.html': '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    'assets/app-abc123.js': 'console.log(1)',
  });
  t = await createTestApp({ CLIENT_DIR: clientDir });
  doc = (await inject(t, { method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/**
 * The routes the document need not hold, named: the static plugin's file routes (uploaded images
 * under /uploads/*, and each file of the built client) serve files, not API operations.
 */
function isStaticFileRoute(url: string): boolean {
  if (url === '/uploads/*' || url === '/uploads/') return true;
  const file = path.join(clientDir, url);
  return url !== '/' && file.startsWith(clientDir) && existsSync(file);
}

/** Every registered route (from the app's onRoute hook, HEAD duplicates left out) the document lacks. */
function missingFrom(document: OpenApiDocument): string[] {
  return t.app.routeTable
    .filter((r) => !isStaticFileRoute(r.url))
    .filter((r) => !document.paths[documentPath(r.url)]?.[r.method.toLowerCase()])
    .map((r) => `${r.method} ${r.url}`);
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ url, method, op })),
  );
const operationOf = (method: string, url: string) => doc.paths[documentPath(url)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document named after the product, with the session cookie as a security scheme', () => {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8'));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(pkg.version);
    expect(doc.info.title).toMatch(/^Semana API$/i);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    expect(doc.components.schemas.Error).toBeDefined();
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'semana_sid',
    });
    expect(doc.tags.map((tag) => tag.name)).toEqual(API_TAGS.map((tag) => tag.name));
  });

  it('is well formed: responses everywhere, unique operation ids, path parameters declared, references that resolve', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { url, method, op } of operations()) {
      expect(url, url).toMatch(/^\//);
      expect(Object.keys(op.responses).length, `${method} ${url}`).toBeGreaterThan(0);
      for (const name of [...url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
        const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        expect(param?.required, `${method} ${url}: {${name}}`).toBe(true);
      }
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    for (const ref of refs) expect(doc.components.schemas[ref], ref).toBeDefined();
  });

  it('holds every registered route with its method', () => {
    const routes = t.app.routeTable.filter((r) => !isStaticFileRoute(r.url));
    // The collection is real: API routes, the site's files for robots, and this page's own routes.
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.some((r) => r.url === '/sitemap.xml')).toBe(true);
    expect(t.app.routeTable.some((r) => isStaticFileRoute(r.url))).toBe(true);
    expect(missingFrom(doc)).toEqual([]);
    // And the check does catch a route the document lacks.
    const { '/api/weeks/search': _gone, ...paths } = doc.paths;
    expect(missingFrom({ ...doc, paths })).toEqual(['GET /api/weeks/search']);
  });

  it('tags every operation with its domain, and says who may call it as the route declares', () => {
    const known = new Set<string>(API_TAGS.map((tag) => tag.name));
    for (const route of t.app.routeTable.filter((r) => !isStaticFileRoute(r.url))) {
      const op = operationOf(route.method, route.url) as Operation;
      const where = `${route.method} ${route.url}`;
      expect(op.tags?.length, where).toBe(1);
      expect(known.has(op.tags?.[0] as string), `${where}: ${op.tags}`).toBe(true);
      expect(ACCESS_LEVELS).toContain(op['x-access']);
      expect(op['x-access'], where).toBe(route.access);
      expect(op.description, where).toContain(ACCESS_SENTENCES[route.access as Access]);
      expect(op.security, where).toEqual(route.access === 'public' ? [] : [{ sessionCookie: [] }]);
    }
    expect(operationOf('GET', '/api/weeks/search')?.tags).toEqual(['weeks']);
    expect(operationOf('POST', '/api/property-listings')?.tags).toEqual(['properties']);
    expect(operationOf('GET', '/api/dev/summary')?.tags).toEqual(['staff']);
    expect(operationOf('POST', '/api/vidanta/resorts')?.tags).toEqual(['catalog']);
    expect(operationOf('GET', '/sitemap.xml')?.tags).toEqual(['site']);
    // Staff entries name their roles.
    expect(operationOf('DELETE', '/api/users/:id')?.description).toContain('Developers only.');
    expect(operationOf('GET', '/api/users')?.description).toContain('Staff: managers and developers.');
    expect(operationOf('POST', '/api/weeks')?.description).toContain('whose account is active');
  });

  it('says which writes the cross-site check refuses, and exempts the payment webhook', () => {
    expect(operationOf('POST', '/api/weeks')?.description).toContain('CROSS_SITE');
    expect(operationOf('POST', '/api/weeks')).toMatchObject({ 'x-cross-site': 'refused' });
    expect(operationOf('POST', '/api/payments/webhook')).toMatchObject({ 'x-cross-site': 'allowed' });
    expect(operationOf('GET', '/api/weeks/search')).not.toHaveProperty('x-cross-site');
  });

  it('describes the body, query, path parameters and responses of every route that declares them', () => {
    const keysOf = (schema: unknown) =>
      Object.keys(
        (
          z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
            properties?: object;
          }
        ).properties ?? {},
      );
    let checked = 0;
    for (const route of t.app.routeTable.filter((r) => !isStaticFileRoute(r.url))) {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) continue;
      const op = operationOf(route.method, route.url) as Operation;
      const where = `${route.method} ${route.url}`;
      if (schema.body) {
        expect(op.requestBody?.content['application/json']?.schema, where).toBeDefined();
        checked++;
      }
      if (schema.querystring) {
        const names = op.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
        expect(names, where).toEqual(keysOf(schema.querystring));
        checked++;
      }
      if (schema.params) {
        const names = op.parameters?.filter((p) => p.in === 'path').map((p) => p.name);
        expect(names?.sort(), where).toEqual(keysOf(schema.params).sort());
        checked++;
      }
      for (const status of Object.keys((schema.response as object | undefined) ?? {})) {
        const response = op.responses[status.toUpperCase()];
        expect(response?.content?.['application/json']?.schema, `${where} ${status}`).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
    // A sample read in full: the week search's query and page.
    const search = operationOf('GET', '/api/weeks/search') as Operation;
    expect(search.parameters?.map((p) => p.name)).toContain('locationId');
    expect(JSON.stringify(search.responses['200'])).toContain('"items"');
  });

  it('describes the upload routes as multipart forms with their text fields and file parts', () => {
    const forms = [
      {
        url: '/api/property-listings',
        fields: ['hotelName', 'unitSize', 'location', 'price', 'weeksOrSeason', 'description'],
      },
      { url: '/api/vidanta/unit-type-images', fields: ['unitTypeId'] },
    ];
    for (const { url, fields } of forms) {
      const body = operationOf('POST', url)?.requestBody;
      expect(Object.keys(body?.content ?? {}), url).toEqual(['multipart/form-data']);
      const form = body?.content['multipart/form-data'];
      const schema = form?.schema as {
        properties: Record<string, { type: string; maxItems?: number; minItems?: number; items?: object }>;
        required: string[];
      };
      expect(schema.required, url).toEqual(expect.arrayContaining([...fields, 'images']));
      for (const field of fields) expect(schema.properties[field], `${url} ${field}`).toBeDefined();
      expect(schema.properties.images).toMatchObject({
        type: 'array',
        minItems: 1,
        maxItems: 7,
        items: { type: 'string', format: 'binary' },
      });
      expect(form?.encoding).toEqual({ images: { contentType: 'image/jpeg, image/png, image/webp' } });
    }
    const listing = operationOf('POST', '/api/property-listings')?.requestBody?.content[
      'multipart/form-data'
    ];
    expect(listing?.schema.properties).toHaveProperty('type');
    expect(JSON.stringify(listing?.schema)).toContain('20 MB');
  });

  it('is served once built, public and briefly cacheable, gzipped when asked, with an ETag', async () => {
    const first = await inject(t, { method: 'GET', url: '/api/openapi.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await inject(t, { method: 'GET', url: '/api/openapi.json' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await inject(t, {
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    const zipped = await inject(t, {
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
  });
});

describe('the API reference page', () => {
  it('answers HTML under the site’s own policy; its files come from this server', async () => {
    const page = await inject(t, { method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const styles = [...page.body.matchAll(/<link[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/reference.js']);
    // No inline script: the policy needs no 'unsafe-inline' or nonce for scripts.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const url of [...scripts, ...styles]) {
      expect(url).toMatch(/^\/api\/docs\/assets\//);
      const res = await inject(t, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const starter = await inject(t, { method: 'GET', url: '/api/docs/assets/reference.js' });
    expect(starter.headers['content-type']).toContain('javascript');
    expect(starter.body).toContain('/api/openapi.json');
    expect(starter.body).toContain('validatorUrl: null');

    // Swagger UI runs under the site's policy as it is: the page's CSP is exactly the one every
    // other answer carries, the app's pages and the API alike.
    const shell = await inject(t, { method: 'GET', url: '/' });
    const api = await inject(t, { method: 'GET', url: '/api/config' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toContain('text/html');
    const csp = page.headers['content-security-policy'];
    expect(csp).toBe(shell.headers['content-security-policy']);
    expect(csp).toBe(api.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });

  it('leaves unknown /api paths, under /api/docs too, to the JSON 404', async () => {
    for (const url of [
      '/api/docs/nope',
      '/api/docs/assets/nope.js',
      '/api/docs/assets/../../package.json',
      '/api/nope',
    ]) {
      const res = await inject(t, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
