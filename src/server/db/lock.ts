import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it.
 * A pid file created with O_EXCL makes the second process fail with a clear message; a file left
 * by a process that died is taken over, so a crash never locks the data for good.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'semana.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; purpose?: string; since?: string } = {};
      try {
        holder = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // A half-written lock file: treat it as stale.
      }
      if (holder.pid && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another process ` +
            `(pid ${holder.pid}, ${holder.purpose ?? 'unknown'}, since ${holder.since ?? '?'}). ` +
            'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
