import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BenchRequest, type PageName, PUBLIC_ROUTES } from './pages';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  files: number;
  jsBytes: number;
  jsGzip: number;
  cssGzip: number;
}

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (err) {
    throw new Error(`Cannot read the Vite manifest ${file}: ${(err as Error).message}`);
  }
}

/** A chunk and its static imports, recursively: what the browser fetches before the module runs. */
function collect(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no entry '${key}' (was a page moved?)`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(manifest, dep, seen);
}

/** JavaScript (and CSS, for information) each public route loads: the entry's graph plus the route chunk's. */
export function routeSizes(clientDir: string): RouteSize[] {
  const manifest = readManifest(clientDir);
  const gzipCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = gzipCache.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(clientDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      gzipCache.set(file, size);
    }
    return size;
  };
  return PUBLIC_ROUTES.map(({ route, chunk }) => {
    const keys = new Set<string>();
    collect(manifest, 'index.html', keys);
    collect(manifest, chunk, keys);
    let jsBytes = 0;
    let jsGzip = 0;
    const css = new Set<string>();
    for (const key of keys) {
      const { raw, gzip } = sizeOf(manifest[key].file);
      jsBytes += raw;
      jsGzip += gzip;
      for (const file of manifest[key].css ?? []) css.add(file);
    }
    const cssGzip = [...css].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    return { route, files: keys.size, jsBytes, jsGzip, cssGzip };
  });
}

export interface ApiSize {
  request: BenchRequest;
  status: number;
  bytes: number;
  gzip: number;
  /** Items on the page and the total the server reports, for paged responses. */
  items?: number;
  total?: number;
}

/** Fetches each request once, as a browser without compression would (the server does not compress). */
export async function apiSizes(baseUrl: string, requests: BenchRequest[]): Promise<ApiSize[]> {
  const sizes: ApiSize[] = [];
  for (const request of requests) {
    const res = await fetch(baseUrl + request.path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) {
      throw new Error(`GET ${request.path} answered ${res.status}: ${body.toString('utf8').slice(0, 300)}`);
    }
    const json = JSON.parse(body.toString('utf8')) as unknown;
    const paged =
      json && typeof json === 'object' && 'items' in json
        ? (json as { items: unknown[]; total: number })
        : undefined;
    sizes.push({
      request,
      status: res.status,
      bytes: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      items: paged?.items.length ?? (Array.isArray(json) ? json.length : undefined),
      total: paged?.total,
    });
  }
  return sizes;
}

/** The bytes a page fetches when it opens: the sum of its on-open requests. */
export function pageBytes(sizes: ApiSize[]): { page: PageName; bytes: number; gzip: number }[] {
  const pages = new Map<PageName, { bytes: number; gzip: number }>();
  for (const s of sizes) {
    if (!s.request.onOpen) continue;
    const p = pages.get(s.request.page) ?? { bytes: 0, gzip: 0 };
    p.bytes += s.bytes;
    p.gzip += s.gzip;
    pages.set(s.request.page, p);
  }
  return [...pages].map(([page, p]) => ({ page, ...p }));
}
