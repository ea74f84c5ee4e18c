import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadLocale, setLocale } from '../i18n';
import { zodResolver } from './zod-resolver';

/** A stand-in for a form field's DOM element: a class instance whose properties loop back. */
class FieldElement {
  name = 'name';
  parent: unknown;
  constructor() {
    this.parent = { child: this, owner: { element: this } };
  }
}

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  nested: z.object({ message: z.string().min(1, 'Message is required') }),
});

describe('the forms’ resolver', () => {
  beforeAll(async () => {
    (globalThis as { document?: unknown }).document = { documentElement: {} };
    await loadLocale('es');
    setLocale('es');
  });
  afterAll(() => {
    setLocale('en');
    delete (globalThis as { document?: unknown }).document;
  });

  it('translates the messages of a tree of errors whose refs are DOM elements full of cycles', async () => {
    const resolve = zodResolver(schema);
    const fields = {
      name: { ref: new FieldElement(), name: 'name' },
      'nested.message': { ref: new FieldElement(), name: 'nested.message' },
    };
    const result = await resolve({ name: '', nested: { message: '' } }, undefined, {
      fields,
      names: ['name', 'nested.message'],
      shouldUseNativeValidation: false,
    } as never);
    const errors = result.errors as Record<
      string,
      { message?: string; ref?: unknown } & Record<string, unknown>
    >;
    expect(errors.name.message).toBe('Escribe tu nombre');
    expect((errors.nested.message as unknown as { message: string }).message).not.toBe('Message is required');
    expect(errors.name.ref).toBe(fields.name.ref);
  });
});
