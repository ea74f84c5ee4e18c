import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findLoneSurrogate,
  findNul,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
} from '#src/shared/contracts/common.ts';

/**
 * PostgreSQL refuses U+0000 in text, and a lone UTF-16 surrogate in JSON (which JSON text can
 * carry as `\udfff`), so either anywhere in the input is refused before any contract runs.
 */
const nulFree = z.unknown().superRefine((value, ctx) => {
  const path = findNul(value);
  if (path) ctx.addIssue({ code: 'custom', message: NUL_MESSAGE, path });
  const lone = findLoneSurrogate(value);
  if (lone) ctx.addIssue({ code: 'custom', message: LONE_SURROGATE_MESSAGE, path: lone });
});

/**
 * The zod validator compiler with a NUL and lone-surrogate check in front: every route with a body,
 * querystring or params schema refuses them in any string or key, even where its contract is loose (z.unknown()).
 * The error is a zod validation error, so the error handler answers it like any other (400).
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: nulFree.pipe(route.schema) });
