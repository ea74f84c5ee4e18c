import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-shape';

const bounds = { maxDepth: 32, maxMembers: 1_000 };
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;

describe('the JSON shape scan', () => {
  it('lets ordinary bodies through, up to the bounds', () => {
    expect(jsonShapeProblem('{"username":"ana","password":"x"}', bounds)).toBeUndefined();
    expect(jsonShapeProblem(nested(32), bounds)).toBeUndefined();
    expect(jsonShapeProblem(keys(999), bounds)).toBeUndefined();
    expect(jsonShapeProblem('', bounds)).toBeUndefined();
  });

  it('refuses one level or one member too many', () => {
    expect(jsonShapeProblem(nested(33), bounds)).toBe('depth');
    expect(jsonShapeProblem(`{"a":${nested(32)}}`, bounds)).toBe('depth');
    expect(jsonShapeProblem(keys(1_001), bounds)).toBe('members');
    expect(jsonShapeProblem(`[${'0,'.repeat(1_000)}0]`, bounds)).toBe('members');
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    const inString = JSON.stringify({ text: `${'['.repeat(100)}${','.repeat(5_000)}\\"[[[` });
    expect(jsonShapeProblem(inString, bounds)).toBeUndefined();
    // An escaped backslash ends before the quote, which then closes the string.
    expect(jsonShapeProblem(`["\\\\",${nested(32)}]`, bounds)).toBe('depth');
  });

  it('stops at once on half a million nested brackets and on 80,000 keys', () => {
    const deep = nested(500_000);
    const wide = keys(80_000);
    const started = performance.now();
    expect(jsonShapeProblem(deep, bounds)).toBe('depth');
    expect(jsonShapeProblem(wide, bounds)).toBe('members');
    const scanMs = performance.now() - started;
    const parsing = performance.now();
    JSON.parse(deep);
    JSON.parse(wide);
    const parseMs = performance.now() - parsing;
    // Both stop within their first few kilobytes; parsing either whole takes hundreds of milliseconds.
    // Compared with the parse, not with a fixed time, so that a busy machine slows both alike.
    expect(scanMs).toBeLessThan(parseMs / 10);
  });
});
