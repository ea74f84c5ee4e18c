// The destination pictures of the mainland Pacific coast. Subjects sit in the upper two thirds: the
// card's text covers the bottom.

import { cloud, H, linear, palm, radial, ridge, scene, W, waves } from './destination-shapes.mjs';
import { f, random } from './drawing.mjs';

/** Nuevo Vallarta: a long golden beach on a wide bay under layered blue sierras. */
export function nuevoVallarta() {
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

/** Puerto Vallarta: white houses and terracotta roofs climbing green hills above the bay. */
export function puertoVallarta() {
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

/** Mazatlan: old-town facades with arches and balconies along the sea wall, the lighthouse hill at sunset. */
export function mazatlan() {
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

/** Acapulco: the bay at night, hotel lights along the curve of the shore and on the hills. */
export function acapulco() {
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
