import type { z } from 'zod';
import type { Endpoint } from '#src/shared/contracts/endpoint.ts';
import { fastSerializer } from './fast-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads a server-drawn page may ask for in-process (decision 055). */
    pageReads: PageReads;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a public read takes: its path parameters and query, parsed by the definition's schemas. */
export type ReadInput<E extends Endpoint> = { params: Out<E['params']>; query: Out<E['query']> };

/** A public read: the route's handler and the page's read are this one function. */
export type Read<E extends Endpoint> = (input: ReadInput<E>) => unknown;

/** What a page's loader passes: values as the client sends them (numbers, undefined for none). */
export type ReadArgs = { params?: Record<string, unknown>; query?: Record<string, unknown> };

interface Entry {
  definition: Endpoint;
  read: (input: { params: unknown; query: unknown }) => unknown;
  serialize?: (data: unknown) => string;
}

/** The values of an address's path or query as the server receives them: text, undefined left out. */
const asSent = (values: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(values ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * The public GETs a page the server draws reads before drawing it (decision 055), each registered
 * with its route (`readRoute`, lib/endpoint-route.ts). `read` answers as the endpoint would answer
 * a visitor: the input parsed by the definition's schemas from the text an address would carry,
 * the answer written by the definition's response schema (nothing unlisted) and read back as data.
 * No HTTP request is made, no hook runs: these reads are public and personal to nobody.
 */
export function pageReads() {
  const entries = new Map<string, Entry>();
  return {
    add<E extends Endpoint>(definition: E, read: Read<E>): void {
      if (definition.method !== 'GET' || definition.access !== 'public')
        throw new Error(`Only public GETs are read by pages: ${definition.method} ${definition.path}`);
      entries.set(`${definition.method} ${definition.path}`, { definition, read: read as Entry['read'] });
    },
    /** Rejects as the endpoint would answer an error (a 400 for an input its schemas refuse, a 404, ...). */
    async read(name: string, input: ReadArgs = {}): Promise<unknown> {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No page read is registered for ${name}`);
      const { params, query, response } = entry.definition;
      const answer = await entry.read({
        params: params ? params.parse(asSent(input.params)) : undefined,
        query: query ? query.parse(asSent(input.query)) : undefined,
      });
      // An answer a service keeps as the bytes to send (a cached page) is those bytes already.
      if (Buffer.isBuffer(answer)) return JSON.parse(answer.toString('utf8'));
      entry.serialize ??= fastSerializer(response[200] as z.ZodType) as (data: unknown) => string;
      return JSON.parse(entry.serialize(answer));
    },
    /** The names registered, for tests. */
    names: () => [...entries.keys()],
  };
}

export type PageReads = ReturnType<typeof pageReads>;
