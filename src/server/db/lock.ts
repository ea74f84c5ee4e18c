import { spawnSync } from 'node:child_process';
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * Programs that take flock(2) on the inherited descriptor 3 and exit: 0 locked, 1 held elsewhere.
 * util-linux's and BusyBox's `flock` on Linux; Perl's flock where there is no `flock` (macOS ships Perl).
 */
const LOCKERS: [command: string, args: string[]][] = [
  ['flock', ['-n', '-x', '3']],
  [
    'perl',
    ['-MFcntl=:flock', '-e', 'open(my $f, "+<&=", 3) or exit 2; exit(flock($f, LOCK_EX | LOCK_NB) ? 0 : 1)'],
  ],
];

type Outcome = 'locked' | 'held' | 'unsupported';

/**
 * flock(2) on `fd`, taken by a short-lived child that inherits it (Node has no flock API). The lock
 * belongs to the open file description, which this process keeps open, so it lasts until this
 * process closes the file or dies, and the kernel drops it then, whatever state the process is left in.
 */
function flockFd(fd: number): Outcome {
  for (const [command, args] of LOCKERS) {
    const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe', fd], encoding: 'utf8' });
    if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') continue;
    if (run.status === 0) return 'locked';
    // On a conflict both print nothing; anything else is a real failure worth showing.
    if (run.status === 1 && !run.stderr?.trim()) return 'held';
    throw new Error(`Could not lock the data directory with ${command}: ${run.error?.message ?? run.stderr}`);
  }
  return 'unsupported';
}

interface Holder {
  pid?: number;
  host?: string;
  purpose?: string;
  since?: string;
}

function readHolder(file: string): Holder {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    // Empty while its holder is between locking and writing, or left by an older version.
    return {};
  }
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it.
 * An exclusive flock(2) on DATA_DIR/semana.lock, held for the life of the process, refuses any
 * second process on the same files (any PID namespace, any container sharing the volume), and
 * vanishes with its holder, so a restart after a crash never waits (decision 013).
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'semana.lock');
  // Never truncated by open nor deleted: a second process must lock the very same file.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let outcome: Outcome;
  try {
    outcome = flockFd(fd);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  if (outcome === 'held') {
    closeSync(fd);
    const holder = readHolder(file);
    const host = holder.host && holder.host !== hostname() ? ` on ${holder.host}` : '';
    throw new DataDirLockedError(
      `The embedded database in ${dataDir} is in use by another process ` +
        `(pid ${holder.pid ?? '?'}${host}, ${holder.purpose ?? 'unknown'}, since ${holder.since ?? '?'}). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
    );
  }
  if (outcome === 'unsupported') {
    console.warn(
      `No flock or perl on this system: ${dataDir} is not locked against a second process. ` +
        'Run only one server, admin command or seeder on it at a time.',
    );
  }
  const holder: Holder = { pid: process.pid, host: hostname(), purpose, since: new Date().toISOString() };
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify(holder), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the last descriptor of the open file releases the flock.
    closeSync(fd);
  };
}
