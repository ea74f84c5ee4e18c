import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  kind: 'pg' | 'pglite';
  /** The fresh database (PostgreSQL only). */
  url?: string;
  /** Uploads and the session secret, and PGlite's files: always a fresh temporary directory. */
  dataDir: string;
  /** Drops the database and removes the directory; safe to call twice. */
  dispose(): Promise<void>;
}

/** The same server, another database name. */
export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Never echo a password into a report. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * A fresh database for one run: `semana_bench_<timestamp>` on the server of `adminUrl`, or PGlite
 * in a new temporary directory when no URL is given. Nothing the run creates outlives dispose().
 */
export async function createBenchDatabase(adminUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'semana-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl) {
    let disposed = false;
    return {
      kind: 'pglite',
      dataDir,
      dispose: async () => {
        if (disposed) return;
        disposed = true;
        removeDir();
      },
    };
  }

  const name = `semana_bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  let disposed = false;
  return {
    kind: 'pg',
    url: withDatabaseName(adminUrl, name),
    dataDir,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      removeDir();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // `with (force)` ends any connection a killed server left behind (PostgreSQL 13+).
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
