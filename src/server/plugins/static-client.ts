import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    serveClient(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and any
 * unknown non-API GET answered with index.html so the client router can show the page (or its 404).
 * Uploaded files live under DATA_DIR/uploads with generated names, so they are immutable too.
 */
export async function registerStaticClient(app: FastifyInstance, config: Config) {
  const clientDir = config.clientDir;
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathname) => !pathname.includes('..'),
  });

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // scripts/compress-client.mjs wrote .br/.gz beside each file at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.decorate('serveClient', (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsHtml || request.url.startsWith('/uploads/') || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND', error: 'Not found' });
    }
    if (!hasClient) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', clientDir);
  });
}
