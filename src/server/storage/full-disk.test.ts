import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '#src/shared/i18n/messages.ts';
import { newPglite } from '../db/pglite';
import {
  STORAGE_FULL_MESSAGE,
  STORAGE_READ_ONLY_MESSAGE,
  storageFault,
  storageFaultMessage,
} from '../lib/pg-errors';
import { createMailTransport } from '../mail/transport';
import {
  freePort,
  killStartedServers,
  type ServerProcess,
  startServer,
  temporaryDirs,
  waitForHealth,
} from '../test/server-process';
import { localImageStore } from './image-store';

/**
 * A full disk under a real server on the embedded database (decision 041): DATA_DIR on a small
 * tmpfs, filled by a file; writes answer 503 with the message and Retry-After (never 500), health
 * says the storage is full, nothing half-written is left, writes come back by themselves once the
 * file is gone, and every write that was acknowledged is there when the database is opened again.
 */
const dirs = temporaryDirs('semana-full-disk-');
const mounts: string[] = [];

/** A tmpfs of `sizeMb` at a new directory, or undefined where this machine does not allow mounting. */
function tmpfs(sizeMb: number): string | undefined {
  const dir = dirs.make();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  mounts.push(dir);
  return dir;
}

/** Writes a file until the disk refuses another byte; returns its path (remove it to free the room). */
function fill(dir: string): string {
  const file = path.join(dir, 'filler');
  const fd = openSync(file, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      try {
        for (;;) writeSync(fd, Buffer.alloc(size, 1));
      } catch (err) {
        if ((err as { code?: string }).code !== 'ENOSPC') throw err;
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

const canMount = (() => {
  const probe = tmpfs(1);
  return probe !== undefined;
})();
if (!canMount) {
  console.warn('full-disk tests skipped: this machine does not allow mounting a tmpfs (needs root)');
}

afterAll(() => {
  killStartedServers();
  for (const dir of mounts.splice(0)) {
    try {
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    } catch {
      // already gone
    }
  }
  dirs.removeAll();
});

const files = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
};

describe.runIf(canMount)('the disk stores refuse cleanly when it is full or read-only', () => {
  it('an image that does not fit leaves no part of itself, and says the disk is full', async () => {
    const dir = tmpfs(2)!;
    const store = localImageStore(path.join(dir, 'uploads'));
    fill(dir);
    const key = `listings/${crypto.randomUUID()}-960.webp`;
    await expect(store.put(key, Buffer.alloc(512 * 1024, 7))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(files(path.join(dir, 'uploads')).filter((f) => f.endsWith('.webp'))).toEqual([]);
  });

  it('a mail file that does not fit fails the send (the queue retries it) and leaves no part', async () => {
    const dir = tmpfs(2)!;
    const transport = createMailTransport({ dataDir: dir });
    mkdirSync(path.join(dir, 'outbox'));
    fill(dir);
    const big = 'x'.repeat(256 * 1024);
    await expect(
      transport.send({ to: 'a@example.com', from: 'b@example.com', subject: 's', text: big, html: big }),
    ).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(files(path.join(dir, 'outbox'))).toEqual([]);
    transport.close();
  });
});

describe.runIf(canMount)('a server whose DATA_DIR fills up', () => {
  let dataDir: string;
  let server: ServerProcess;
  const base = () => `http://127.0.0.1:${server.port}`;

  beforeAll(async () => {
    dataDir = tmpfs(160)!;
    server = startServer(await freePort(), {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LEADS_ATTEMPTS: '100000',
    });
    // A first start applies every migration to an empty embedded database: slow on a busy machine.
    await waitForHealth(server, 150_000);
  }, 160_000);

  let sent = 0;
  /** One week request (a row, a rate-limit count and a queued receipt); its name marks it. */
  async function write(): Promise<{
    name: string;
    status: number;
    body: { message?: string };
    retryAfter: string | null;
  }> {
    const name = `Disk ${sent++} ${crypto.randomUUID()}`;
    const res = await fetch(`${base()}/api/week-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'full-disk@example.com',
        preferredLocation: 'Cancún',
        startDate: '2031-01-04',
        endDate: '2031-01-11',
        additionalDetails: 'd'.repeat(1500),
      }),
      signal: AbortSignal.timeout(20_000),
    });
    return { name, status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  }

  async function writes(count: number, parallel: number) {
    const out: Awaited<ReturnType<typeof write>>[] = [];
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (out.length < count) out.push(await write());
      }),
    );
    return out;
  }

  it('refuses writes with 503 while full, reports it, and takes writes again once there is room', async () => {
    const acknowledged: string[] = [];
    const before = await writes(10, 2);
    expect(before.map((w) => w.status)).toEqual(before.map(() => 201));
    acknowledged.push(...before.map((w) => w.name));

    const filler = fill(dataDir);
    const during = await writes(120, 6);
    const statuses = during.map((w) => w.status);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const refused = during.filter((w) => w.status === 503);
    expect(refused.length).toBeGreaterThan(during.length / 2);
    for (const w of refused) {
      expect(w.body.message).toBe(englishText(STORAGE_FULL_MESSAGE));
      expect(w.retryAfter).toBe('30');
    }
    acknowledged.push(...during.filter((w) => w.status === 201).map((w) => w.name));

    const health = await fetch(`${base()}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('30');
    expect(await health.json()).toMatchObject({ status: 'unavailable', storageState: 'full' });

    rmSync(filler);
    // The first write after may wait for the embedded engine to reopen (after a WAL PANIC): seconds.
    const until = Date.now() + 30_000;
    let back: Awaited<ReturnType<typeof write>> | undefined;
    while (Date.now() < until) {
      const w = await write();
      expect(w.status === 201 || w.status === 503, JSON.stringify(w)).toBe(true);
      if (w.status === 201) {
        back = w;
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(back, 'no write succeeded within 30 s of freeing the disk').toBeDefined();
    acknowledged.push(back!.name);
    const after = await writes(20, 4);
    expect(after.map((w) => w.status)).toEqual(after.map(() => 201));
    acknowledged.push(...after.map((w) => w.name));
    // Health follows within seconds (its database probe may wait behind the queue's catch-up).
    let healthy: { status: number; body: unknown } = { status: 0, body: null };
    for (
      const until = Date.now() + 20_000;
      Date.now() < until;
      await new Promise((r) => setTimeout(r, 500))
    ) {
      const res = await fetch(`${base()}/api/health`);
      healthy = { status: res.status, body: await res.json() };
      if (res.status === 200) break;
    }
    expect(healthy.status, JSON.stringify(healthy.body)).toBe(200);
    expect(healthy.body).toMatchObject({ status: 'ok', storageState: 'ok' });

    // No temporary or half-written file is left where the server writes.
    expect(files(dataDir).filter((f) => /\.part$|write-probe|^tmp\/upload-/.test(f))).toEqual([]);
    expect(server.output()).not.toMatch(/"level":50/);

    // Stopped the way an operator stops it; every acknowledged write is in the database it left.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const db = newPglite(path.join(dataDir, 'pgdata'));
    try {
      const rows = await db.query<{ name: string }>('select name from week_requests');
      const kept = new Set(rows.rows.map((r) => r.name));
      expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe.runIf(canMount)('a read-only disk', () => {
  it('refuses an image as the disk refusing writes (read-only), not as a bug', async () => {
    const dir = tmpfs(2)!;
    execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'ignore' });
    const store = localImageStore(path.join(dir, 'uploads'));
    const err = await store.put(`listings/${crypto.randomUUID()}-960.webp`, Buffer.alloc(10)).catch((e) => e);
    expect(err).toMatchObject({ code: 'EROFS' });
    expect(storageFault(err)).toBe('read-only');
    expect(storageFaultMessage('read-only')).toBe(STORAGE_READ_ONLY_MESSAGE);
  });
});

describe.runIf(canMount)('the embedded engine after a WAL PANIC on a full disk', () => {
  it('refuses at once instead of spinning, and reopens itself once there is room', async () => {
    const dir = tmpfs(200)!;
    const db = newPglite(path.join(dir, 'pgdata'));
    try {
      // Free pages in a table but no room on the disk: the next big commit needs a new WAL
      // segment that cannot be written, which PostgreSQL answers with PANIC.
      for (const statement of [
        'create table t (id serial, v text)',
        'insert into t (v) select repeat(md5(g::text), 60) from generate_series(1, 16000) g',
        'delete from t where id < 16000',
        'vacuum t',
        'create table acks (id serial primary key)',
      ]) {
        await db.exec(statement);
      }
      let heard = 0;
      await db.listen('disk_test', () => {
        heard++;
      });
      const acknowledged: number[] = [];
      const filler = fill(dir);
      let panic: { code?: string; severity?: string } | undefined;
      for (let i = 0; i < 20 && !panic; i++) {
        await db
          .query('insert into t (v) select repeat(md5(g::text), 60) from generate_series(1, 3000) g')
          .catch((err) => {
            panic = err;
          });
      }
      expect(panic).toMatchObject({ code: '53100' });
      // Without the guard this statement never returns and the process is frozen.
      const started = Date.now();
      const refused = await db.query('insert into acks default values').catch((err) => err);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(storageFault(refused)).toBe('full');

      rmSync(filler);
      let back: unknown;
      for (
        const until = Date.now() + 30_000;
        Date.now() < until;
        await new Promise((r) => setTimeout(r, 500))
      ) {
        back = await db
          .query<{ id: number }>('insert into acks default values returning id')
          .catch((err) => err);
        if (!(back instanceof Error)) break;
      }
      expect(back).not.toBeInstanceOf(Error);
      acknowledged.push((back as { rows: { id: number }[] }).rows[0]!.id);
      for (let i = 0; i < 5; i++) {
        acknowledged.push(
          (await db.query<{ id: number }>('insert into acks default values returning id')).rows[0]!.id,
        );
      }
      // The change feed's LISTEN moved to the reopened engine.
      await db.exec(`notify disk_test, 'x'`);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toBe(1);
      await db.close();
      const again = newPglite(path.join(dir, 'pgdata'));
      const kept = new Set((await again.query<{ id: number }>('select id from acks')).rows.map((r) => r.id));
      await again.close();
      expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    } finally {
      await db.close().catch(() => {});
    }
  }, 120_000);
});
