import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer';

const compile = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (d: unknown) => string;

describe('fastSerializerCompiler', () => {
  const page = z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        type: z.string().nullable(),
        user: z.object({ firstName: z.string(), lastName: z.string() }),
      }),
    ),
    total: z.number().int(),
  });

  it('writes the contract’s properties and drops any other, at every depth', () => {
    const out = compile(page)({
      items: [
        {
          id: 1,
          type: null,
          reservationCode: 'SECRET',
          user: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' },
        },
      ],
      total: 1,
      userId: 7,
    });
    expect(JSON.parse(out)).toEqual({
      items: [{ id: 1, type: null, user: { firstName: 'Ana', lastName: 'Ruiz' } }],
      total: 1,
    });
    expect(out).not.toMatch(/SECRET|email|userId/);
  });

  it('refuses a response that lacks a required property', () => {
    expect(() => compile(page)({ items: [] })).toThrow(/total/);
  });
});
