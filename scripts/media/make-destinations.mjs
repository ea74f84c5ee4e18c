// Draws the destination cards' pictures: one original illustrated scene per destination (LOCATIONS)
// (and a default one for names without a picture), as SVG, rasterized with sharp to WebP at two
// widths for srcset. Nothing here is traced from a photograph or a logo.
//
//   node scripts/media/make-destinations.mjs
//
// Writes src/client/public/media/destinations/<slug>-480.webp and <slug>-960.webp. The slugs are the
// ones src/client/features/catalog/components/destination-images.ts maps location names to.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 960;
const H = 800;
const WIDTHS = [480, 960];
const OUT_DIR = path.resolve(import.meta.dirname, '../../src/client/public/media/destinations');
const TAU = Math.PI * 2;

const f = (n) => Number(n.toFixed(1));

/** A deterministic pseudo-random sequence per scene, so every run draws the same picture. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;
}

function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;
}

/** A mountain or hill line: a few sines with seeded phases, closed down to `bottom`. */
function ridge({ seed, x0 = -10, x1 = W + 10, base, height, bottom = H, waves = [3, 7, 17], peakAt }) {
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

function waves({ from, to, count, color = '#fff', opacity = 0.25, seed = 1, x0 = 0, x1 = W }) {
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

function cloud(x, y, s, fill = '#fff', opacity = 0.9) {
  return `<g opacity="${opacity}" filter="url(#soft)" fill="${fill}">
    <ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${18 * s}"/>
    <circle cx="${x - 28 * s}" cy="${y - 10 * s}" r="${22 * s}"/>
    <circle cx="${x + 8 * s}" cy="${y - 20 * s}" r="${28 * s}"/>
    <circle cx="${x + 40 * s}" cy="${y - 6 * s}" r="${18 * s}"/>
  </g>`;
}

/** One palm frond along +x: a drooping midrib with leaflets hanging from both sides. */
function frond(len, scale, color) {
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
function palm(x, y, height, lean, scale, color = '#1f2a1f', trunkColor = color) {
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

function scene(defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${defs}<filter id="soft" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="5"/></filter><filter id="water"><feGaussianBlur stdDeviation="2.2"/></filter></defs>
  ${body}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// The scenes. Subjects sit in the upper two thirds: the card's text covers the bottom.

/** Nuevo Vallarta: a long golden beach on a wide bay under layered blue sierras. */
function nuevoVallarta() {
  const horizon = 420;
  return scene(
    linear('sky', [
      [0, '#8cc8ec'],
      [0.6, '#f9d9b0'],
      [1, '#fbc98e'],
    ]) +
      linear('sea', [
        [0, '#7cc3d6'],
        [0.4, '#2f96b4'],
        [1, '#126b8a'],
      ]) +
      linear('sand', [
        [0, '#f3d7a6'],
        [1, '#d9b27a'],
      ]) +
      radial('sun', [
        [0, '#fffbeb'],
        [0.4, '#fde68a', 0.9],
        [1, '#fde68a', 0],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="700" cy="250" r="150" fill="url(#sun)"/>
    ${cloud(220, 150, 1.2)}${cloud(640, 110, 0.9)}
    <path d="${ridge({ seed: 11, base: horizon - 20, height: 210, bottom: horizon + 2, waves: [2, 5, 13] })}" fill="#9bb3cf"/>
    <path d="${ridge({ seed: 12, base: horizon - 4, height: 150, bottom: horizon + 2, waves: [3, 7, 19] })}" fill="#6f8fb4"/>
    <path d="${ridge({ seed: 13, base: horizon + 2, height: 80, bottom: horizon + 4, waves: [4, 9, 23] })}" fill="#4e7199"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    ${waves({ from: horizon + 10, to: 560, count: 40, opacity: 0.35, seed: 3 })}
    <g fill="#fff">
      <path d="M600,470 l0,-52 l26,46z"/><path d="M597,472 h34 l-6,8 h-24z" fill="#f1f5f9"/>
      <path d="M690,455 l0,-38 l19,34z"/><path d="M688,457 h25 l-4,6 h-18z" fill="#f1f5f9"/>
      <path d="M520,486 l0,-30 l15,27z"/><path d="M518,488 h20 l-4,5 h-14z" fill="#f1f5f9"/>
    </g>
    <path d="M0,560 C200,520 420,520 620,560 S900,640 ${W},620 L${W},${H} L0,${H}Z" fill="url(#sand)"/>
    <path d="M0,560 C200,520 420,520 620,560 S900,640 ${W},620" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="5"/>
    ${palm(110, 700, 430, 50, 1.25, '#2c3b28')}
    ${palm(210, 680, 330, 90, 0.95, '#364a31')}`,
  );
}

/** Riviera Maya: turquoise Caribbean shallows, white sand, jungle and a stepped temple on the cliff. */
function rivieraMaya() {
  const horizon = 360;
  return scene(
    linear('sky', [
      [0, '#38bdf8'],
      [1, '#e0f7ff'],
    ]) +
      linear('sea', [
        [0, '#0e7490'],
        [0.25, '#0891b2'],
        [0.55, '#22d3ee'],
        [1, '#99f6e4'],
      ]) +
      linear('cliff', [
        [0, '#d6c29a'],
        [1, '#a98e63'],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    ${cloud(560, 110, 1.3)}${cloud(840, 190, 0.8)}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    ${waves({ from: horizon + 8, to: 620, count: 34, opacity: 0.45, seed: 21 })}
    <path d="M-10,236 L230,246 C262,250 284,290 300,340 L330,470 C300,520 200,560 -10,590Z" fill="url(#cliff)"/>
    <path d="M240,300 C250,330 262,380 270,430 M200,320 C214,360 222,420 226,470 M120,330 C130,380 136,440 140,500" stroke="#8c7550" stroke-width="3" fill="none" opacity="0.5"/>
    <path d="M-10,214 C30,190 70,200 86,216 C110,196 150,200 164,222 C196,206 236,218 248,246 L-10,252Z" fill="#2f7a3a"/>
    <g stroke="#7d6645" stroke-width="2">
      <rect x="40" y="196" width="190" height="30" fill="#cdb88f"/>
      <rect x="60" y="166" width="150" height="30" fill="#c4ad82"/>
      <rect x="84" y="128" width="102" height="38" fill="#bca57a"/>
      <rect x="78" y="120" width="114" height="10" fill="#cdb88f"/>
    </g>
    <g fill="#3b2f22"><rect x="100" y="138" width="16" height="28"/><rect x="127" y="138" width="16" height="28"/><rect x="154" y="138" width="16" height="28"/></g>
    <path d="M-10,230 C20,214 50,222 60,236 L-10,250Z M200,236 C220,222 248,226 262,250 L190,252Z" fill="#24602e"/>
    <path d="M-10,650 C220,600 560,628 ${W},590 L${W},${H} L-10,${H}Z" fill="#f6efe0"/>
    <path d="M-10,650 C220,600 560,628 ${W},590" fill="none" stroke="#fff" stroke-width="9"/>
    <path d="M-10,664 C220,616 560,642 ${W},604" fill="none" stroke="#e5d9bf" stroke-width="6" opacity="0.8"/>
    ${palm(860, 640, 400, -170, 1.15, '#1f5a2c', '#6b5136')}
    ${palm(935, 620, 320, -70, 0.9, '#23662f', '#6b5136')}`,
  );
}

/** Los Cabos: granite stacks and the sea arch at land's end, sunset on the Pacific side. */
function losCabos() {
  const horizon = 430;
  return scene(
    linear('sky', [
      [0, '#312e81'],
      [0.45, '#a855a0'],
      [0.8, '#f4866b'],
      [1, '#fdc48a'],
    ]) +
      linear('sea', [
        [0, '#3b4f8f'],
        [0.3, '#1e3a8a'],
        [1, '#0b1f4d'],
      ]) +
      linear(
        'rock',
        [
          [0, '#c08457'],
          [0.5, '#7a4a33'],
          [1, '#3a2320'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ) +
      radial('sun', [
        [0, '#fff7db'],
        [0.35, '#fdba74', 0.9],
        [1, '#fb923c', 0],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="250" cy="${horizon - 30}" r="190" fill="url(#sun)"/>
    <circle cx="250" cy="${horizon - 18}" r="34" fill="#fff3d6"/>
    ${cloud(170, 170, 1.1, '#f9a8d4', 0.6)}${cloud(470, 120, 1.3, '#fbcfe8', 0.5)}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    <path d="M200,${horizon + 4} h100 M180,${horizon + 20} h140 M160,${horizon + 40} h180 M150,${horizon + 66} h200 M130,${horizon + 100} h240" stroke="#fdba74" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>
    ${waves({ from: horizon + 10, to: 700, count: 44, opacity: 0.25, seed: 31 })}
    <path fill-rule="evenodd" fill="url(#rock)" d="M520,600 L540,420 C548,360 570,300 600,270 C620,250 640,246 660,262 C690,240 720,250 740,290 C760,330 770,380 772,430 L780,600 Z M600,600 C600,540 620,470 660,470 C700,470 712,540 712,600 Z"/>
    <path d="M760,600 L772,340 C780,250 800,200 830,180 C860,170 880,200 890,250 L905,360 L930,600Z" fill="#6b3f2c"/>
    <path d="M880,600 L900,430 C910,400 930,390 945,410 L960,420 L960,600Z" fill="#4a2b22"/>
    <path d="M455,610 L470,520 C476,495 494,490 505,510 L520,610Z" fill="#5a3528"/>
    <path d="M600,280 C618,300 628,340 632,380 M810,210 C826,250 832,300 834,350" stroke="#f6c196" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M446,610 C480,604 500,612 530,604 C560,598 590,608 610,603 M700,604 C730,598 760,608 790,601 C830,596 870,606 960,600" fill="none" stroke="#e0f2fe" stroke-opacity="0.8" stroke-width="5" stroke-linecap="round"/>
    <path d="M430,628 C520,620 600,630 700,622 C800,616 880,626 960,620" fill="none" stroke="#e0f2fe" stroke-opacity="0.35" stroke-width="3"/>
`,
  );
}

/** Puerto Vallarta: white houses and terracotta roofs climbing green hills above the bay. */
function puertoVallarta() {
  const rand = random(41);
  const horizon = 520;
  let houses = '';
  for (let row = 0; row < 7; row++) {
    const y = 300 + row * 34;
    for (let x = 240 + row * -20 + rand() * 30; x < 900; x += 46 + rand() * 30) {
      const w = 28 + rand() * 24;
      const h = 20 + rand() * 16;
      const wall = rand() > 0.8 ? '#fde68a' : rand() > 0.8 ? '#fed7aa' : '#f8fafc';
      houses += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
      houses += `<path d="M${f(x - 3)},${f(y - h)} L${f(x + w / 2)},${f(y - h - 10)} L${f(x + w + 3)},${f(y - h)}Z" fill="#c2410c"/>`;
      if (rand() > 0.5)
        houses += `<rect x="${f(x + w * 0.35)}" y="${f(y - h * 0.6)}" width="6" height="9" fill="#334155"/>`;
    }
  }
  return scene(
    linear('sky', [
      [0, '#7fb6e6'],
      [0.7, '#fbd3b4'],
      [1, '#f9b98a'],
    ]) +
      linear('sea', [
        [0, '#3a93b8'],
        [1, '#0f5275'],
      ]) +
      linear('hill', [
        [0, '#4f8a45'],
        [1, '#2e5e2e'],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    ${cloud(160, 110, 1)}${cloud(760, 80, 0.8)}
    <path d="${ridge({ seed: 42, base: 230, height: 150, bottom: horizon, waves: [2, 5, 11] })}" fill="#7aa0a6"/>
    <path d="M-10,${horizon} L-10,300 C120,230 260,200 420,210 C600,220 760,200 970,250 L970,${horizon}Z" fill="url(#hill)"/>
    ${houses}
    <g>
      <rect x="468" y="170" width="44" height="120" fill="#f8fafc"/>
      <rect x="478" y="140" width="24" height="32" fill="#f1f5f9"/>
      <path d="M474,142 C474,112 506,112 506,142Z" fill="#f8fafc"/>
      <path d="M478,122 L490,92 L502,122Z" fill="#e2e8f0"/>
      <path d="M490,92 v-16 M484,82 h12" stroke="#94a3b8" stroke-width="3"/>
      <path d="M478,200 C478,188 502,188 502,200 L502,222 L478,222Z" fill="#475569"/>
      <rect x="440" y="240" width="100" height="60" fill="#fef3c7"/>
    </g>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    <path d="M-10,${horizon + 8} C200,${horizon - 6} 600,${horizon + 4} 970,${horizon - 4}" stroke="#fef3c7" stroke-width="10" fill="none"/>
    ${waves({ from: horizon + 14, to: 720, count: 46, opacity: 0.35, seed: 43 })}
    <path d="M60,640 l90,0 l-12,14 l-66,0z" fill="#f8fafc"/><path d="M100,640 l0,-64 l36,58z" fill="#fff"/>
    ${palm(40, 560, 300, 30, 0.95, '#21422a')}
    ${palm(920, 560, 260, -40, 0.85, '#21422a')}`,
  );
}

/** Acapulco: the bay at night, hotel lights along the curve of the shore and on the hills. */
function acapulco() {
  const rand = random(51);
  const horizon = 470;
  let stars = '';
  for (let i = 0; i < 90; i++) {
    stars += `<circle cx="${f(rand() * W)}" cy="${f(rand() * 300)}" r="${f(0.6 + rand() * 1.4)}" fill="#fff" opacity="${f(0.4 + rand() * 0.6)}"/>`;
  }
  let towers = '';
  let lights = '';
  for (let x = 40; x < 920; x += 30 + rand() * 26) {
    const u = x / W;
    const shore = horizon - 8 + 40 * (2 * u - 1) ** 2;
    const h = 40 + rand() * 110 * (0.4 + Math.sin(u * Math.PI));
    const w = 18 + rand() * 16;
    towers += `<rect x="${f(x)}" y="${f(shore - h)}" width="${f(w)}" height="${f(h)}" fill="#111a33"/>`;
    for (let wy = shore - h + 6; wy < shore - 4; wy += 9) {
      for (let wx = x + 3; wx < x + w - 4; wx += 6) {
        if (rand() > 0.45)
          lights += `<rect x="${f(wx)}" y="${f(wy)}" width="3" height="4" fill="${rand() > 0.3 ? '#fde68a' : '#f8fafc'}"/>`;
      }
    }
  }
  let hillLights = '';
  for (let i = 0; i < 160; i++) {
    const x = rand() * W;
    const y = 250 + rand() * 170 + Math.abs(x - 480) * 0.12;
    if (y < horizon - 40)
      hillLights += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.8 + rand() * 1.4)}" fill="#fcd34d" opacity="${f(0.5 + rand() * 0.5)}"/>`;
  }
  let reflections = '';
  for (let i = 0; i < 70; i++) {
    const x = 40 + rand() * 880;
    const y = horizon + 40 + rand() * 200;
    reflections += `<rect x="${f(x)}" y="${f(y)}" width="${f(2 + rand() * 3)}" height="${f(8 + rand() * 26)}" rx="1.5" fill="${rand() > 0.3 ? '#fbbf24' : '#e0f2fe'}" opacity="${f(0.25 + rand() * 0.4)}"/>`;
  }
  return scene(
    linear('sky', [
      [0, '#050b1f'],
      [0.7, '#13214a'],
      [1, '#2b3a72'],
    ]) +
      linear('sea', [
        [0, '#1b2a5a'],
        [1, '#040915'],
      ]) +
      radial('moon', [
        [0, '#fefce8'],
        [0.3, '#fef9c3', 0.5],
        [1, '#fef9c3', 0],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    ${stars}
    <circle cx="760" cy="120" r="110" fill="url(#moon)"/>
    <circle cx="760" cy="120" r="30" fill="#fefce8"/>
    <path d="${ridge({ seed: 52, base: 330, height: 150, bottom: horizon, waves: [2, 4, 11] })}" fill="#0b1430"/>
    ${hillLights}
    <rect y="${horizon - 2}" width="${W}" height="${H - horizon + 2}" fill="url(#sea)"/>
    ${towers}${lights}
    <path d="${Array.from({ length: 41 }, (_, k) => `${k ? 'L' : 'M'}${f((k / 40) * W)},${f(horizon - 6 + 40 * (2 * (k / 40) - 1) ** 2)}`).join('')}" fill="none" stroke="#fcd34d" stroke-opacity="0.7" stroke-width="4"/>
    ${reflections}
    <path d="M740,${horizon + 20} v180 M760,${horizon + 30} v160 M780,${horizon + 16} v140" stroke="#fef9c3" stroke-opacity="0.18" stroke-width="10" stroke-linecap="round"/>
    <path d="M-10,${H} L-10,560 C80,540 160,600 220,660 C260,700 300,760 320,${H}Z" fill="#020617"/>
    ${palm(90, 700, 260, 60, 0.9, '#020617')}`,
  );
}

/** East Cape: clear shallows over the reef, desert sierra and a cardón on the shore. */
function eastCape() {
  const rand = random(61);
  const horizon = 360;
  let reef = '';
  // Coral heads seen through clear water: soft teal patches with a few warm polyps.
  for (let i = 0; i < 11; i++) {
    const x = 80 + rand() * (W - 160);
    const y = 510 + rand() * 220;
    const spread = 50 + rand() * 50;
    for (let k = 0; k < 7; k++) {
      const color = ['#0f766e', '#0e7490', '#115e59'][Math.floor(rand() * 3)];
      reef += `<ellipse cx="${f(x + (rand() - 0.5) * spread * 1.6)}" cy="${f(y + (rand() - 0.5) * spread * 0.4)}" rx="${f(14 + rand() * 18)}" ry="${f(8 + rand() * 9)}" fill="${color}" opacity="${f(0.3 + rand() * 0.2)}"/>`;
    }
    for (let k = 0; k < 4; k++) {
      reef += `<circle cx="${f(x + (rand() - 0.5) * spread)}" cy="${f(y + (rand() - 0.5) * spread * 0.3)}" r="${f(3 + rand() * 4)}" fill="${rand() > 0.5 ? '#fb923c' : '#f472b6'}" opacity="0.6"/>`;
    }
  }
  reef = `<g filter="url(#water)">${reef}</g>`;
  let fish = '';
  for (let i = 0; i < 7; i++) {
    const x = 380 + rand() * 420;
    const y = 540 + rand() * 160;
    const s = 0.8 + rand() * 0.8;
    fish += `<path transform="translate(${f(x)},${f(y)}) scale(${f(s)})" d="M0,0 C10,-8 26,-8 34,0 C26,8 10,8 0,0Z M34,0 L44,-7 L44,7Z" fill="#fde047" opacity="0.85"/>`;
  }
  return scene(
    linear('sky', [
      [0, '#3b82f6'],
      [1, '#dbeafe'],
    ]) +
      linear('sea', [
        [0, '#0369a1'],
        [0.22, '#0ea5e9'],
        [0.5, '#2dd4bf'],
        [1, '#5eead4'],
      ]) +
      linear('desert', [
        [0, '#d7a86e'],
        [1, '#a0703f'],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    ${cloud(680, 110, 1.1)}${cloud(300, 160, 0.8)}
    <path d="${ridge({ seed: 62, base: horizon - 40, height: 170, bottom: horizon + 2, waves: [2, 6, 15], peakAt: 0.22 })}" fill="#c08a57"/>
    <path d="${ridge({ seed: 63, base: horizon - 10, height: 90, bottom: horizon + 2, waves: [3, 8, 21], peakAt: 0.15 })}" fill="#9a6a3d"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    ${reef}${fish}
    ${waves({ from: horizon + 8, to: 760, count: 40, opacity: 0.5, seed: 64 })}
    <path d="M0,${horizon + 40} C120,${horizon + 30} 220,${horizon + 60} 300,${horizon + 110} C340,${horizon + 140} 320,${horizon + 190} 250,${horizon + 210} C160,${horizon + 240} 60,${horizon + 230} 0,${horizon + 250}Z" fill="#e9d3ad"/>
    <path d="M0,${horizon + 40} C120,${horizon + 30} 220,${horizon + 60} 300,${horizon + 110} C340,${horizon + 140} 320,${horizon + 190} 250,${horizon + 210} C160,${horizon + 240} 60,${horizon + 230} 0,${horizon + 250}" fill="none" stroke="#fff" stroke-width="6" stroke-opacity="0.8"/>
    <g fill="#3f6b3a">
      <rect x="128" y="250" width="22" height="170" rx="11"/>
      <path d="M128,340 h-30 a12,12 0 0 1 -12,-12 v-46 a11,11 0 0 1 22,0 v36 h20z"/>
      <path d="M150,320 h28 a12,12 0 0 0 12,-12 v-52 a11,11 0 0 0 -22,0 v42 h-18z"/>
    </g>
    <path d="M640,470 q40,-6 80,0 l-8,12 q-32,4 -64,0z" fill="#f8fafc"/><path d="M650,470 l60,0" stroke="#1e3a8a" stroke-width="3"/>`,
  );
}

/** Mazatlan: old-town facades with arches and balconies along the sea wall, the lighthouse hill at sunset. */
function mazatlan() {
  const horizon = 450;
  const colors = ['#f59e0b', '#f472b6', '#38bdf8', '#a3e635', '#fb7185', '#fcd34d'];
  let facades = '';
  let x = 380;
  let i = 0;
  while (x < W) {
    const w = 90 + (i % 3) * 14;
    const h = 170 + ((i * 37) % 60);
    const top = 640 - h;
    const color = colors[i % colors.length];
    facades += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${color}"/>`;
    facades += `<rect x="${x}" y="${top}" width="${w}" height="10" fill="#fff7ed" opacity="0.8"/>`;
    for (let k = 0; k < 2; k++) {
      const ax = x + 14 + k * (w / 2);
      const aw = w / 2 - 28;
      facades += `<path d="M${ax},${640} v-54 a${aw / 2},${aw / 2} 0 0 1 ${aw},0 v54z" fill="#7c2d12" opacity="0.75"/>`;
      facades += `<rect x="${ax}" y="${top + 30}" width="${aw}" height="40" fill="#1e293b" opacity="0.7"/>`;
      facades += `<path d="M${ax - 4},${top + 70} h${aw + 8}" stroke="#1e293b" stroke-width="4"/>`;
      facades += `<path d="M${ax - 4},${top + 58} v12 M${ax + aw / 2},${top + 58} v12 M${ax + aw + 4},${top + 58} v12" stroke="#1e293b" stroke-width="2"/>`;
    }
    x += w;
    i++;
  }
  return scene(
    linear('sky', [
      [0, '#3b1d5c'],
      [0.4, '#b4457a'],
      [0.75, '#f97316'],
      [1, '#fdba74'],
    ]) +
      linear('sea', [
        [0, '#7c3a5e'],
        [0.2, '#3b3f7a'],
        [1, '#0f1d40'],
      ]) +
      radial('sun', [
        [0, '#fff7db'],
        [0.3, '#fcd34d', 0.9],
        [1, '#f97316', 0],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="210" cy="${horizon - 10}" r="170" fill="url(#sun)"/>
    <circle cx="210" cy="${horizon - 4}" r="36" fill="#fff1c1"/>
    ${cloud(380, 160, 1.3, '#fda4af', 0.55)}${cloud(120, 240, 0.9, '#fed7aa', 0.6)}
    <path d="M560,${horizon} C600,330 640,300 700,290 C770,280 820,320 860,${horizon}Z" fill="#3b1d3a"/>
    <rect x="690" y="226" width="16" height="66" fill="#f8fafc"/><rect x="684" y="218" width="28" height="10" fill="#fef3c7"/>
    <path d="M698,222 L520,150 L520,186Z" fill="#fde68a" opacity="0.35"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    <path d="M170,${horizon + 6} h80 M150,${horizon + 24} h120 M130,${horizon + 48} h160 M110,${horizon + 80} h200" stroke="#fcd34d" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round"/>
    ${waves({ from: horizon + 10, to: 620, count: 30, opacity: 0.22, seed: 71 })}
    ${facades}
    <path d="M0,640 L${W},640 L${W},${H} L0,${H}Z" fill="#57534e"/>
    <path d="M0,640 L${W},640" stroke="#d6d3d1" stroke-width="8"/>
    ${palm(340, 650, 330, -10, 0.95, '#1c1917')}`,
  );
}

/** Puerto Peñasco: warm dunes, a cardón, the rocky point and the calm Sea of Cortez. */
function puertoPenasco() {
  const horizon = 400;
  return scene(
    linear('sky', [
      [0, '#60a5fa'],
      [0.7, '#e0f2fe'],
      [1, '#fef3c7'],
    ]) +
      linear('sea', [
        [0, '#38bdf8'],
        [1, '#0284c7'],
      ]) +
      linear('dune', [
        [0, '#f4c98a'],
        [1, '#d89a55'],
      ]) +
      linear('dune2', [
        [0, '#e8b06d'],
        [1, '#b97a3c'],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    ${cloud(240, 130, 1)}${cloud(700, 180, 0.7, '#fff', 0.8)}
    <path d="M560,${horizon} C600,340 650,300 720,290 C780,282 830,300 860,330 C890,350 920,380 940,${horizon}Z" fill="#8a5a3b"/>
    <path d="M640,320 C670,305 700,300 730,304" stroke="#c08a5a" stroke-width="5" fill="none" opacity="0.6"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    ${waves({ from: horizon + 8, to: 540, count: 30, opacity: 0.45, seed: 81 })}
    <path d="M0,470 C160,440 320,500 480,520 C640,540 800,500 ${W},520 L${W},${H} L0,${H}Z" fill="url(#dune)"/>
    <path d="M0,470 C160,440 320,500 480,520 C640,540 800,500 ${W},520" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="5"/>
    <path d="M0,580 C200,540 380,600 560,640 C700,670 840,620 ${W},640 L${W},${H} L0,${H}Z" fill="url(#dune2)"/>
    <path d="M80,600 C200,570 320,610 430,640" stroke="#f8dcae" stroke-width="4" fill="none" opacity="0.7"/>
    <g fill="#4d7c3a">
      <rect x="196" y="250" width="30" height="370" rx="15"/>
      <path d="M196,430 h-44 a16,16 0 0 1 -16,-16 v-90 a15,15 0 0 1 30,0 v76 h30z"/>
      <path d="M226,390 h40 a16,16 0 0 0 16,-16 v-80 a15,15 0 0 0 -30,0 v66 h-26z"/>
    </g>
    <path d="M211,262 v340 M150,336 v76 M268,302 v70" stroke="#3b6330" stroke-width="3"/>
    <g fill="#6b8e4e"><ellipse cx="740" cy="630" rx="40" ry="14"/><ellipse cx="780" cy="622" rx="26" ry="12"/></g>`,
  );
}

/** Any destination without its own picture: a quiet cove with a palm and a beach umbrella. */
function defaultScene() {
  const horizon = 420;
  return scene(
    linear('sky', [
      [0, '#7dd3fc'],
      [1, '#f0f9ff'],
    ]) +
      linear('sea', [
        [0, '#0ea5e9'],
        [1, '#0e7490'],
      ]) +
      linear('sand', [
        [0, '#f5deb3'],
        [1, '#e0bd86'],
      ]) +
      radial('sun', [
        [0, '#fffbeb'],
        [0.35, '#fde68a', 0.9],
        [1, '#fde68a', 0],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="700" cy="160" r="120" fill="url(#sun)"/>
    ${cloud(260, 140, 1.1)}${cloud(560, 220, 0.8)}
    <path d="${ridge({ seed: 91, base: horizon, height: 70, bottom: horizon + 2, waves: [2, 5, 13], peakAt: 0.8 })}" fill="#5b8fa8"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    ${waves({ from: horizon + 8, to: 580, count: 36, opacity: 0.4, seed: 92 })}
    <path d="M0,580 C240,540 520,560 ${W},600 L${W},${H} L0,${H}Z" fill="url(#sand)"/>
    <path d="M0,580 C240,540 520,560 ${W},600" fill="none" stroke="#fff" stroke-width="6" stroke-opacity="0.85"/>
    <path d="M600,660 L612,520" stroke="#57534e" stroke-width="5"/>
    <path d="M530,530 C560,470 680,470 700,520Z" fill="#0e7490"/>
    <path d="M565,524 C580,486 620,478 640,520Z" fill="#f8fafc"/>
    ${palm(150, 680, 400, 70, 1.15, '#1f3b2a', '#5b4636')}`,
  );
}

const SCENES = {
  'nuevo-vallarta': nuevoVallarta,
  'riviera-maya': rivieraMaya,
  'los-cabos': losCabos,
  'puerto-vallarta': puertoVallarta,
  acapulco,
  'east-cape': eastCape,
  mazatlan,
  'puerto-penasco': puertoPenasco,
  default: defaultScene,
};

mkdirSync(OUT_DIR, { recursive: true });
for (const [slug, draw] of Object.entries(SCENES)) {
  const svg = Buffer.from(draw());
  const sizes = [];
  for (const width of WIDTHS) {
    const file = path.join(OUT_DIR, `${slug}-${width}.webp`);
    await sharp(svg)
      .resize({ width })
      .webp({ quality: width > 480 ? 72 : 76, effort: 6 })
      .toFile(file);
    sizes.push(`${width}w ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
  console.log(`${slug}: ${sizes.join(', ')}`);
}
