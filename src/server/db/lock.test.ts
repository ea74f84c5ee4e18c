import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths';
import {
  freePort,
  killStartedServers,
  type ServerProcess,
  startHealthyServer,
  startServer,
  temporaryDirs,
} from '../test/server-process';
import { DataDirLockedError, lockDataDir } from './lock';

/**
 * The embedded database's lock under real processes: it must hold against a server that cannot see
 * the holder's pid (another PID namespace: another container on the same volume), and must vanish
 * the moment its holder dies, even while the dead process lingers as an unreaped zombie.
 */
const dataDirs = temporaryDirs('semana-lock-');
const freshDataDir = dataDirs.make;

afterAll(() => {
  killStartedServers();
  dataDirs.removeAll();
});

/**
 * Root can make a PID namespace directly; anyone else needs a user namespace to be allowed to.
 * --kill-child: the server goes with `unshare` when a failed test kills it.
 */
const inNewPidNamespace = (node: string[]) => [
  'unshare',
  '--kill-child',
  ...(process.getuid?.() === 0 ? [] : ['--user', '--map-root-user']),
  '--pid',
  '--fork',
  '--mount-proc',
  ...node,
];

/** `sh` starts the server in the background and becomes `sleep`, which never reaps it. */
const underNonReapingParent = (node: string[]) => [
  'sh',
  '-c',
  `${node.map((a) => `'${a}'`).join(' ')} & exec sleep 600`,
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const processState = (pid: number): string | undefined => {
  try {
    // /proc/<pid>/stat: "pid (comm) S …"; the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
};

async function expectServing(server: ServerProcess) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
  expect(res.status).toBe(200);
}

describe('the embedded database lock', () => {
  it('refuses a second server in another PID namespace on the same DATA_DIR', async () => {
    const env = { DATA_DIR: freshDataDir() };
    const first = await startHealthyServer(env);

    const second = startServer(await freePort(), env, inNewPidNamespace);
    const ended = await Promise.race([second.exited, sleep(60_000).then(() => 'still running')]);
    expect(ended, second.output()).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${env.DATA_DIR} is in use by another process`,
    );
    expect(second.output()).toMatch(/\(pid \d+, server, since \d{4}-\d\d-\d\dT/);
    expect(second.output()).toContain('set DATABASE_URL to use a PostgreSQL server');
    expect(second.output()).not.toMatch(/\n\s+at /);
    await expectServing(first);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
  }, 180_000);

  it('lets a new server start at once after the last one was killed with SIGKILL', async () => {
    const env = { DATA_DIR: freshDataDir() };
    const first = await startHealthyServer(env);
    first.child.kill('SIGKILL');
    await first.exited;

    const next = await startHealthyServer(env);
    expect(next.output()).not.toContain('in use by another process');
    next.child.kill('SIGTERM');
    expect(await next.exited, next.output()).toBe(0);
  }, 180_000);

  it('lets a new server start at once while the killed one is still an unreaped zombie', async () => {
    const env = { DATA_DIR: freshDataDir() };
    const first = await startHealthyServer(env, underNonReapingParent);
    const pid = first.serverPid();
    expect(pid, first.output()).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    while (processState(pid!) !== 'Z') await sleep(20);

    const next = await startHealthyServer(env);
    // The dead server was still a zombie while the new one took the lock.
    expect(processState(pid!)).toBe('Z');
    next.child.kill('SIGTERM');
    expect(await next.exited, next.output()).toBe(0);
    first.child.kill('SIGKILL');
  }, 180_000);
});

/** Runs lockDataDir in a child whose PATH holds only `tools` (so no `flock`, as on macOS), holding the lock until killed. */
function lockWithTools(dataDir: string, tools: string[]) {
  const bin = path.join(freshDataDir(), 'bin');
  mkdirSync(bin);
  for (const tool of tools) symlinkSync(`/usr/bin/${tool}`, path.join(bin, tool));
  const lockModule = JSON.stringify(path.join(projectRoot(), 'src/server/db/lock.ts'));
  const code = `const { lockDataDir } = await import(${lockModule});
    lockDataDir(${JSON.stringify(dataDir)}, 'holder without flock'); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: projectRoot(),
    env: { ...process.env, PATH: bin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('locked') && resolve());
    child.on('exit', () => reject(new Error(`the holder exited:\n${output}`)));
  });
  return { child, locked, output: () => output };
}

describe('the lock where there is no flock command', () => {
  it('takes the same flock(2) through Perl, which a process using flock(1) respects', async () => {
    const dataDir = freshDataDir();
    const holder = lockWithTools(dataDir, ['perl']);
    try {
      await holder.locked;
      expect(() => lockDataDir(dataDir, 'test')).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir, 'test')).toThrow(
        `(pid ${holder.child.pid}, holder without flock, since `,
      );
    } finally {
      holder.child.kill('SIGKILL');
    }
    await new Promise((resolve) => holder.child.on('exit', resolve));
    lockDataDir(dataDir, 'test')();
  }, 60_000);

  it('starts with a warning when neither flock nor perl exists', async () => {
    const dataDir = freshDataDir();
    const holder = lockWithTools(dataDir, []);
    try {
      await holder.locked;
      expect(holder.output()).toContain(`No flock or perl on this system: ${dataDir} is not locked`);
    } finally {
      holder.child.kill('SIGKILL');
    }
  }, 60_000);
});
