// The destination pictures of the Sea of Cortez and the Caribbean, and the default cove. Subjects sit
// in the upper two thirds: the card's text covers the bottom.

import { cloud, H, linear, palm, radial, ridge, scene, W, waves } from './destination-shapes.mjs';
import { f, random } from './drawing.mjs';

/** Los Cabos: granite stacks and the sea arch at land's end, sunset on the Pacific side. */
export function losCabos() {
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

/** East Cape: clear shallows over the reef, desert sierra and a cardón on the shore. */
export function eastCape() {
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

/** Puerto Peñasco: warm dunes, a cardón, the rocky point and the calm Sea of Cortez. */
export function puertoPenasco() {
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

/** Riviera Maya: turquoise Caribbean shallows, white sand, jungle and a stepped temple on the cliff. */
export function rivieraMaya() {
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

/** Any destination without its own picture: a quiet cove with a palm and a beach umbrella. */
export function defaultScene() {
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
