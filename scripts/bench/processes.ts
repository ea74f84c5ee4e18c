import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Runs a command to the end with its output shown; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** The newest modification time under these directories (0 when none exists). */
function newest(dirs: string[]): number {
  let latest = 0;
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return latest;
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Builds the server bundle and the client when they are missing or older than their sources (or always, with force). */
export async function ensureBuilt(root: string, clientDir: string, force: boolean): Promise<void> {
  const src = (...parts: string[]) => path.join(root, 'src', ...parts);
  const server = path.join(root, 'dist', 'server', 'main.js');
  if (force || builtAt(server) < newest([src('server'), src('shared'), path.join(root, 'drizzle')])) {
    console.log('Building the server (dist/server)');
    await run(process.execPath, ['scripts/build-server.mjs'], process.env, root);
  }
  const manifest = path.join(clientDir, '.vite', 'manifest.json');
  if (force || builtAt(manifest) < newest([src('client'), src('shared')])) {
    console.log(`Building the client into ${clientDir}`);
    const env = { ...process.env, VITE_OUT_DIR: clientDir };
    await run('npx', ['vite', 'build', '--logLevel', 'warn'], env, root);
    // As `npm run build`: the server's renderer beside it and the precompressed files, or the pages
    // Lighthouse loads would be drawn by a stale renderer and sent uncompressed.
    await run('npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn'], env, root);
    await run(process.execPath, ['scripts/compress-client.mjs'], env, root);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Server {
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `node dist/server/main.js` (or another build's) as in production and waits until /api/health answers. */
export async function startServer(
  root: string,
  env: NodeJS.ProcessEnv,
  port: number,
  serverDir = 'dist/server',
): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const stop = async () => {
    if (!running) return;
    child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killLater);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /api/health within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { pid: child.pid!, baseUrl, stop };
}
