import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../lib/paths';

/** A production server (`src/server/main.ts`) in a child process, as tests of whole-process behaviour need. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code of the spawned command (for a wrapper, the wrapper's). */
  exited: Promise<number | null>;
  output(): string;
  /** The server's own pid, read from its first log line (it differs from child.pid under a wrapper). */
  serverPid(): number | undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const started: ChildProcess[] = [];

/**
 * Starts the server on `port` with `env` over a production-like environment. `wrap` turns the node
 * command line into another one (run it in a new PID namespace, under a parent that never reaps it).
 */
export function startServer(
  port: number,
  env: Record<string, string>,
  wrap: (node: string[]) => string[] = (node) => node,
): ServerProcess {
  const [command, ...args] = wrap([process.execPath, '--import', 'tsx', 'src/server/main.ts']);
  const child = spawn(command!, args, {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port,
    exited,
    output: () => output,
    serverPid: () => {
      const m = /"pid":(\d+)/.exec(output);
      return m ? Number(m[1]) : undefined;
    },
  };
}

/** Waits until the server answers /api/health with 200; fails at once, with its output, if it exits. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server on ${server.port} did not become healthy:\n${server.output()}`);
}

/** `startServer` on a free port, answered once it is healthy (`waitForHealth`). */
export async function startHealthyServer(
  env: Record<string, string>,
  wrap?: (node: string[]) => string[],
): Promise<ServerProcess> {
  const server = startServer(await freePort(), env, wrap);
  await waitForHealth(server);
  return server;
}

/** For afterAll: SIGKILL every child these tests started that is still running. */
export function killStartedServers(): void {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** Temporary directories for one test file: `make()` a new one, `removeAll()` in afterAll. */
export function temporaryDirs(prefix: string) {
  const dirs: string[] = [];
  return {
    make(): string {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    removeAll(): void {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
