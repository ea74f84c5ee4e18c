import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PageLoad } from '#src/shared/pages/page.ts';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { type Locale, requestLocale } from '../lib/locale';
import type { PageReads } from '../lib/page-reads';
import { canonicalPath } from '../lib/url-path';
import { WorkGate } from '../lib/work-gate';
import { pageHead, pageHtml, type ShellTemplate, shellTemplate } from '../modules/site/head';
import type { PageAnswer, SitePages } from '../modules/site/pages';
import type { BucketStore } from '../storage/s3-image-store';
import { registerBucketImages } from './bucket-images';
import { encodePage } from './page-encoding';

declare module 'fastify' {
  interface FastifyInstance {
    serveClient(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

/** Hashed build output never changes under its name; everything else is checked on every load. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell must be revalidated, or a cached shell asks for assets a deploy has removed. */
const REVALIDATE = 'no-cache';
/** Unhashed files (the hero video, icons, robots.txt) may be reused for an hour. */
const ONE_HOUR = 'public, max-age=3600';

/** What the shell says before the app starts (and to a reader or robot that runs no script), in Spanish. */
const SPANISH_SHELL = {
  description:
    'Semana es el mercado entre propietarios de semanas vacacionales y propiedades en los mejores resorts de México.',
  noscript: 'Semana necesita JavaScript. Actívalo y vuelve a cargar la página.',
};

/**
 * The shell in each language: `<html lang>`, the description and the no-script note follow the
 * reader's language (the cookie, else the browser's), so the page is Spanish from its first byte.
 */
export function localizedShells(html: string): Record<Locale, Buffer> {
  const english = html.replace(/<html lang="[^"]*"/, '<html lang="en-US"');
  const spanish = english
    .replace('<html lang="en-US"', '<html lang="es-MX"')
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${SPANISH_SHELL.description}$2`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${SPANISH_SHELL.noscript}</noscript>`);
  return { en: Buffer.from(english), es: Buffer.from(spanish) };
}

/** The app's server renderer (src/client/entry-server.tsx, built to CLIENT_DIR's sibling 'ssr'). */
export interface PageRenderer {
  render(request: {
    url: string;
    locale: Locale;
    signedIn: boolean;
    read: PageReads['read'];
    loaded?: PageLoad;
  }): Promise<{ html: string; state: string; key: string; unanswered: string[] }>;
}

async function loadRenderer(app: FastifyInstance, entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) {
    app.log.warn('pages are not rendered on the server: its renderer is not built (npm run build)');
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/**
 * Drawing a page holds its answers and markup in memory and takes the CPU for a while, so it is
 * gated: callers of the same page at the same time share one drawing, a few draw at once, a short
 * queue waits, and beyond that (or after a wait too long) the page goes out as the plain shell,
 * which the browser draws itself. Memory stays flat however many visitors arrive at once.
 */
const RENDER_LIMITS = { active: 4, waiting: 32, maxWaitMs: 1000 };

/**
 * A drawn page is also kept this long after it was drawn, and dropped at once when any process
 * writes data a public page shows (the change feed, decision 030). Callers of a busy page then take
 * the same bytes instead of each asking the API again and hashing the answers: a page whose answers
 * come from the API's caches is drawn (or found drawn) faster than the next caller arrives, so the
 * gate alone shares almost nothing. Bounded: at most 500 addresses (`lru-cache`, decision 051).
 */
const KEPT_PAGE_MS = 250;

/** A page whose declaration says the server draws it, and every 404 (the app's not-found page). */
const rendersPage = (answer: PageAnswer | null) =>
  !!answer && !('redirect' in answer) && (answer.status === 404 || !!answer.page?.rendered);

export function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return REVALIDATE;
  return filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : ONE_HOUR;
}

/**
 * Serves the built React app: hashed assets cached for a year, the HTML shell revalidated on every
 * load, and any unknown non-API GET answered with the shell so the client router can show the page
 * (or its 404). Uploaded files live under DATA_DIR/uploads with generated names, so they are
 * immutable too. The file routes are public and need no session (declared in their own scope).
 */
export async function registerStaticClient(
  app: FastifyInstance,
  config: Config,
  site?: SitePages,
  bucket?: BucketStore,
) {
  const clientDir = config.clientDir;
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public', staticFile: true };
    });

