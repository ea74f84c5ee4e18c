import { interleaved } from './latency';
import { table } from './markdown';
import type { Fixture } from './pages';
import type { Server } from './processes';
import type { Check } from './report';

/** The destination page's search typed into must cost about what the page's first search costs. */
export const TEXT_FILTER_MAX_RATIO = 1.5;

/** One search of a comparison: its latencies against the same server, in the same rounds. */
export interface SearchRow {
  label: string;
  path: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface TextFilterResult {
  weeks: number;
  connections: number;
  rows: SearchRow[];
}

/**
 * Searches measured in alternating rounds on the same server, so that the machine's other work
 * falls on all of them alike; latencies to the hundredth of a millisecond (latency.ts).
 */
export async function measureAlternating(
  server: Server,
  requests: { label: string; path: string }[],
  opts: { connections: number; durationS: number; warmupS: number },
): Promise<SearchRow[]> {
  const rounds = 4;
  const samples = await interleaved(
    requests.map((r) => server.baseUrl + r.path),
    {
      connections: opts.connections,
      rounds,
      roundMs: (opts.durationS * 1000) / rounds,
      warmupMs: opts.warmupS * 1000,
    },
  );
  return requests.map((r, i) => ({ ...r, ...samples[i].summary(), errors: samples[i].errors }));
}

/** A comparison's table (each row's p50 against the first, plain one) and its targets. */
export function renderSearchComparison(
  title: string,
  heading: string,
  searchRows: SearchRow[],
  checks: Check[],
): string {
  const [plain] = searchRows;
  const rows = searchRows.map((r) => [
    r.label,
    r.requests.toLocaleString('en-US'),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    (r.p50 / plain.p50).toFixed(2),
    String(r.errors),
  ]);
  return [
    title,
    '',
    heading,
    '',
    table(['search', 'answers', 'p50 ms', 'p99 ms', 'p50 / no text', 'errors'], rows),
    '',
    table(
      ['target', 'measured', 'result'],
      checks.map((c) => [c.target, c.value, c.pass ? 'PASS' : 'FAIL']),
    ),
  ].join('\n');
}

/** The destination page's newest-first search with no text, with resort text and with unit-type text. */
export async function measureTextFilters(
  server: Server,
  fixture: Fixture,
  opts: { weeks: number; connections: number; durationS: number; warmupS: number },
): Promise<TextFilterResult> {
  const base = `/api/weeks/search?locationId=${fixture.locationId}&sort=newest&page=1&pageSize=24`;
  const requests = [
    { label: 'no text', path: base },
    {
      label: `resort=${fixture.resortText}`,
      path: `${base}&resort=${encodeURIComponent(fixture.resortText)}`,
    },
    {
      label: `unitType=${fixture.unitTypeText}`,
      path: `${base}&unitType=${encodeURIComponent(fixture.unitTypeText)}`,
    },
  ];
  return {
    weeks: opts.weeks,
    connections: opts.connections,
    rows: await measureAlternating(server, requests, opts),
  };
}

export function textFilterChecks(result: TextFilterResult): Check[] {
  const [plain, ...texts] = result.rows;
  const worst = Math.max(...texts.map((t) => t.p50 / plain.p50));
  const failed = result.rows.some((r) => r.errors > 0);
  return [
    {
      target: `text-filtered vs unfiltered search at ${result.weeks.toLocaleString('en-US')} weeks: p50 ratio ≤ ${TEXT_FILTER_MAX_RATIO}`,
      value: `${texts.map((t) => (t.p50 / plain.p50).toFixed(2)).join(' / ')} (${texts.map((t) => t.label).join(' / ')})${failed ? ' (errors)' : ''}`,
      pass: worst <= TEXT_FILTER_MAX_RATIO && !failed,
    },
  ];
}

export function renderTextFilters(result: TextFilterResult, heading: string): string {
  return renderSearchComparison(
    `#### Text-filtered searches (destination page, newest first, ${result.connections} connections)`,
    heading,
    result.rows,
    textFilterChecks(result),
  );
}
