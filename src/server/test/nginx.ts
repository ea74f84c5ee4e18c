import { accessSync, constants, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths';

/** Debian's package (`apt-get install nginx`). */
export const NGINX = '/usr/sbin/nginx';

/**
 * Why the tests that run nginx cannot run here (nginx is not installed), or undefined when they can.
 * Those tests are skipped with this reason, printed; with NGINX_REQUIRED=1 (CI) a missing nginx
 * is instead an error that fails the file.
 */
export function nginxMissing(binary = NGINX, env: NodeJS.ProcessEnv = process.env): string | undefined {
  try {
    accessSync(binary, constants.X_OK);
    return undefined;
  } catch {
    // not installed
  }
  const reason = `nginx is not installed: apt-get install nginx (looked for ${binary})`;
  if (env.NGINX_REQUIRED === '1') throw new Error(`${reason}; NGINX_REQUIRED=1 makes this a failure`);
  console.warn(`Skipping the tests that need nginx: ${reason}`);
  return reason;
}

/** nginx's main configuration around a site file (deploy/nginx/semana.conf), its paths in `work`. */
export function nginxConfig(work: string, site: string): string {
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(work, d), { recursive: true });
  return `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  ${site}
}
`;
}

/** The site configuration as shipped. */
export const documentedSite = () =>
  readFileSync(path.join(projectRoot(), 'deploy/nginx/semana.conf'), 'utf8');