    if (bucket) {
      const publicUrl = config.media.kind === 's3' ? config.media.publicUrl : undefined;
      registerBucketImages(files, { bucket, uploadsDir, publicUrl });
    } else {
      await files.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        immutable: true,
        maxAge: '365d',
        allowedPath: (pathname) => !pathname.includes('..'),
      });
    }

    if (hasClient) {
      await files.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        index: false,
        wildcard: false,
        decorateReply: false,
        // scripts/compress-client.mjs wrote .br/.gz beside each file at build time.
        preCompressed: true,
        // Written by the server from the page table (an older build may still hold a file).
        globIgnore: ['robots.txt', 'sitemap.xml'],
        setHeaders(res, filePath) {
          res.header('cache-control', cacheControlFor(filePath));
        },
      });
    }
  });

  // The shell is small and read once; every client route answers with the same bytes per language.
  const shells = hasClient ? localizedShells(readFileSync(indexFile, 'utf8')) : null;
  const templates = shells
    ? { en: shellTemplate(shells.en.toString()), es: shellTemplate(shells.es.toString()) }
    : null;
  if (shells && !templates?.en)
    app.log.warn(
      'the client shell has no <title>, </head> and empty #root: pages are sent without their heads',
    );
  const renderer = hasClient && site ? await loadRenderer(app, config.ssrEntry) : null;
  /** A drawn page: its bytes (shared by every caller of the same drawing) and its renderer's key. */
  type Drawn = { body: Buffer; key: string };
  const gate = new WorkGate<Drawn>(RENDER_LIMITS);
  const kept = new LRUCache<string, Drawn>({ max: 500, ttl: KEPT_PAGE_MS });
  site?.onShownDataChange(() => kept.clear());

  /**
   * A public page as complete HTML: the app drawn with the answers a visitor's browser would ask
   * for first (read here in-process, as nobody: nothing personal is ever in it), handed
   * over in a data block so the browser does not ask again. A failed render sends the shell with
   * the page's head, for the browser to draw.
   */
  async function renderedPage(
    request: FastifyRequest,
    template: ShellTemplate,
    head: { title: string; tags: string },
    locale: Locale,
    loaded: PageLoad | undefined,
  ): Promise<{ body: string | Buffer; key?: string }> {
    const shell = () => ({ body: pageHtml(template, head) });
    if (!renderer) return shell();
    // The page's loaders read the public answers in-process, as the API would answer a visitor.
    const read = app.pageReads.read;
    try {
      const signedIn = request.cookies?.signed_in === '1';
      // The address, language and hint decide the page and its head, so callers of the same
      // key share the bytes too (sent as one Buffer, not copied per connection).
      const pageKey = `${locale} ${signedIn ? 1 : 0} ${request.url}`;
      const recent = kept.get(pageKey);
      if (recent) return recent;
      const page = await gate.run(pageKey, async () => {
        const drawn = await renderer.render({ url: request.url, locale, signedIn, read, loaded });
        // Its page's prefetch missed an answer: drawn loading, asked again by the browser.
        if (drawn.unanswered.length > 0)
          request.log.warn(
            { unanswered: drawn.unanswered },
            'a drawn page read answers its loaders did not ask for',
          );
        return { body: Buffer.from(pageHtml(template, head, drawn)), key: drawn.key };
      });
      if (!page) {
        request.log.warn(gate.load, 'too many pages being drawn; sending the shell');
        return shell();
      }
      kept.set(pageKey, page);
      return page;
    } catch (err) {
      request.log.error({ err }, 'server render failed; sending the shell');
      return shell();
    }
  }

  if (site) {
    await app.register(async (files) => {
      files.get('/robots.txt', { config: { access: 'public' } }, (_request, reply) =>
        reply.header('cache-control', ONE_HOUR).type('text/plain; charset=utf-8').send(site.robots()),
      );
      files.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
        reply
          .header('cache-control', ONE_HOUR)
          .type('application/xml; charset=utf-8')
          .send(await site.sitemap()),
      );
    });
  }

  app.decorate('serveClient', async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    const pathname = canonicalPath(request.url);
    if (!wantsHtml || pathname.startsWith('/uploads/') || pathname.startsWith('/assets/')) {
      // Through the error handler, so the message is in the reader's language like every other.
      throw new AppError('NOT_FOUND', 'request.notFound');
    }
    if (!shells) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    // An address no page has, or a destination that does not exist, is a real 404 (the app shows
    // its not-found page); another spelling of a destination goes to its canonical address.
    const [rawPath, ...query] = request.url.split('?');
    const answer = site
      ? await site.resolve(rawPath.split('#')[0], query.length ? `?${query.join('?')}` : '')
      : null;
    if (answer && 'redirect' in answer)
      return reply.header('cache-control', REVALIDATE).redirect(answer.redirect, 301);
    const locale = requestLocale(request);
    const template = templates?.[locale];
    const head =
      answer && template
        ? await pageHead({
            ...answer,
            locale,
            publicUrl: config.publicUrl,
            operator: config.operator,
            heroPoster: config.hero.posterUrl,
          })
        : null;
    const page =
      !head || !template
        ? { body: shells[locale] }
        : rendersPage(answer)
          ? await renderedPage(
              request,
              template,
              head,
              locale,
              answer && 'loaded' in answer ? answer.loaded : undefined,
            )
          : { body: pageHtml(template, head) };
    return reply
      .code(answer?.status ?? 200)
      .header('cache-control', REVALIDATE)
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .header('content-language', locale === 'es' ? 'es-MX' : 'en-US')
      .type('text/html; charset=utf-8')
      .send(await encodePage(request, reply, page.body, page.key));
  });
}
