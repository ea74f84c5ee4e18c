import { randomUUID } from 'node:crypto';
import { rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageState } from '#src/shared/contracts/system.ts';
import { type StorageFault, storageFault } from '../lib/pg-errors';

/**
 * Below this much room a disk counts as full: the embedded database may need a whole new WAL
 * segment (16 MiB) for its next commit, and an upload's variants take a few MiB (decision 041).
 */
export const STORAGE_MIN_FREE_BYTES = 16 * 1024 * 1024;
/** How long a write the disk refused keeps health reporting it, once nothing refuses any more. */
export const STORAGE_FAULT_MEMORY_MS = 30_000;
/** Health may be asked many times a second; the disks are looked at no more often than this. */
const PROBE_EVERY_MS = 1000;

/**
 * The last write the disk refused, remembered for a short while: the database can be refused a page
 * while a small file still fits, and health should say so. The error handler notes every error.
 */
export function storageFaultMemory(now: () => number = Date.now) {
  let last: { fault: StorageFault; at: number } | undefined;
  return {
    /** Remembers `err` if it was the disk refusing a write; answers which refusal it was. */
    note(err: unknown): StorageFault | undefined {
      const fault = storageFault(err);
      if (fault) last = { fault, at: now() };
      return fault;
    },
    /** A write just succeeded: there is room again, whatever was refused before. */
    clear(): void {
      last = undefined;
    },
    recent(): StorageFault | undefined {
      return last && now() - last.at < STORAGE_FAULT_MEMORY_MS ? last.fault : undefined;
    },
  };
}

export type StorageFaultMemory = ReturnType<typeof storageFaultMemory>;

/**
 * What health says about the disks under DATA_DIR (and the uploads): the room left (statfs) and a
 * 17-byte file written and removed at once (the only way to learn that a file system is read-only),
 * then any refusal `memory` still holds. One look is shared by every caller within a second and
 * leaves nothing behind, so it costs the same however often health is asked.
 */
export function diskProbe(dirs: string[], memory: StorageFaultMemory, now: () => number = Date.now) {
  let probe: { at: number; state: Promise<StorageState> } | undefined;
  const look = async (): Promise<StorageState> => {
    const states = await Promise.all(dirs.map(lookAt));
    return states.find((s) => s === 'read-only') ?? states.find((s) => s === 'full') ?? 'ok';
  };
  return {
    async state(): Promise<StorageState> {
      if (!probe || now() - probe.at >= PROBE_EVERY_MS) probe = { at: now(), state: look() };
      const seen = await probe.state;
      return seen !== 'ok' ? seen : (memory.recent() ?? 'ok');
    },
  };
}

async function lookAt(dir: string): Promise<StorageState> {
  try {
    const room = await statfs(dir);
    if (room.bavail * room.bsize < STORAGE_MIN_FREE_BYTES) return 'full';
  } catch {
    // A directory that is not there yet (no upload so far) has nothing to report.
    return 'ok';
  }
  const file = path.join(dir, `.write-probe-${randomUUID()}`);
  try {
    await writeFile(file, 'semana disk probe');
    return 'ok';
  } catch (err) {
    return storageFault(err) ?? 'ok';
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}
