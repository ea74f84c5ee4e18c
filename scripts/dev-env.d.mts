export function devEnvironments(env: NodeJS.ProcessEnv): { api: NodeJS.ProcessEnv; vite: NodeJS.ProcessEnv };
