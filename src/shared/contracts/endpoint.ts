import type { z } from 'zod';
import type { Access } from '../permissions';

/*
 * One definition per endpoint (CODE_STYLE.md, 3; decision 054): its method, path, who may call it,
 * and the schemas of what it takes and answers. The server registers the route from it
 * (server/lib/endpoint-route.ts); the browser calls it by its name, `'GET /api/…'`, checked against
 * these definitions' types (client/lib/endpoints.ts), so the browser needs their types, never the
 * schemas themselves.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answers by status, as Fastify serializes them: one success status, and the errors' schema. */
export type Responses = { [status: number]: z.ZodType; '4xx'?: z.ZodType; '5xx'?: z.ZodType };

export interface Endpoint {
  method: Method;
  /** Fastify's spelling: `:name` for a path parameter. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: Responses;
}

/** A definition, kept with its literal method and path (the names the client calls it by). */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The name the client calls an endpoint by: `'GET /api/vidanta/unit-types'`. */
export type EndpointName<E extends Endpoint> = `${E['method']} ${E['path']}`;

/** What a successful call answers: the body of its 2xx response. */
export type Answer<E extends Endpoint> = z.output<E['response'][SuccessStatus & keyof E['response']]>;

type SuccessStatus = 200 | 201 | 202 | 204 | '200' | '201' | '202' | '204';

type OptionalIn<S extends z.ZodType, K> = K extends keyof z.input<S>
  ? object extends Pick<z.input<S>, K>
    ? true
    : false
  : true;

/**
 * The values a client sends for a schema: the parsed types (an id is a number, even where the
 * server also reads it from a string), each optional where the schema may go without it (a default
 * or an optional field).
 */
export type Sent<S extends z.ZodType> =
  z.output<S> extends object
    ? {
        [K in keyof z.output<S> as OptionalIn<S, K> extends true ? never : K]: z.output<S>[K];
      } & {
        [K in keyof z.output<S> as OptionalIn<S, K> extends true ? K : never]?: z.output<S>[K];
      }
    : z.output<S>;

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body', V> = E[K] extends z.ZodType
  ? object extends V
    ? { [P in K]?: V }
    : { [P in K]: V }
  : { [P in K]?: never };

type SentOf<S> = S extends z.ZodType ? Sent<S> : never;
type InputOfSchema<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * What a call of the endpoint passes: its path parameters and query (as `Sent`), and its body as
 * the schema takes it (a form may send a number as the text typed, for the server's own message).
 */
export type Input<E extends Endpoint> = Part<E, 'params', SentOf<E['params']>> &
  Part<E, 'query', SentOf<E['query']>> &
  Part<E, 'body', InputOfSchema<E['body']>>;
