// The photo upload of a property listing: 7 photos of 12 megapixels sent in one request
// to the production server; wall time and the server's peak resident memory while it works. With
// `uploads` > 1, that many such requests at once (decision 015: image jobs are queued, not piled up).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createBenchDatabase } from './database';
import { freePort, startServer } from './processes';

export const UPLOAD_TARGETS = { seconds: 4, rssMiB: 400 };

export interface UploadResult {
  /** Requests sent at once, each with `photos` photos. */
  uploads: number;
  /** The status of each request. */
  statuses: number[];
  photos: number;
  megapixels: number;
  requestMiB: number;
  seconds: number;
  peakRssMiB: number;
  idleRssMiB: number;
  status: number;
}

/** A 4000 × 3000 photo with sensor-like grain, so its JPEG is as large as a phone camera's (~3-4 MB). */
async function cameraPhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 110 + seed * 10, sigma: 14 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const rssMiB = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

/**
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh database, dropped after), as in
 * production; else embedded PGlite, whose own heap (~380 MiB) then counts in the server's memory.
 */
export async function measureUpload(
  root: string,
  baseEnv: NodeJS.ProcessEnv,
  { uploads = 1, serverDir = 'dist/server' }: { uploads?: number; serverDir?: string } = {},
): Promise<UploadResult & { database: string }> {
  const database = await createBenchDatabase(baseEnv.BENCH_DATABASE_URL || baseEnv.DATABASE_URL || undefined);
  const env: NodeJS.ProcessEnv = { ...baseEnv, DATA_DIR: database.dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.BENCH_DATABASE_URL;
  if (database.url) env.DATABASE_URL = database.url;
  try {
    const user = [
      '--username',
      'bench-owner',
      '--password',
      'bench-owner-password',
      '--email',
      'bench@example.test',
    ];
    const created = spawnSync(
      process.execPath,
      [
        path.join(serverDir, 'admin.js'),
        'create-user',
        ...user,
        '--first-name',
        'Bench',
        '--last-name',
        'Owner',
        '--role',
        'user',
        '--active',
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`admin create-user failed: ${created.stderr}`);

    const photos = await Promise.all(Array.from({ length: 7 }, (_, i) => cameraPhoto(i)));
    const port = await freePort();
    const server = await startServer(
      root,
      {
        ...env,
        NODE_ENV: 'production',
        COOKIE_SECURE: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        // One bench account stands in for many owners, so the per-account upload bound must not refuse it.
        UPLOADS_PER_ACCOUNT: String(uploads),
      },
      port,
      serverDir,
    );
    try {
      const login = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench-owner', password: 'bench-owner-password' }),
      });
      const cookie = login.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error(`login failed: ${login.status}`);

      const form = new FormData();
      const fields = {
        hotelName: 'Benchmark Bay Resort',
        unitSize: 'Two-Bedroom Suite',
        location: 'Los Cabos',
        price: '$24,000 USD',
        weeksOrSeason: 'Week 10',
        description: 'Seven full-size camera photos.',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      for (const [i, p] of photos.entries()) {
        form.append('images', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
      }

      const idle = rssMiB(server.pid);
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB(server.pid));
      }, 10);
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: uploads }, async () => {
          const res = await fetch(`${server.baseUrl}/api/property-listings`, {
            method: 'POST',
            headers: { cookie },
            body: form,
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssMiB(server.pid));
      return {
        uploads,
        statuses,
        photos: photos.length,
        megapixels: 12,
        requestMiB: photos.reduce((n, p) => n + p.length, 0) / 2 ** 20,
        seconds,
        peakRssMiB: peak,
        idleRssMiB: idle,
        status: statuses.every((s) => s === 201) ? 201 : (statuses.find((s) => s !== 201) ?? 0),
        database: database.kind === 'pg' ? 'PostgreSQL' : 'PGlite',
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

/** The wall-time target is for one upload; parallel uploads share the image job slots, so only they all succeed counts. */
const inTime = (r: UploadResult) => r.uploads > 1 || r.seconds < UPLOAD_TARGETS.seconds;

export function renderUpload(r: UploadResult & { database: string }): string {
  const ok = (pass: boolean) => (pass ? 'PASS' : '**FAIL**');
  const what =
    r.uploads > 1
      ? `${r.uploads} parallel uploads of ${r.photos} photos of ${r.megapixels} MP (${r.requestMiB.toFixed(1)} MiB each, HTTP ${r.statuses.join(' ')}), all 201`
      : `upload of ${r.photos} photos of ${r.megapixels} MP (${r.requestMiB.toFixed(1)} MiB, HTTP ${r.status}) < ${UPLOAD_TARGETS.seconds} s`;
  return [
    '| target | measured | result |',
    '| --- | --- | --- |',
    `| ${what} | ${r.seconds.toFixed(2)} s | ${ok(r.status === 201 && inTime(r))} |`,
    `| server peak RSS during the upload < ${UPLOAD_TARGETS.rssMiB} MiB (${r.database}) | ${r.peakRssMiB.toFixed(0)} MiB (idle ${r.idleRssMiB.toFixed(0)} MiB) | ${ok(r.peakRssMiB < UPLOAD_TARGETS.rssMiB)} |`,
  ].join('\n');
}

export const uploadPasses = (r: UploadResult) =>
  r.status === 201 && inTime(r) && r.peakRssMiB < UPLOAD_TARGETS.rssMiB;
