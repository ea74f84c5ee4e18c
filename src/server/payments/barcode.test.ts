import { describe, expect, it } from 'vitest';
import { code128Svg } from './barcode';

/** The bars' and spaces' widths in modules, read back from the SVG's vertical strokes. */
function modules(svg: string): number[] {
  const viewBox = /viewBox="0 0 (\d+) \d+"/.exec(svg);
  const strokes = [...svg.matchAll(/<path stroke="#000000" stroke-width="(\d+)" d="([^"]+)"/g)];
  const bars: [number, number][] = [];
  for (const [, width, d] of strokes)
    for (const m of d.matchAll(/M(\d+(?:\.\d+)?) /g)) {
      const w = Number(width);
      bars.push([Number(m[1]) - w / 2, w]);
    }
  bars.sort((a, b) => a[0] - b[0]);
  const scale = 2;
  const widths: number[] = [];
  let at = 0;
  for (const [x, w] of bars) {
    if (x > at) widths.push((x - at) / scale);
    widths.push(w / scale);
    at = x + w;
  }
  expect(Number(viewBox?.[1])).toBeGreaterThanOrEqual(at);
  return widths;
}

describe('code128Svg', () => {
  it('draws an 18-digit OXXO number as Code 128 set C: start C, nine pairs, the check symbol, stop', () => {
    const svg = code128Svg('912345678901234567');
    expect(svg).toMatch(/^<svg viewBox="0 0 268 \d+"/);
    const widths = modules(svg as string);
    // 11 modules per symbol, 13 for the stop: (1 + 9 + 1) × 11 + 13 = 134 modules, drawn 2 units each.
    expect(widths.reduce((a, b) => a + b, 0)).toBe(134);
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]); // Start C
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]); // Stop
  });

  it('draws nothing for a reference that is not digits', () => {
    expect(code128Svg('ABC')).toBeNull();
    expect(code128Svg('12<svg>')).toBeNull();
    expect(code128Svg('')).toBeNull();
  });
});
