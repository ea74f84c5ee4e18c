import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths';

/** Debian's package (`apt-get install nginx`). */
export const NGINX = '/usr/sbin/nginx';

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
