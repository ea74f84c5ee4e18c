import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createRandom, type Random, seedFromText } from './demo-random';

/**
 * Original demo pictures, drawn here rather than downloaded so the demo has no licensing
 * question and works offline: each is an SVG beach scene (sky, sun, sea, headland with resort
 * blocks, beach, palms) in its own palette, rasterized once to a 1200x800 WebP.
 */

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  seaTop: string;
  seaBottom: string;
  sand: string;
  land: string;
  silhouette: string;
  windows: string;
  night: boolean;
}

/** Colours in Palette order: sky top, sky bottom, sun, sea top, sea bottom, sand, land, silhouette, windows. */
const SCENE_COLOURS: Record<string, string> = {
  'sunrise-bay': '#f6b89a #fde3b0 #fff4c2 #7fb7c9 #2f6f8f #e9cf9f #6e7f6a #2d3b2f #fff8e1',
  'midday-lagoon': '#3d8fd9 #bfe6ff #fffbe0 #3cc6c9 #0e7c8c #f1dfb5 #4f8a5b #1f4a2c #e8f4ff',
  'golden-hour-beach': '#f08a4b #ffd27a #fff1b8 #d99a5a #6b4a3a #e8b980 #7a5a3c #3a2415 #ffe08a',
  'sunset-cliffs': '#7b3f8c #f5845f #ffd36b #c06a6a #3c2a4d #c98f6b #5a3350 #22121f #ffcf7a',
  'dusk-marina': '#2b3a67 #e08d79 #ffd1a1 #5c6f99 #1d2747 #a88d7a #3b3f5c #141829 #ffd27f night',
  'tropical-noon': '#1e88e5 #a7dcff #ffffff #2ad0c4 #00838f #f5e6c4 #3f8f4f #184d2a #f2fbff',
  'pink-dawn': '#f3a6c8 #ffe1d6 #fff6e8 #9cc9d8 #4d7fa3 #f0d5c0 #8a7f9a #3c3550 #fff1f1',
  'desert-coast': '#5fa8d3 #f4dcae #fff3cf #4aa3b8 #1f5f7a #e3c391 #b98a57 #5b3a1e #fff5dc',
  'twilight-resort': '#141e46 #6a5d9c #f7e7b4 #3e4a80 #0c1230 #6f6a88 #262c52 #0a0d1f #ffd98c night',
  'turquoise-cove': '#4fb3e8 #d9f3ff #fffde8 #40e0d0 #12808f #f7ebcf #52945e #1d5233 #f5fdff',
  'amber-evening': '#c2492f #f7b05b #ffe59a #b56b4a #4a2b2b #d7a06c #6b3b2b #2a130d #ffd37a night',
  'moonlit-shore': '#070b26 #1f3466 #e8eefc #1d2f5c #060a1f #4b5670 #151d3d #04060f #ffe7a3 night',
};

function palette(name: string): Palette {
  const colours = SCENE_COLOURS[name]?.split(' ');
  if (!colours) throw new Error(`Unknown demo scene '${name}'`);
  const [skyTop, skyBottom, sun, seaTop, seaBottom, sand, land, silhouette, windows, night] = colours;
  return {
    skyTop,
    skyBottom,
    sun,
    seaTop,
    seaBottom,
    sand,
    land,
    silhouette,
    windows,
    night: night === 'night',
  };
}

export const DEMO_IMAGE_NAMES = Object.keys(SCENE_COLOURS);

const demoImageUrl = (name: string) => `/uploads/demo/${name}.webp`;

const W = 1200;
const H = 800;
const f = (n: number) => n.toFixed(1);

function palm(r: Random, x: number, ground: number, height: number, lean: number, color: string): string {
  const tx = x + lean;
  const ty = ground - height;
  const w = height * 0.045;
  const trunk =
    `M${f(x - w)},${f(ground)} Q${f(x + lean * 0.2 - w * 0.6)},${f(ground - height * 0.55)} ${f(tx - w * 0.35)},${f(ty)} ` +
    `L${f(tx + w * 0.35)},${f(ty)} Q${f(x + lean * 0.2 + w * 0.6)},${f(ground - height * 0.55)} ${f(x + w)},${f(ground)} Z`;
  const leaves: string[] = [];
  const count = r.int(7, 9);
  for (let i = 0; i < count; i++) {
    const angle = Math.PI + (i / (count - 1)) * Math.PI + (r.next() - 0.5) * 0.3;
    const len = height * (0.38 + r.next() * 0.18);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const ex = tx + len * cos;
    const ey = ty + len * sin * 0.55 + len * 0.45;
    const c1x = tx + len * 0.5 * cos;
    const c1y = ty + len * 0.5 * sin - len * 0.28;
    const c2y = ty + len * 0.5 * sin - len * 0.08;
    leaves.push(
      `M${f(tx)},${f(ty)} Q${f(c1x)},${f(c1y)} ${f(ex)},${f(ey)} Q${f(c1x)},${f(c2y)} ${f(tx)},${f(ty)} Z`,
    );
  }
  const nuts = [-1, 0, 1].map(
    (k) => `<circle cx="${f(tx + k * w)}" cy="${f(ty + w * 1.2)}" r="${f(w * 0.9)}"/>`,
  );
  return `<g fill="${color}"><path d="${trunk}"/><path d="${leaves.join(' ')}"/>${nuts.join('')}</g>`;
}

