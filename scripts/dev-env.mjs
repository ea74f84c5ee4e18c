// The environments `npm run dev` starts its two processes with (scripts/dev.mjs). A person opens
// Vite's address, so that is the site's public address: links the API writes into mail (password
// resets, alert confirmations, unsubscribes) point there, never at the API's own port.

/** @param {NodeJS.ProcessEnv} env */
export function devEnvironments(env) {
  const apiPort = env.API_PORT ?? '5001';
  const vitePort = env.VITE_PORT ?? '5000';
  return {
    api: {
      ...env,
      PORT: apiPort,
      NODE_ENV: 'development',
      PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${vitePort}`,
    },
    vite: { ...env, API_PORT: apiPort, VITE_PORT: vitePort },
  };
}
