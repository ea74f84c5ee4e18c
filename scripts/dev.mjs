// Development: the API with reload on change (tsx watch, port 5001) and Vite with hot module
// replacement on port 5000, which proxies /api and /uploads to the API; the site's address (and
// its mail's links) is Vite's (dev-env.mjs).
import { spawn } from 'node:child_process';
import { devEnvironments } from './dev-env.mjs';

const env = devEnvironments(process.env);

const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: env.api,
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: env.vite }),
];

const stop = (signal) => {
  for (const p of procs) if (p.exitCode === null) p.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const p of procs)
  p.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
