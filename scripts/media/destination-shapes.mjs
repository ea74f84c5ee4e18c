// The pieces the destination scenes are drawn from (make-destinations.mjs): gradients, ridges, waves,
// clouds, palms, and the SVG page of a scene.
import { f, random, TAU } from './drawing.mjs';

export const W = 960;
export const H = 800;

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;
}

/** A mountain or hill line: a few sines with seeded phases, closed down to `bottom`. */
export function ridge({ seed, x0 = -10, x1 = W + 10, base, height, bottom = H, waves = [3, 7, 17], peakAt }) {
  const rand = random(seed);
  const phases = waves.map(() => rand() * TAU);
  const points = [];
  for (let x = x0; x <= x1; x += 8) {
    const u = (x - x0) / (x1 - x0);
    let y = 0;
    waves.forEach((k, i) => {
      y += Math.sin(u * k * Math.PI + phases[i]) / (i + 1);
    });
    const envelope = peakAt === undefined ? 1 : Math.exp(-(((u - peakAt) / 0.28) ** 2));
    points.push(`${f(x)},${f(base - height * envelope * (0.55 + 0.3 * y))}`);
  }
  return `M${x0},${bottom}L${points.join('L')}L${x1},${bottom}Z`;
}

export function waves({ from, to, count, color = '#fff', opacity = 0.25, seed = 1, x0 = 0, x1 = W }) {
  const rand = random(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const depth = (i + 1) / count;
    const y = from + depth ** 1.6 * (to - from);
    const len = 20 + depth * 90 * rand();
    const x = x0 + rand() * (x1 - x0 - len);
    d += `M${f(x)},${f(y)}q${f(len / 2)},${f(-2 - depth * 3)} ${f(len)},0`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2" stroke-linecap="round"/>`;
}

export function cloud(x, y, s, fill = '#fff', opacity = 0.9) {
  return `<g opacity="${opacity}" filter="url(#soft)" fill="${fill}">
    <ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${18 * s}"/>
    <circle cx="${x - 28 * s}" cy="${y - 10 * s}" r="${22 * s}"/>
    <circle cx="${x + 8 * s}" cy="${y - 20 * s}" r="${28 * s}"/>
    <circle cx="${x + 40 * s}" cy="${y - 6 * s}" r="${18 * s}"/>
  </g>`;
}

/** One palm frond along +x: a drooping midrib with leaflets hanging from both sides. */
export function frond(len, scale, color) {
  const droop = 70 * scale;
  const c = { x: len * 0.45, y: -droop * 0.75 };
  const end = { x: len, y: droop };
  const at = (t) => ({ x: 2 * (1 - t) * t * c.x + t * t * end.x, y: 2 * (1 - t) * t * c.y + t * t * end.y });
  const tangent = (t) =>
    Math.atan2(2 * (1 - t) * c.y + 2 * t * (end.y - c.y), 2 * (1 - t) * c.x + 2 * t * (end.x - c.x));
  let d = '';
  for (let k = 1; k <= 14; k++) {
    const t = k / 15;
    const p = at(t);
    const base = tangent(t);
    const length = (16 + 40 * Math.sin(Math.PI * Math.min(1, t * 1.15))) * scale;
    for (const [angle, l, w] of [
      [base + 1.05 + t * 0.35, length, 3.4 * scale],
      [base - 0.75 + t * 0.5, length * 0.7, 2.8 * scale],
    ]) {
      const dx = Math.cos(angle);
      const dy = Math.sin(angle);
      const mid = { x: p.x + dx * l * 0.5, y: p.y + dy * l * 0.5 + l * 0.12 };
      const tip = { x: p.x + dx * l, y: p.y + dy * l + l * 0.3 };
      d += `M${f(p.x)},${f(p.y)}Q${f(mid.x - dy * w)},${f(mid.y + dx * w)} ${f(tip.x)},${f(tip.y)}Q${f(mid.x + dy * w)},${f(mid.y - dx * w)} ${f(p.x)},${f(p.y)}Z`;
    }
  }
  return `<path d="M0,0Q${f(c.x)},${f(c.y)} ${f(end.x)},${f(end.y)}" fill="none" stroke="${color}" stroke-width="${f(3.4 * scale)}" stroke-linecap="round"/><path d="${d}" fill="${color}"/>`;
}

/** A palm from its foot (x, y) to a crown `height` above, leaning by `lean` pixels. */
export function palm(x, y, height, lean, scale, color = '#1f2a1f', trunkColor = color) {
  const cx = x + lean;
  const cy = y - height;
  const w0 = 11 * scale;
  const w1 = 5 * scale;
  const mx = x + lean * 0.25 + 30 * scale * Math.sign(lean || 1);
  const my = y - height / 2;
  const trunk = `<path d="M${f(x - w0)},${y}Q${f(mx - w0)},${f(my)} ${f(cx - w1)},${f(cy)}L${f(cx + w1)},${f(cy)}Q${f(mx + w0)},${f(my)} ${f(x + w0)},${y}Z" fill="${trunkColor}"/>`;
  const angles = [-200, -168, -136, -104, -72, -40, -8, 24];
  const fronds = angles
    .map((a, i) => {
      const mirror = Math.cos((a * Math.PI) / 180) < 0 ? ' scale(1,-1)' : '';
      return `<g transform="translate(${f(cx)},${f(cy)}) rotate(${a})${mirror}">${frond((120 + (i % 2) * 22) * scale, scale, color)}</g>`;
    })
    .join('');
  return `${trunk}${fronds}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(9 * scale)}" fill="${color}"/>`;
}

export function scene(defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${defs}<filter id="soft" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="5"/></filter><filter id="water"><feGaussianBlur stdDeviation="2.2"/></filter></defs>
  ${body}
</svg>`;
}
