import { CATALOGUE_PATH, CATALOGUE_TARGETS, type CatalogueResult } from './catalogue';
import { wrapSubsection, writeDocSubsection } from './doc-subsection';
import { table } from './markdown';

/** One run of the whole-catalogue rows, with what the reader needs to weigh it. */
export interface CatalogueRun {
  kind: 'pg' | 'pglite';
  date: string;
  machine: string;
  node: string;
  database: string;
  weeks: number;
  /** Cores used by everything but the server, PostgreSQL and the bench, on average. */
  otherCores: number;
  results: CatalogueResult[];
}

const encodingOf = (r: CatalogueResult) => (r.gzip ? 'gzip (browsers)' : 'identity');

export function catalogueChecks(run: CatalogueRun) {
  const n = run.weeks.toLocaleString('en-US');
  return run.results.flatMap((r) => {
    const what = `${r.callers} parallel \`${CATALOGUE_PATH}\`, ${encodingOf(r)}, ${n} weeks`;
    const allOk = r.ok === r.callers;
    const failed = allOk ? '' : ` (${r.callers - r.ok} of ${r.callers} failed)`;
    const growth = r.rssPeakMB - r.rssBeforeMB;
    return [
      {
        target: `${what}: server RSS growth < ${CATALOGUE_TARGETS.rssGrowthMB} MB`,
        value: `${growth.toFixed(0)} MB${failed}`,
        pass: allOk && growth < CATALOGUE_TARGETS.rssGrowthMB,
      },
      {
        target: `${what}: worst \`/api/health\` < ${CATALOGUE_TARGETS.healthMs} ms`,
        value: `${r.healthWorstMs.toFixed(0)} ms${r.healthFailures ? ` (${r.healthFailures} failed)` : ''}`,
        pass: r.healthFailures === 0 && r.healthWorstMs < CATALOGUE_TARGETS.healthMs,
      },
    ];
  });
}

/** The subsection of a database's results, between its own markers so that it can be rewritten alone. */
export function renderCatalogue(run: CatalogueRun): string {
  const verdicts = table(
    ['target', 'measured', 'result'],
    catalogueChecks(run).map((c) => [c.target, c.value, c.pass ? 'PASS' : '**FAIL**']),
  );
  const rows = table(
    [
      'clients',
      'encoding',
      'answers 200',
      'bytes each',
      'first answer',
      'all answered',
      'server RSS before / peak',
      'growth',
      'health probes',
      'worst health (2 s before)',
    ],
    run.results.map((r) => [
      r.callers,
      encodingOf(r),
      `${r.ok} / ${r.callers}`,
      `${(r.bytesEach / 1e6).toFixed(1)} MB`,
      `${r.firstS.toFixed(2)} s`,
      `${r.lastS.toFixed(2)} s`,
      `${r.rssBeforeMB.toFixed(0)} / ${r.rssPeakMB.toFixed(0)} MB`,
      `${(r.rssPeakMB - r.rssBeforeMB).toFixed(0)} MB`,
      `${r.healthProbes}${r.healthFailures ? ` (${r.healthFailures} failed)` : ''}`,
      `${r.healthWorstMs.toFixed(0)} ms (${r.healthIdleWorstMs.toFixed(0)} ms)`,
    ]),
  );
  // As in the other rows' report: above a quarter core, other work shapes the figures.
  const noisy = run.otherCores > 0.25 ? '> **Noisy run** (other work on the machine). ' : '';
  const body = [
    '#### Whole-catalogue reads',
    '',
    `${noisy}Run of ${run.date} on ${run.machine}; Node ${run.node}; ${run.database}; ${run.weeks.toLocaleString('en-US')} weeks. ` +
      `Each row: a server just started (nothing cached), ${run.results[0]?.callers ?? 0} clients at once, each on its own ` +
      `connection, \`/api/health\` probed every 100 ms meanwhile (and for 2 s before, for comparison). Other processes on the machine used on average ` +
      `${run.otherCores.toFixed(2)} cores during these reads.`,
    '',
    verdicts,
    '',
    rows,
  ].join('\n');
  return wrapCatalogue(run.kind, body);
}

const wrapCatalogue = (kind: string, body: string) => wrapSubsection(kind, 'catalogue', body);

/** `--only catalogue --write-doc`: replaces (or adds) this subsection of docs/performance.md. */
export function writeCatalogueDoc(root: string, run: CatalogueRun): string {
  return writeDocSubsection(root, run.kind, 'catalogue', renderCatalogue(run));
}
