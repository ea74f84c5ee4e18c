import os from 'node:os';
import { wrapSubsection, writeDocSubsection } from './doc-subsection';
import { LIGHTHOUSE_TARGETS, type LighthouseMeasurement } from './lighthouse';
import type { Figures } from './lighthouse-audits';
import { table } from './markdown';
import type { Check } from './report';

/** One Lighthouse step, with what the reader needs to weigh it. */
export interface LighthouseRun {
  kind: 'pg' | 'pglite';
  date: string;
  machine: string;
  node: string;
  database: string;
  weeks: number;
  measurement: LighthouseMeasurement;
}

const T = LIGHTHOUSE_TARGETS;
const none = '–';
const scoreText = (n: number | null) => (n === null ? none : String(Math.round(n)));
const clsText = (n: number | null) => (n === null ? none : n.toFixed(3));
const msText = (n: number | null) => (n === null ? none : `${Math.round(n).toLocaleString('en-US')} ms`);
const indexText = (n: number | null) => (n === null ? none : Math.round(n).toLocaleString('en-US'));
const sText = (n: number | null) => (n === null ? none : `${(n / 1000).toFixed(1)} s`);

/** Each target against a page's median, the runs beside it so the spread shows. */
export function lighthouseChecks(run: LighthouseRun): Check[] {
  const rows: {
    label: string;
    pick: (f: Figures) => number | null;
    text: (n: number | null) => string;
    pass: (n: number) => boolean;
    /** Figures that depend on the CPU: each run's is printed with the run's benchmark index. */
    cpu?: boolean;
  }[] = [
    {
      label: `performance ≥ ${T.performance}`,
      pick: (f) => f.performance,
      text: scoreText,
      pass: (n) => n >= T.performance,
      cpu: true,
    },
    { label: `CLS ≤ ${T.cls}`, pick: (f) => f.cls, text: clsText, pass: (n) => n <= T.cls },
    {
      label: `TBT ≤ ${T.tbtMs} ms`,
      pick: (f) => f.tbtMs,
      text: msText,
      pass: (n) => n <= T.tbtMs,
      cpu: true,
    },
    {
      label: `accessibility = ${T.accessibility}`,
      pick: (f) => f.accessibility,
      text: scoreText,
      pass: (n) => n >= T.accessibility,
    },
    {
      label: `best practices = ${T.bestPractices}`,
      pick: (f) => f.bestPractices,
      text: scoreText,
      pass: (n) => n >= T.bestPractices,
    },
    { label: `SEO = ${T.seo}`, pick: (f) => f.seo, text: scoreText, pass: (n) => n >= T.seo },
  ];
  return run.measurement.pages.flatMap((p) =>
    rows.map((r) => {
      const value = r.pick(p.median);
      const runs = p.runs
        .map((f) =>
          r.cpu ? `${r.text(r.pick(f))} at index ${indexText(f.benchmarkIndex)}` : r.text(r.pick(f)),
        )
        .join(', ');
      const failedRuns = p.errors.length ? `; ${p.errors.length} run(s) failed` : '';
      return {
        target: `${p.page}: Lighthouse ${r.label}`,
        value: value === null ? `no result${failedRuns}` : `${r.text(value)} (${runs}${failedRuns})`,
        pass: value !== null && r.pass(value),
      };
    }),
  );
}

const CATEGORY_TITLES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
} as const;

/** Per page, what kept a score below 100: the part of the step a developer acts on. */
function renderFindings(m: LighthouseMeasurement): string {
  const lines: string[] = [];
  for (const p of m.pages) {
    lines.push(`- **${p.page}** (\`${p.path}\`)${p.findings.length === 0 ? ': nothing below 100' : ''}`);
    for (const f of p.findings) {
      const runs = f.category === 'performance' ? 'median run' : `${f.runs}/${p.runs.length} runs`;
      const detail = f.detail ? `: ${f.detail}` : '';
      lines.push(`  - ${CATEGORY_TITLES[f.category]}, \`${f.id}\` (${runs}): ${f.title}${detail}`);
    }
    for (const e of p.errors) lines.push(`  - a run failed: ${e}`);
    for (const e of p.repeated) lines.push(`  - a run was repeated after: ${e}`);
  }
  const warnings = [...new Set(m.pages.flatMap((p) => p.warnings))];
  if (warnings.length > 0) {
    lines.push('', "Lighthouse's warnings:", '');
    for (const w of warnings) lines.push(`- ${w}`);
  }
  return lines.join('\n');
}

