import type { Result } from 'lighthouse';

// Reading a Lighthouse result: the figures the bench records, and the audits that kept a category
// below 100, named so a developer knows where to look.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface Figures {
  /** 0–100, or null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  cls: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  /** Lighthouse's CPU benchmark index of the machine during this run. */
  benchmarkIndex: number | null;
  /** The CPU slowdown its simulation applied (4 unless an index was emulated). */
  cpuSlowdown: number | null;
}

/** An audit that kept a category below 100. */
export interface Finding {
  category: Category;
  id: string;
  title: string;
  /** Lighthouse's display value, estimated savings, or the first elements concerned. */
  detail: string;
  /** In how many runs it failed (performance findings come from the median run only). */
  runs: number;
  /** For ordering the performance findings: the largest metric saving in ms. */
  savingsMs: number;
}

export const median = (values: (number | null)[]): number | null => {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

export const score = (lhr: Result, id: Category) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const numeric = (lhr: Result, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? v : null;
};

export function figuresOf(lhr: Result): Figures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

export const clip = (s: string, n = 90) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

type Item = Record<string, unknown>;

/** What an audit's row names: an element's selector, a URL (without the origin), a message, a phase. */
function itemLabel(item: Item, origin: string): string | undefined {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  const source = item.source as { url?: string } | string | undefined;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const pick =
    text(node?.selector) ??
    text(node?.snippet) ??
    text(item.url) ??
    (typeof source === 'object' ? text(source?.url) : undefined) ??
    text(item.groupLabel) ??
    text(item.phase) ??
    text(item.description) ??
    text(item.href) ??
    text(item.text);
  if (!pick) return undefined;
  const short = pick.startsWith(`${origin}/`) ? pick.slice(origin.length) : pick;
  return `\`${clip(short, 70).replace(/`/g, "'")}\``;
}

/** The row's own figure: time spent or saved, or bytes that could be saved. */
function itemValue(item: Item): { n: number; text: string } | undefined {
  for (const key of ['wastedMs', 'duration', 'total', 'timing'] as const) {
    const v = item[key];
    if (typeof v === 'number' && v > 0) return { n: v, text: `${Math.round(v).toLocaleString('en-US')} ms` };
  }
  const bytes = item.wastedBytes;
  if (typeof bytes === 'number' && bytes > 0) return { n: bytes, text: `${(bytes / 1024).toFixed(0)} KiB` };
  return undefined;
}

/**
 * The elements, URLs or messages an audit names, so a developer knows where to look: the first
 * row without a figure (the element, for an LCP audit), then the two rows that weigh most.
 */
function itemsOf(audit: Result['audits'][string], origin: string): string {
  const details = audit.details as { type?: string; items?: Item[] } | undefined;
  const top = Array.isArray(details?.items) ? details.items : [];
  // A 'list' holds tables (the LCP element, then its phases): read their rows as one.
  const items =
    details?.type === 'list' ? top.flatMap((t) => (Array.isArray(t.items) ? (t.items as Item[]) : [])) : top;
  if (items.length === 0) return '';
  const valued = items
    .map((item) => ({ item, value: itemValue(item) }))
    .filter((x) => x.value !== undefined)
    .sort((a, b) => b.value!.n - a.value!.n);
  const shown =
    valued.length === 0
      ? items.slice(0, 2).map((item) => itemLabel(item, origin))
      : [
          ...items
            .filter((item) => itemValue(item) === undefined)
            .slice(0, 1)
            .map((item) => itemLabel(item, origin)),
          ...valued.slice(0, 2).map((x) => {
            const label = itemLabel(x.item, origin);
            return label ? `${label} ${x.value!.text}` : undefined;
          }),
        ];
  const named = shown.filter(Boolean);
  const count = `${items.length} item${items.length === 1 ? '' : 's'}`;
  return named.length ? `${count}, e.g. ${named.join(', ')}` : count;
}

const isScored = (a: Result['audits'][string]) =>
  a.scoreDisplayMode === 'binary' ||
  a.scoreDisplayMode === 'numeric' ||
  a.scoreDisplayMode === 'metricSavings';

/** Accessibility, best-practices and SEO audits that failed (or could not run) in this run. */
export function categoryFailures(lhr: Result, origin: string): Omit<Finding, 'runs'>[] {
  const out: Omit<Finding, 'runs'>[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a) continue;
      const failed = isScored(a) && a.score !== null && a.score < 1;
      const broken = a.scoreDisplayMode === 'error';
      if (!failed && !broken) continue;
      const detail = broken
        ? `could not run: ${clip(a.errorMessage ?? 'unknown error')}`
        : [a.displayValue, itemsOf(a, origin)].filter(Boolean).join('; ');
      out.push({ category, id: a.id, title: a.title, detail, savingsMs: 0 });
    }
  }
  return out;
}

/**
 * The performance audits that did not pass (Lighthouse's report shows them red or orange: score
 * under 0.9), largest estimated saving first; the metrics themselves are in the figures.
 */
export function performanceOpportunities(lhr: Result, origin: string, top = 6): Omit<Finding, 'runs'>[] {
  const out: Omit<Finding, 'runs'>[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const a = lhr.audits[ref.id];
    if (!a || !isScored(a) || a.score === null || a.score >= 0.9) continue;
    const savings = (a.metricSavings ?? {}) as Record<string, number | undefined>;
    const timed = (['LCP', 'FCP', 'TBT'] as const)
      .filter((m) => (savings[m] ?? 0) >= 1)
      .map((m) => `${m} −${Math.round(savings[m]!).toLocaleString('en-US')} ms`);
    if ((savings.CLS ?? 0) > 0) timed.push(`CLS −${savings.CLS!.toFixed(3)}`);
    const savingsMs = Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
    const detail = [a.displayValue, timed.join(', '), itemsOf(a, origin)].filter(Boolean).join('; ');
    out.push({ category: 'performance', id: a.id, title: a.title, detail, savingsMs });
  }
  return out.sort((x, y) => y.savingsMs - x.savingsMs || x.id.localeCompare(y.id)).slice(0, top);
}

/** Each figure's median over the runs (a figure no run had stays null). */
export function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((f) => f[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown: of('cpuSlowdown'),
  };
}
