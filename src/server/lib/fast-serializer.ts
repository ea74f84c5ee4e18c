import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

type RouteSchemaDef<T> = Parameters<FastifySchemaCompiler<T>>[0];

/**
 * A route's response written by fast-json-stringify, compiled once from its zod contract
 * (decision 011): for the hottest public reads, whose handlers build the response from the
 * contract's own type. Like the zod serializer, it writes only the properties the contract
 * lists, so nothing unlisted leaks; unlike it, it does not re-validate every value per request.
 * Fastify calls it once per response status with that status's schema.
 */
export function fastSerializerCompiler<T>({ schema }: RouteSchemaDef<T>): (data: unknown) => string {
  return fastSerializer(schema as z.ZodType);
}

/** The same writer for a service that keeps an answer's JSON text itself (a cached page). */
export function fastSerializer<S extends z.ZodType>(schema: S): (data: z.output<S>) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
