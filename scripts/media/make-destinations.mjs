// Draws the destination cards' pictures: one original illustrated scene per destination (LOCATIONS)
// (and a default one for names without a picture), as SVG, rasterized with sharp to WebP at two
// widths for srcset. Nothing here is traced from a photograph or a logo.
//
//   node scripts/media/make-destinations.mjs
//
// Writes src/client/public/media/destinations/<slug>-480.webp and <slug>-960.webp. The slugs are the
// ones src/shared/destination-images.ts maps location names to.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  defaultScene,
  eastCape,
  losCabos,
  puertoPenasco,
  rivieraMaya,
} from './destination-scenes-coasts.mjs';
import { acapulco, mazatlan, nuevoVallarta, puertoVallarta } from './destination-scenes-pacific.mjs';

const WIDTHS = [480, 960];
const OUT_DIR = path.resolve(import.meta.dirname, '../../src/client/public/media/destinations');

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
