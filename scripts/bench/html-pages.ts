import autocannon from 'autocannon';
import { table } from './markdown';
import type { Server } from './processes';

/**
 * The public pages' HTML under load beside the JSON search a destination page asks for first, all
 * compressed as a browser asks (br, gzip): a page is served from a kept drawing or drawn cheaply
 * when it answers at least half the search's rate with a p99 of at most 50 ms.
 */
export interface HtmlPageRow {
  label: string;
  path: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests a second against the JSON search's (1 for the search itself). */
  ratio: number;
}

export const HTML_TARGETS = { minRatio: 0.5, maxP99Ms: 50 };

const ACCEPT = { 'accept-encoding': 'br, gzip' };

async function load(
  url: string,
  accept: string,
  opts: { connections: number; durationS: number; warmupS: number },
) {
  const base = {
    url,
    connections: opts.connections,
    pipelining: 1,
    timeout: 10,
    headers: { ...ACCEPT, accept },
  };
  if (opts.warmupS > 0) await autocannon({ ...base, duration: opts.warmupS });
  const r = await autocannon({ ...base, duration: opts.durationS });
  return {
    rps: r.requests.total / r.duration,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export async function measureHtmlPages(
  server: Server,
  opts: {
    locationId: number;
    destinationName: string;
    connections: number;
    durationS: number;
    warmupS: number;
  },
  log: (line: string) => void,
): Promise<HtmlPageRow[]> {
  const search = `/api/weeks/search?locationId=${opts.locationId}&sort=newest&page=1&pageSize=24`;
  const pages: [string, string][] = [
    ['landing', '/'],
    ['destination', `/destinations/${encodeURIComponent(opts.destinationName)}`],
    ['all weeks', '/all-weeks'],
    ['all properties', '/all-properties'],
  ];
  log(`html pages: the JSON search, then ${pages.length} pages, ${opts.connections} connections each`);
  const json = await load(server.baseUrl + search, 'application/json', opts);
  const rows: HtmlPageRow[] = [{ label: 'JSON search (destination)', path: search, ...json, ratio: 1 }];
  for (const [label, path] of pages) {
    const measured = await load(server.baseUrl + path, 'text/html', opts);
    rows.push({ label, path, ...measured, ratio: json.rps > 0 ? measured.rps / json.rps : 0 });
  }
  return rows;
}

export function htmlPageChecks(rows: HtmlPageRow[]): { name: string; pass: boolean }[] {
  return rows.slice(1).flatMap((r) => [
    {
      name: `${r.label}: ≥ ${HTML_TARGETS.minRatio}× the search's req/s`,
      pass: r.ratio >= HTML_TARGETS.minRatio,
    },
    { name: `${r.label}: p99 ≤ ${HTML_TARGETS.maxP99Ms} ms`, pass: r.p99 <= HTML_TARGETS.maxP99Ms },
    { name: `${r.label}: no errors`, pass: r.errors === 0 && r.non2xx === 0 },
  ]);
}

export function renderHtmlPages(rows: HtmlPageRow[], caption: string): string {
  const body = rows.map((r, i) => [
    r.label,
    `\`${r.path}\``,
    Math.round(r.rps).toLocaleString('en-US'),
    r.p99.toFixed(0),
    i === 0 ? '–' : `${r.ratio.toFixed(2)}×`,
    i === 0
      ? '–'
      : r.ratio >= HTML_TARGETS.minRatio && r.p99 <= HTML_TARGETS.maxP99Ms && r.errors + r.non2xx === 0
        ? 'PASS'
        : 'FAIL',
  ]);
  return [
    `Public pages' HTML beside the JSON search (compressed; target ≥ ${HTML_TARGETS.minRatio}× its req/s, p99 ≤ ${HTML_TARGETS.maxP99Ms} ms). ${caption}`,
    '',
    table(['page', 'address', 'req/s', 'p99 ms', 'vs search', 'target'], body),
  ].join('\n');
}