/** The subsection of a database's results, between its own markers so that it can be rewritten alone. */
export function renderLighthouse(run: LighthouseRun): string {
  const m = run.measurement;
  const verdicts = table(
    ['target', 'measured: median (runs)', 'result'],
    lighthouseChecks(run).map((c) => [c.target, c.value, c.pass ? 'PASS' : '**FAIL**']),
  );
  const figures = table(
    [
      'page',
      'path',
      'runs',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'CLS',
      'TBT',
      'LCP',
      'FCP',
    ],
    m.pages.map((p) => [
      p.page,
      `\`${p.path}\``,
      `${p.runs.length} / ${m.runsPerPage}`,
      scoreText(p.median.performance),
      scoreText(p.median.accessibility),
      scoreText(p.median.bestPractices),
      scoreText(p.median.seo),
      clsText(p.median.cls),
      msText(p.median.tbtMs),
      sText(p.median.lcpMs),
      sText(p.median.fcpMs),
    ]),
  );
  const perRun = table(
    ['page', 'run', 'benchmark index', 'CPU slowdown', 'performance', 'TBT', 'LCP'],
    m.pages.flatMap((p) =>
      p.runs.map((f, i) => [
        p.page,
        String(i + 1),
        indexText(f.benchmarkIndex),
        f.cpuSlowdown === null ? none : `${f.cpuSlowdown.toFixed(2)}×`,
        scoreText(f.performance),
        msText(f.tbtMs),
        sText(f.lcpMs),
      ]),
    ),
  );
  const cpu =
    m.emulatedIndex > 0
      ? `a CPU slowdown of 4 × the run's own benchmark index / ${indexText(m.emulatedIndex)}, so that every run counts main-thread work as a machine of index ${indexText(m.emulatedIndex)} would at Lighthouse's default 4× (decision 048)`
      : "Lighthouse's default 4× CPU slowdown";
  // Lighthouse itself warns below a benchmark index of 1,000 (its simulation assumes a faster CPU);
  // a load average of twice the cores means the runs shared the machine with much other work, and
  // TBT, taken from the observed main-thread tasks, grows with it.
  const loads = [...m.loadAverages].sort((a, b) => a - b);
  const load = loads[Math.floor(loads.length / 2)] ?? 0;
  const busy =
    (m.benchmarkIndex > 0 && m.benchmarkIndex < 1000) || load >= 2 * os.availableParallelism()
      ? '> **Noisy run** (a slow or busy machine: see the benchmark index and load below). '
      : '';
  const loadText = loads.length
    ? ` The machine's 1-minute load average as the runs started: ${load.toFixed(1)} (median; ${loads[0].toFixed(1)}–${loads[loads.length - 1].toFixed(1)}) on ${os.availableParallelism()} cores.`
    : '';
  const body = [
    '#### Lighthouse',
    '',
    `${busy}Run of ${run.date} on ${run.machine}; Node ${run.node}; ${run.database}; ${run.weeks.toLocaleString('en-US')} weeks. ` +
      `Lighthouse ${m.lighthouseVersion} in ${m.browser} (the system's, headless), its mobile run ` +
      `(emulated phone, simulated slow 4G, ${cpu}), ${m.runsPerPage} runs per page against the production ` +
      `build served by the bench's server (\`${m.origin}\`), each in a fresh browser; every figure is the median of the runs. ` +
      `Lighthouse's CPU benchmark index of this machine: ${Math.round(m.benchmarkIndex).toLocaleString('en-US')} (median of the runs).${loadText}`,
    '',
    verdicts,
    '',
    figures,
    '',
    'Each run, with the benchmark index Lighthouse measured just before it loaded the page:',
    '',
    perRun,
    '',
    'Audits below 100 (performance: the largest estimated savings in the run with the median score; the other categories: every failed audit and in how many runs):',
    '',
    renderFindings(m),
  ].join('\n');
  return wrapLighthouse(run.kind, body);
}

const wrapLighthouse = (kind: string, body: string) => wrapSubsection(kind, 'lighthouse', body);

/** `--only lighthouse --write-doc`: replaces (or adds) this subsection of docs/performance.md. */
export function writeLighthouseDoc(root: string, run: LighthouseRun): string {
  return writeDocSubsection(root, run.kind, 'lighthouse', renderLighthouse(run));
}
