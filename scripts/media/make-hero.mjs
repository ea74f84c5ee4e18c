// Renders the landing hero's default background: an original animated sunset over the Pacific.
// Each frame is drawn as SVG (sky, sun, clouds, headland, sea, shimmer, gulls, palms), rasterized
// with sharp and piped to ffmpeg as raw RGB. Every motion is periodic over the clip's length, so
// the last frame leads into the first and the loop is seamless.
//
//   node scripts/media/make-hero.mjs [--seconds 10] [--fps 24] [--crf 26]
//
// Writes src/client/public/media/hero.mp4 (H.264, yuv420p, no audio, faststart) and
// hero-poster.webp (the first frame). Needs ffmpeg on the PATH (apt-get install -y ffmpeg).
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { H, heroFrame, W } from './hero-frame.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    fps: { type: 'string', default: '24' },
    crf: { type: 'string', default: '26' },
  },
});

const SECONDS = Number(values.seconds);
const FPS = Number(values.fps);
const FRAMES = Math.round(SECONDS * FPS);
const OUT_DIR = path.resolve(import.meta.dirname, '../../src/client/public/media');

async function render(i) {
  return sharp(Buffer.from(heroFrame(i / FRAMES)))
    .removeAlpha()
    .raw()
    .toBuffer();
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const video = path.join(OUT_DIR, 'hero.mp4');
  const poster = path.join(OUT_DIR, 'hero-poster.webp');

  await sharp(Buffer.from(heroFrame(0)))
    .webp({ quality: 72, effort: 6 })
    .toFile(poster);

  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'animation',
      '-crf',
      values.crf,
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-g',
      String(FPS * 2),
      '-movflags',
      '+faststart',
      video,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });

  // Two frames in flight: rasterizing is the slow part, writing must stay in order.
  let next = render(0);
  for (let i = 0; i < FRAMES; i++) {
    const buffer = await next;
    if (i + 1 < FRAMES) next = render(i + 1);
    if (!ffmpeg.stdin.write(buffer)) await new Promise((r) => ffmpeg.stdin.once('drain', r));
    if (i % 48 === 0) process.stdout.write(`frame ${i}/${FRAMES}\n`);
  }
  ffmpeg.stdin.end();
  await done;

  const kb = (file) => `${(statSync(file).size / 1024).toFixed(0)} KB`;
  console.log(`${path.relative(process.cwd(), video)}: ${kb(video)}, ${FRAMES} frames at ${FPS} fps`);
  console.log(`${path.relative(process.cwd(), poster)}: ${kb(poster)}`);
}

await main();
