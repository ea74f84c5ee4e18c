import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p` that reports the real cause: Node's recursive mkdir answers ENOENT on a read-only file
 * system, which would read as a bug (500) instead of the disk refusing writes (503, decision 041).
 * Only then is each missing level made by hand, where the system tells the truth (EROFS).
 */
export async function ensureDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (err) {
    if ((err as { code?: string }).code !== 'ENOENT') throw err;
    const levels: string[] = [];
    for (let d = path.resolve(dir); d !== path.dirname(d); d = path.dirname(d)) levels.unshift(d);
    for (const level of levels) {
      await mkdir(level).catch((plain: { code?: string }) => {
        if (plain.code !== 'EEXIST') throw plain;
      });
    }
  }
}
