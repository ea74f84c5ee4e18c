// What the media scripts draw with: a seeded pseudo-random sequence, so every run draws the same
// picture, and coordinates rounded for SVG.

export const TAU = Math.PI * 2;

export const f = (n) => Number(n.toFixed(1));

/** A deterministic pseudo-random sequence per seed. */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
