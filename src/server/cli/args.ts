import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { z } from 'zod';

/** A mistake in how the command was typed: printed with a pointer to the help, never with a stack. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: false }>
>['values'];

/** `npm run admin -- create-user --username x`: the first word is the command, the rest are flags. */
export function splitCommand(argv: string[]): { command: string | undefined; rest: string[] } {
  const [first, ...rest] = argv;
  if (first === undefined || first.startsWith('-')) return { command: undefined, rest: argv };
  return { command: first, rest };
}

/** Node's own parser, strict: an unknown or misspelt flag is an error rather than silently ignored. */
export function parseFlags<O extends Options>(argv: string[], options: O): Parsed<O> {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Parsed<O>;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export function requireFlag(value: string | undefined, flag: string, hint = ''): string {
  if (value === undefined || value.trim() === '') {
    throw new UsageError(`Missing --${flag}${hint ? ` (${hint})` : ''}`);
  }
  return value;
}

/** A whole number flag within [min, max]; `fallback` when the flag is absent. */
export function intFlag(
  value: string | undefined,
  flag: string,
  {
    min = 0,
    max = Number.MAX_SAFE_INTEGER,
    fallback,
  }: { min?: number; max?: number; fallback?: number } = {},
): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`Missing --${flag}`);
    return fallback;
  }
  const n = Number(value.replaceAll('_', ''));
  if (!/^\d[\d_]*$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, not '${value}'`);
  }
  return n;
}

/**
 * Validates flags with a shared zod schema and reports each problem under the flag's name
 * (`--first-name: First name is required`), so the CLI says the same thing as the web form.
 */
export function validateFlags<S extends z.ZodType>(
  schema: S,
  input: unknown,
  flagNames: Record<string, string> = {},
): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  // An absent flag reads better as "required" than as zod's "expected string, received undefined".
  const given = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const lines = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const flag = flagNames[key] ?? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const missing = key in given && given[key] === undefined;
    return `  --${flag}: ${missing ? 'required' : issue.message}`;
  });
  throw new UsageError(`Invalid input:\n${lines.join('\n')}`);
}