function resortBlocks(r: Random, fromX: number, toX: number, base: number, pal: Palette): string {
  const parts: string[] = [];
  let x = fromX;
  while (x < toX - 40) {
    const bw = r.int(50, 110);
    const bh = r.int(40, 130);
    parts.push(
      `<rect x="${f(x)}" y="${f(base - bh)}" width="${bw}" height="${bh}" fill="${pal.silhouette}" opacity="0.85"/>`,
    );
    for (let wy = base - bh + 8; wy < base - 10; wy += 14) {
      for (let wx = x + 7; wx < x + bw - 10; wx += 13) {
        if (r.chance(pal.night ? 0.6 : 0.8)) {
          parts.push(
            `<rect x="${f(wx)}" y="${f(wy)}" width="6" height="7" fill="${pal.windows}" opacity="0.75"/>`,
          );
        }
      }
    }
    x += bw + r.int(4, 24);
  }
  return parts.join('');
}

/** The SVG of one scene; exported so a test or a designer can look at it without sharp. */
export function demoSceneSvg(name: string): string {
  const pal = palette(name);
  const r = createRandom(seedFromText(name));
  const horizon = H * (0.48 + r.next() * 0.1);
  const sunX = W * (0.2 + r.next() * 0.6);
  const sunY = horizon - H * (0.08 + r.next() * 0.25);
  const sunR = pal.night ? 34 : 48 + r.next() * 30;
  const left = r.chance(0.5);
  const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.skyTop}"/><stop offset="1" stop-color="${pal.skyBottom}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.seaTop}"/><stop offset="1" stop-color="${pal.seaBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${pal.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${pal.sun}" stop-opacity="0"/></radialGradient>
</defs>`;
  const out: string[] = [defs, `<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  if (pal.night) {
    for (let i = 0; i < 70; i++) {
      out.push(
        `<circle cx="${f(r.next() * W)}" cy="${f(r.next() * horizon * 0.8)}" r="${f(0.6 + r.next() * 1.4)}" fill="#fff" opacity="${f(0.4 + r.next() * 0.6)}"/>`,
      );
    }
  }
  out.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 3.2)}" fill="url(#glow)"/>`);
  out.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${pal.sun}"/>`);
  for (let i = 0; i < r.int(2, 4); i++) {
    const cx = r.next() * W;
    const cy = H * 0.08 + r.next() * horizon * 0.4;
    const s = 0.6 + r.next() * 0.8;
    out.push(
      `<g fill="#fff" opacity="${pal.night ? 0.12 : 0.55}"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(90 * s)}" ry="${f(22 * s)}"/><ellipse cx="${f(cx + 40 * s)}" cy="${f(cy - 14 * s)}" rx="${f(55 * s)}" ry="${f(24 * s)}"/></g>`,
    );
  }
  // A headland on one side carries the resort; the other side stays open sea.
  const landFrom = left ? 0 : W * 0.55;
  const landTo = left ? W * 0.45 : W;
  const peak = horizon - 60 - r.next() * 60;
  out.push(
    `<path d="M${f(landFrom)},${f(horizon + 2)} L${f(landFrom)},${f(left ? peak : horizon)} Q${f((landFrom + landTo) / 2)},${f(peak - 30)} ${f(landTo)},${f(left ? horizon : peak)} L${f(landTo)},${f(horizon + 2)} Z" fill="${pal.land}"/>`,
  );
  out.push(resortBlocks(r, landFrom + W * 0.05, landTo - W * 0.05, horizon + 2, pal));
  out.push(`<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="url(#sea)"/>`);
  for (let i = 0; i < 12; i++) {
    const y = horizon + 6 + i * i * 2.2;
    const half = sunR * (0.6 + i * 0.12) * (0.6 + r.next() * 0.5);
    out.push(
      `<rect x="${f(sunX - half)}" y="${f(y)}" width="${f(half * 2)}" height="3" fill="${pal.sun}" opacity="${f(0.7 - i * 0.05)}"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const y = horizon + 25 + r.next() * (H - horizon) * 0.5;
    const x = r.next() * W;
    out.push(
      `<path d="M${f(x)},${f(y)} q30,-6 60,0 t60,0" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    );
  }
  const beachTop = H * (0.8 + r.next() * 0.06);
  out.push(
    `<path d="M0,${f(beachTop + 40)} C${f(W * 0.3)},${f(beachTop - 30)} ${f(W * 0.7)},${f(beachTop + 30)} ${W},${f(beachTop - 10)} L${W},${H} L0,${H} Z" fill="${pal.sand}"/>`,
  );
  const palmSide = left ? W * 0.78 : W * 0.08;
  for (let i = 0; i < r.int(2, 3); i++) {
    const x = palmSide + i * r.int(60, 110);
    out.push(palm(r, x, H + 10, H * (0.5 + r.next() * 0.3), (left ? -1 : 1) * r.int(20, 90), pal.silhouette));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join('\n')}</svg>`;
}

/**
 * Writes every scene to `<uploadsDir>/demo/<name>.webp` (skipping files already there) and
 * returns their public URLs, `/uploads/demo/<name>.webp`.
 */
export async function ensureDemoImages(uploadsDir: string): Promise<string[]> {
  const dir = path.join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  await Promise.all(
    DEMO_IMAGE_NAMES.map(async (name) => {
      const file = path.join(dir, `${name}.webp`);
      if (existsSync(file)) return;
      // Write then rename: an interrupted run never leaves a half-written image that later runs would keep.
      const partial = `${file}.${process.pid}.partial`;
      await sharp(Buffer.from(demoSceneSvg(name)))
        .webp({ quality: 80 })
        .toFile(partial);
      await rename(partial, file);
    }),
  );
  return DEMO_IMAGE_NAMES.map(demoImageUrl);
}
