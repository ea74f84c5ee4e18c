import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { conversationsEndpoints as api } from '#src/shared/contracts/conversations-endpoints.ts';
import type { ConversationsService } from './service';

export function conversationsRoutes(
  conversations: ConversationsService,
  config: Config,
  limits: LimiterStore,
) {
  // Messages one account may send per window, counted in the database so every process agrees.
  const perSender = limits.limiter(
    'messages',
    config.rateLimits.messagesAttempts,
    config.rateLimits.messagesWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    // Every answer is one person's: the security plugin makes every API answer `no-store`.
    // The inbox and the top bar's count are every signed-in visit's reads: written by
    // fast-json-stringify from the contracts, which still writes only the listed fields (decision 011).
    const fast = { serializerCompiler: fastSerializerCompiler };
    route(app, api.getConversations, (req) => conversations.inbox(requireUser(req), req.query), fast);

    route(app, api.getConversationsUnread, (req) => conversations.unread(requireUser(req)), fast);

    route(app, api.postConversations, async (req, reply) => {
      const user = requireUser(req);
      await perSender.consume(`message|${user.id}`);
      return reply.code(201).send(await conversations.start(user, req.body));
    });

    route(app, api.getConversationsById, (req) =>
      conversations.detail(requireUser(req), req.params.id, req.query.before),
    );

    route(app, api.postConversationsMessages, async (req, reply) => {
      const user = requireUser(req);
      await perSender.consume(`message|${user.id}`);
      return reply.code(201).send(await conversations.send(user, req.params.id, req.body.body));
    });

    route(app, api.postConversationsRead, (req) => conversations.read(requireUser(req), req.params.id));
  };
}
