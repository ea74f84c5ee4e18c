// The landing hero's picture (make-hero.mjs) as SVG at any moment of its loop: sky, sun, clouds,
// headland, sea, shimmer, gulls and palms. Every motion is periodic over the loop.
import { f, random, TAU } from './drawing.mjs';

export const W = 1280;
export const H = 720;
const HORIZON = 432;
const SUN = { x: 998, y: 404, r: 54 };

/** A smooth wave line across the sea: y = y0 + a·sin(kx − phase). */
function wavePath(y0, amplitude, wavelength, phase, x0 = -20, x1 = W + 20) {
  const points = [];
  for (let x = x0; x <= x1; x += 16) {
    points.push(`${f(x)},${f(y0 + amplitude * Math.sin((TAU * x) / wavelength - phase))}`);
  }
  return `M${points.join('L')}`;
}

const rand = random(7);
const STARS = Array.from({ length: 46 }, () => ({
  x: rand() * W,
  y: rand() * 170,
  r: 0.6 + rand() * 1.1,
  phase: rand() * TAU,
  speed: 1 + Math.floor(rand() * 3),
}));

// Rows of light on the water under the sun: wider and further apart as they come closer.
const SPARKLES = Array.from({ length: 26 }, (_, i) => {
  const depth = i / 25;
  return {
    y: HORIZON + 6 + depth ** 1.6 * 250,
    width: 36 + depth * 150 + rand() * 30,
    height: 1.6 + depth * 3.2,
    phase: rand() * TAU,
    drift: 4 + depth * 16,
  };
});

const WAVES = Array.from({ length: 18 }, (_, i) => {
  const depth = (i + 1) / 18;
  return {
    y: HORIZON + 10 + depth ** 1.7 * 285,
    amplitude: 0.8 + depth * 5,
    wavelength: 140 + depth * 420,
    cycles: 1 + (i % 2),
    phase: rand() * TAU,
    opacity: 0.05 + depth * 0.09,
    width: 0.8 + depth * 1.6,
  };
});

function stars(p) {
  return STARS.map(
    (s) =>
      `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${s.r.toFixed(2)}" fill="#fff" opacity="${(
        0.25 + 0.3 * (0.5 + 0.5 * Math.sin(TAU * p * s.speed + s.phase))
      ).toFixed(2)}"/>`,
  ).join('');
}

/** Long sunset cloud bands, lit from below, drifting a little and back. */
function clouds(p) {
  const band = (x, y, w, h, dx, fill, opacity) => {
    const cx = x + dx;
    return `<g opacity="${opacity}" filter="url(#soft)">
      <ellipse cx="${f(cx)}" cy="${y}" rx="${w}" ry="${h}" fill="${fill}"/>
      <ellipse cx="${f(cx - w * 0.45)}" cy="${y - h * 0.5}" rx="${w * 0.45}" ry="${h * 0.9}" fill="${fill}"/>
      <ellipse cx="${f(cx + w * 0.35)}" cy="${y - h * 0.35}" rx="${w * 0.5}" ry="${h * 0.8}" fill="${fill}"/>
    </g>`;
  };
  const sway = (amp, offset) => amp * Math.sin(TAU * p + offset);
  return [
    band(300, 168, 210, 13, sway(26, 0), '#f4a7a0', 0.55),
    band(760, 122, 260, 11, sway(34, 1.3), '#e58a92', 0.5),
    band(1120, 214, 200, 10, sway(22, 2.4), '#fbbf77', 0.6),
    band(560, 292, 300, 8, sway(30, 3.6), '#fcc98a', 0.65),
    band(1040, 318, 180, 6, sway(18, 4.4), '#fde0a8', 0.7),
  ].join('');
}

