import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '#src/shared/contracts/endpoint.ts';
import type { Read, ReadInput } from './page-reads';

/** The schemas Fastify validates and serializes a route with, from its definition. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['response'];
};

/** A handler whose request and reply are typed by the definition's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * What a route adds to its definition where it is registered: how it runs (a faster serializer,
 * a body limit, hooks, a cross-site exception), never its method, path, access or schemas.
 */
export type RouteExtras = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    // biome-ignore lint/suspicious/noExplicitAny: a serializer compiler serves any schema
    any,
    FastifyTypeProviderDefault
  >,
  'schema' | 'config'
> & { config?: Omit<FastifyContextConfig, 'access'> };

/**
 * Registers the route of one endpoint definition (src/shared/contracts/endpoint.ts) with its
 * handler: the definition is all Fastify, the access hook and the OpenAPI document read.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { method, path, access, params, query, body, response } = definition;
  const schema: Record<string, unknown> = { response };
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body) schema.body = body;
  app.route({
    ...extras,
    method,
    url: path,
    config: { ...extras.config, access },
    schema,
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * Registers a public GET that a page the server draws also reads before drawing (decision 055):
 * the route's handler and the page's in-process read are the same function of the parsed input.
 */
export function readRoute<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  read: Read<E>,
  extras: RouteExtras = {},
): void {
  app.pageReads.add(definition, read);
  const handler = (request: { params: unknown; query: unknown }) =>
    read({ params: request.params, query: request.query } as ReadInput<E>);
  route(app, definition, handler as unknown as EndpointHandler<E>, extras);
}
