import { describe, expect, it } from 'vitest';
import { greeting, greetingName } from './greeting';

/**
 * A name typed into a form may reach an address its writer does not own, so a mail greets by name
 * only when the name reads as one: never a link, an address, a domain or a sentence.
 */
describe('greeting', () => {
  it('greets by a plain name, in English and Spanish', () => {
    expect(greeting('en', 'Lucía')).toBe('Hello Lucía,');
    expect(greeting('es', 'Lucía')).toBe('Hola, Lucía:');
    expect(greeting('en', '  Ana   María ')).toBe('Hello Ana María,');
    expect(greetingName("O'Brien-Núñez")).toBe("O'Brien-Núñez");
  });

  it('leaves out a name a mail client would draw as a link, or that reads as a message', () => {
    for (const name of [
      'Visit https://evil.example/verify',
      'evil.example',
      'EVIL . EXAMPLE',
      'www.evil',
      'someone@evil.example',
      'javascript:alert(1)',
      'a/b',
      '<b>Ana</b>',
      'Please confirm your account by replying with your password',
      '',
      '   ',
    ]) {
      expect(greetingName(name), name).toBeUndefined();
      expect(greeting('en', name)).toBe('Hello,');
      expect(greeting('es', name)).toBe('Hola:');
    }
    expect(greeting('en', null)).toBe('Hello,');
  });
});