/** Three gulls gliding on slow loops, wings beating now and then. */
function gulls(p) {
  return [
    { x: 720, y: 238, rx: 60, ry: 16, size: 13, phase: 0 },
    { x: 790, y: 212, rx: 48, ry: 12, size: 10, phase: 1.9 },
    { x: 660, y: 270, rx: 40, ry: 10, size: 8, phase: 3.7 },
  ]
    .map((g) => {
      const a = TAU * p + g.phase;
      const x = g.x + g.rx * Math.cos(a);
      const y = g.y + g.ry * Math.sin(2 * a);
      const flap = Math.sin(TAU * p * 6 + g.phase);
      const lift = g.size * (0.25 + 0.35 * flap);
      const s = g.size;
      return `<path d="M${f(x - s)},${f(y - lift)} Q${f(x - s * 0.45)},${f(y - lift * 0.6 - s * 0.3)} ${f(x)},${f(y)} Q${f(x + s * 0.45)},${f(y - lift * 0.6 - s * 0.3)} ${f(x + s)},${f(y - lift)}" fill="none" stroke="#2b1830" stroke-width="${(s / 6).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

function sea(p) {
  const shimmer = SPARKLES.map((s, i) => {
    const wobble = Math.sin(TAU * p * 2 + s.phase);
    const width = s.width * (0.7 + 0.3 * Math.abs(wobble));
    const x = SUN.x + s.drift * Math.sin(TAU * p + s.phase) - width / 2;
    const opacity = 0.35 + 0.4 * (0.5 + 0.5 * Math.sin(TAU * p * 3 + i));
    return `<rect x="${f(x)}" y="${f(s.y)}" width="${f(width)}" height="${f(s.height)}" rx="${f(s.height / 2)}" fill="#fde68a" opacity="${opacity.toFixed(2)}"/>`;
  }).join('');
  const waves = WAVES.map(
    (w) =>
      `<path d="${wavePath(w.y, w.amplitude, w.wavelength, w.phase + TAU * p * w.cycles)}" fill="none" stroke="#e0f2fe" stroke-opacity="${w.opacity.toFixed(3)}" stroke-width="${w.width.toFixed(2)}"/>`,
  ).join('');
  return `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#sea)"/>
    <ellipse cx="${SUN.x}" cy="${HORIZON + 40}" rx="260" ry="70" fill="url(#seaGlow)"/>
    ${shimmer}${waves}`;
}

/** One palm frond along +x: a drooping midrib with leaflets hanging from both sides. */
function frond(len, scale) {
  const droop = 70 * scale;
  const c = { x: len * 0.45, y: -droop * 0.75 };
  const end = { x: len, y: droop };
  const at = (tt) => ({
    x: 2 * (1 - tt) * tt * c.x + tt * tt * end.x,
    y: 2 * (1 - tt) * tt * c.y + tt * tt * end.y,
  });
  const tangent = (tt) =>
    Math.atan2(2 * (1 - tt) * c.y + 2 * tt * (end.y - c.y), 2 * (1 - tt) * c.x + 2 * tt * (end.x - c.x));
  const leaflet = (from, angle, length, width) => {
    const d = { x: Math.cos(angle), y: Math.sin(angle) };
    const n = { x: -d.y, y: d.x };
    const mid = { x: from.x + d.x * length * 0.5, y: from.y + d.y * length * 0.5 + length * 0.12 };
    const tip = { x: from.x + d.x * length, y: from.y + d.y * length + length * 0.3 };
    return `M${f(from.x)},${f(from.y)}Q${f(mid.x + n.x * width)},${f(mid.y + n.y * width)} ${f(tip.x)},${f(tip.y)}Q${f(mid.x - n.x * width)},${f(mid.y - n.y * width)} ${f(from.x)},${f(from.y)}Z`;
  };
  const leaflets = [];
  for (let k = 1; k <= 16; k++) {
    const tt = k / 17;
    const point = at(tt);
    const base = tangent(tt);
    const length = (18 + 46 * Math.sin(Math.PI * Math.min(1, tt * 1.15))) * scale;
    leaflets.push(leaflet(point, base + 1.05 + tt * 0.35, length, 3.2 * scale));
    leaflets.push(leaflet(point, base - 0.75 + tt * 0.5, length * 0.7, 2.6 * scale));
  }
  return `<path d="M0,0Q${f(c.x)},${f(c.y)} ${f(end.x)},${f(end.y)}" fill="none" stroke="#24121c" stroke-width="${f(3.4 * scale)}" stroke-linecap="round"/><path d="${leaflets.join('')}" fill="#24121c"/>`;
}

/** A palm: a curved trunk, then fronds that droop and sway about the crown. */
function palm({ baseX, baseY, crownX, crownY, trunk, fronds, scale, phase }, p) {
  const sway = 2.2 * Math.sin(TAU * p + phase);
  const cx = crownX + sway * 1.5;
  const midX = (baseX + crownX) / 2 + 40 * scale;
  const midY = (baseY + crownY) / 2;
  const w0 = trunk;
  const w1 = trunk * 0.45;
  const trunkPath = `M${baseX - w0},${baseY} Q${f(midX - w0 * 0.8)},${f(midY)} ${f(cx - w1)},${crownY} L${f(cx + w1)},${crownY} Q${f(midX + w0 * 0.8)},${f(midY)} ${baseX + w0},${baseY}Z`;
  // Trunk rings, for texture.
  const rings = Array.from({ length: 14 }, (_, i) => {
    const tt = (i + 1) / 15;
    const x = (1 - tt) ** 2 * baseX + 2 * (1 - tt) * tt * midX + tt ** 2 * cx;
    const y = (1 - tt) ** 2 * baseY + 2 * (1 - tt) * tt * midY + tt ** 2 * crownY;
    const half = w0 + (w1 - w0) * tt;
    return `<path d="M${f(x - half)},${f(y)} q${f(half)},${f(4 * scale)} ${f(half * 2)},0" stroke="#3a2228" stroke-width="${f(1.4 * scale)}" fill="none"/>`;
  }).join('');
  const leaves = fronds
    .map((angle, i) => {
      const a = angle + sway * (0.8 + (i % 3) * 0.35) + 1.5 * Math.sin(TAU * p * 2 + phase + i);
      // Mirror the fronds that point left, so that every frond droops towards the ground.
      const mirror = Math.cos((a * Math.PI) / 180) < 0 ? ' scale(1,-1)' : '';
      const len = (150 + (i % 2) * 26) * scale;
      return `<g transform="translate(${f(cx)},${f(crownY)}) rotate(${f(a)})${mirror}">${frond(len, scale)}</g>`;
    })
    .join('');
  return `<path d="${trunkPath}" fill="#2c1820"/>${rings}${leaves}
    <circle cx="${f(cx)}" cy="${crownY}" r="${f(11 * scale)}" fill="#24121c"/>`;
}

/** The picture at `p`, the share of the loop gone by (0 up to 1; 1 is 0 again). */
export function heroFrame(p) {
  const glow = 0.82 + 0.08 * Math.sin(TAU * p);
  const headland = `M0,${HORIZON} L0,${HORIZON - 58} C60,${HORIZON - 70} 120,${HORIZON - 92} 190,${HORIZON - 84} C250,${HORIZON - 78} 290,${HORIZON - 50} 350,${HORIZON - 40} C420,${HORIZON - 30} 470,${HORIZON - 12} 560,${HORIZON - 4} L600,${HORIZON}Z`;
  const island = `M1190,${HORIZON} C1200,${HORIZON - 14} 1225,${HORIZON - 22} 1250,${HORIZON - 18} C1262,${HORIZON - 14} 1272,${HORIZON - 6} 1280,${HORIZON - 4} L1280,${HORIZON}Z`;
  const beach = `M780,${H} C860,${H - 46} 980,${H - 74} 1100,${H - 84} C1180,${H - 90} 1240,${H - 92} ${W},${H - 94} L${W},${H}Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${HORIZON}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#0b2545"/>
      <stop offset="0.32" stop-color="#1f3f6d"/>
      <stop offset="0.58" stop-color="#6d3b64"/>
      <stop offset="0.82" stop-color="#d8663c"/>
      <stop offset="1" stop-color="#f8b552"/>
    </linearGradient>
    <radialGradient id="sunGlow" cx="${SUN.x}" cy="${SUN.y + 10}" r="420" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffe8a3" stop-opacity="0.95"/>
      <stop offset="0.22" stop-color="#fbbf24" stop-opacity="0.55"/>
      <stop offset="0.6" stop-color="#f97316" stop-opacity="0.18"/>
      <stop offset="1" stop-color="#f97316" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="sun" cx="0.5" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#fffbeb"/>
      <stop offset="0.55" stop-color="#fde68a"/>
      <stop offset="1" stop-color="#fbbf24"/>
    </radialGradient>
    <linearGradient id="sea" x1="0" y1="${HORIZON}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#c8714a"/>
      <stop offset="0.06" stop-color="#7d5a72"/>
      <stop offset="0.32" stop-color="#205a72"/>
      <stop offset="1" stop-color="#062a3a"/>
    </linearGradient>
    <radialGradient id="seaGlow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fcd34d" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#fcd34d" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b2229"/>
      <stop offset="1" stop-color="#1d1016"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-80%" width="140%" height="260%"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <rect width="${W}" height="${HORIZON + 1}" fill="url(#sky)"/>
  ${stars(p)}
  <rect width="${W}" height="${HORIZON + 1}" fill="url(#sunGlow)" opacity="${glow.toFixed(3)}"/>
  ${clouds(p)}
  <circle cx="${SUN.x}" cy="${SUN.y}" r="${SUN.r}" fill="url(#sun)"/>
  <path d="${headland}" fill="#3a2340"/>
  <path d="${island}" fill="#432747"/>
  ${sea(p)}
  ${gulls(p)}
  <path d="${beach}" fill="url(#sand)"/>
  ${palm({ baseX: 1165, baseY: H - 62, crownX: 1118, crownY: 300, trunk: 13, fronds: [-200, -165, -130, -95, -55, -20, 15, 45], scale: 0.9, phase: 1.1 }, p)}
  ${palm({ baseX: 1240, baseY: H - 70, crownX: 1205, crownY: 168, trunk: 17, fronds: [-205, -172, -140, -108, -70, -35, 0, 32, 60], scale: 1.15, phase: 0 }, p)}
</svg>`;
}
