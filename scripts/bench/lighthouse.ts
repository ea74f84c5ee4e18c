// Lighthouse on the four public pages (decision 022): the production build as the bench's server
// serves it, loaded by the system Chromium, in Lighthouse's default mobile run (simulated throttling).
import os from 'node:os';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
// The two halves of `lighthouse()` (gather, then audit), so that the CPU multiplier can follow the
// benchmark index the gather measured in the same browser, just before the page loaded.
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { findChromium } from '../find-chromium.mjs';
import {
  CATEGORIES,
  categoryFailures,
  clip,
  type Figures,
  type Finding,
  figuresOf,
  median,
  medianFigures,
  performanceOpportunities,
  score,
} from './lighthouse-audits';
import type { PageName } from './pages';
import type { Server } from './processes';

export const LIGHTHOUSE_RUNS = 3;
/** The CPU the targets must hold on: Lighthouse's benchmark index of a slow machine (decision 048). */
export const EMULATED_INDEX = 1500;
/** Lighthouse's default CPU slowdown of its mobile run. */
const DEFAULT_SLOWDOWN = 4;

/**
 * The slowdown that makes this machine count main-thread work as a machine of `target` index would
 * at Lighthouse's default 4× (decision 048): work per second scales with the index.
 */
export function emulatedSlowdown(measuredIndex: number, target: number): number {
  if (!(measuredIndex > 0) || !(target > 0)) return DEFAULT_SLOWDOWN;
  return (DEFAULT_SLOWDOWN * measuredIndex) / target;
}
/** Scores are Lighthouse's 0–1 shown as 0–100; CLS is unitless. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  tbtMs: 150,
};

/** The flags Chrome runs the audits with; chrome-launcher adds its own defaults (no extensions, no first-run, …). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageLighthouse {
  page: PageName;
  path: string;
  runs: Figures[];
  /** Runs that produced no result, with Lighthouse's or Chromium's reason. */
  errors: string[];
  /** Why runs had to be repeated (their first attempt failed; the repeat is the run counted). */
  repeated: string[];
  median: Figures;
  findings: Finding[];
  warnings: string[];
}

export interface LighthouseMeasurement {
  lighthouseVersion: string;
  browser: string;
  /** Lighthouse's own CPU benchmark of this machine, median of all runs (its "BenchmarkIndex"). */
  benchmarkIndex: number;
  /** The index each run's CPU slowdown emulated (0: Lighthouse's fixed 4×). */
  emulatedIndex: number;
  /** The machine's 1-minute load average as each run started (this bench's own browser included). */
  loadAverages: number[];
  origin: string;
  runsPerPage: number;
  pages: PageLighthouse[];
}

interface OneRun {
  lhr?: Result;
  error?: string;
  /** The error of a first attempt that this run replaced. */
  repeatedAfter?: string;
  /** The browser's full version ("Chrome/156.0.8078.108"; its user agent says 156.0.0.0). */
  browser?: string;
}

/**
 * One Lighthouse run in a Chromium of its own (a fresh profile: nothing cached, nothing stored); with
 * `emulatedIndex`, its simulation slows the CPU to that index from the one measured in this run.
 */
async function runOnce(url: string, chromePath: string, emulatedIndex: number): Promise<OneRun> {
  let chrome: LaunchedChrome | undefined;
  // chrome-launcher starts Chromium in a process group of its own; make sure it goes with us.
  const killChrome = () => chrome?.kill();
  process.once('exit', killChrome);
  try {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      .then((r) => r.json() as Promise<{ Browser?: string }>)
      .catch(() => ({}) as { Browser?: string });
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      flags: { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
    });
    // Simulated throttling gathers unthrottled; the multiplier is only used by the audits' simulation.
    if (emulatedIndex > 0)
      runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = emulatedSlowdown(
        artifacts.BenchmarkIndex,
        emulatedIndex,
      );
    // A fresh cache: nothing the gather computed with the default multiplier is reused.
    const result = await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() });
    if (!result) return { error: 'Lighthouse returned no result' };
    const { lhr } = result;
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    return { lhr, browser: version.Browser };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    killChrome();
    process.removeListener('exit', killChrome);
  }
}

/** A seeded destination's name: Los Cabos as in the API rows, else the first the server lists. */
async function destinationName(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/vidanta/locations`);
  if (!res.ok) throw new Error(`GET /api/vidanta/locations answered ${res.status}`);
  const locations = (await res.json()) as { id: number; name: string }[];
  if (locations.length === 0) throw new Error('The server lists no destination');
  return (locations.find((l) => l.name === 'Los Cabos') ?? locations[0]).name;
}

export async function measureLighthouse(
  server: Server,
  options: { runs?: number; emulatedIndex?: number; log: (message: string) => void },
): Promise<LighthouseMeasurement> {
  const runs = options.runs ?? LIGHTHOUSE_RUNS;
  const emulatedIndex = options.emulatedIndex ?? EMULATED_INDEX;
  const chromePath = process.env.CHROME_PATH || findChromium();
  if (!chromePath)
    throw new Error(
      'No Chromium for Lighthouse: install one with `apt-get install chromium` (or set CHROME_PATH)',
    );
  // localhost, not 127.0.0.1: the server's canonical and Open Graph URLs name PUBLIC_URL, whose
  // default is http://localhost:PORT, and Lighthouse's SEO audit compares them with the page's host.
  const origin = new URL(server.baseUrl);
  origin.hostname = 'localhost';
  const base = origin.origin;
  const pages: { page: PageName; path: string }[] = [
    { page: 'landing', path: '/' },
    { page: 'destination', path: `/destinations/${encodeURIComponent(await destinationName(base))}` },
    { page: 'all-weeks', path: '/all-weeks' },
    { page: 'all-properties', path: '/all-properties' },
  ];
  // One unmeasured request per page first, so that no run pays for the server's first read.
  for (const p of pages) {
    const res = await fetch(base + p.path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${p.path} answered ${res.status} before Lighthouse`);
  }

  const byPage = new Map(pages.map((p) => [p.page, [] as OneRun[]]));
  const loadAverages: number[] = [];
  // Round by round rather than page by page: a burst of other work on the machine then spreads
  // over the pages instead of landing on one page's three runs.
  for (let round = 1; round <= runs; round++) {
    for (const p of pages) {
      const what = `lighthouse ${p.page} run ${round}/${runs}`;
      const started = performance.now();
      loadAverages.push(os.loadavg()[0]);
      let result = await runOnce(base + p.path, chromePath, emulatedIndex);
      if (!result.lhr) {
        // Lighthouse's advice for its occasional trace failures (NO_NAVSTART, NO_FCP…): run again.
        options.log(`${what} failed, once more: ${result.error}`);
        const again = await runOnce(base + p.path, chromePath, emulatedIndex);
        result = again.lhr ? { ...again, repeatedAfter: result.error } : again;
      }
      byPage.get(p.page)!.push(result);
      const took = ((performance.now() - started) / 1000).toFixed(0);
      const f = result.lhr && figuresOf(result.lhr);
      options.log(
        f
          ? `${what}: performance ${f.performance ?? '–'}, TBT ${Math.round(f.tbtMs ?? 0)} ms at benchmark index ${Math.round(f.benchmarkIndex ?? 0)} (CPU ×${f.cpuSlowdown?.toFixed(2)}) (${took} s)`
          : `${what} failed: ${result.error}`,
      );
    }
  }

  let lighthouseVersion = '';
  let browser = '';
  const benchmarks: number[] = [];
  const results = pages.map((p): PageLighthouse => {
    const done = byPage.get(p.page)!;
    const lhrs = done.flatMap((r) => (r.lhr ? [r.lhr] : []));
    const figures = lhrs.map(figuresOf);
    for (const r of done) {
      if (!r.lhr) continue;
      lighthouseVersion = r.lhr.lighthouseVersion;
      browser =
        r.browser?.replace(/^(Headless)?Chrome\//, 'Chromium ') ??
        r.lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ??
        browser;
      benchmarks.push(r.lhr.environment.benchmarkIndex);
    }
    const med = medianFigures(figures);
    // Failures of the pass/fail categories, counted over the runs.
    const failures = new Map<string, Finding>();
    for (const lhr of lhrs) {
      for (const f of categoryFailures(lhr, base)) {
        const key = `${f.category}:${f.id}`;
        const seen = failures.get(key);
        if (seen) seen.runs++;
        else failures.set(key, { ...f, runs: 1 });
      }
    }
    // Performance advice from the run whose score is the median (its trace is the typical one).
    const byScore = [...lhrs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
    const typical = byScore[Math.floor((byScore.length - 1) / 2)];
    const opportunities =
      typical && (med.performance ?? 0) < 100
        ? performanceOpportunities(typical, base).map((f) => ({ ...f, runs: 1 }))
        : [];
    return {
      ...p,
      runs: figures,
      errors: done.flatMap((r) => (r.error ? [r.error] : [])),
      median: med,
      findings: [...opportunities, ...failures.values()],
      repeated: done.flatMap((r) => (r.repeatedAfter ? [r.repeatedAfter] : [])),
      warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings.map((w) => clip(w, 200))))],
    };
  });
  return {
    lighthouseVersion,
    browser,
    benchmarkIndex: median(benchmarks) ?? 0,
    emulatedIndex,
    loadAverages,
    origin: base,
    runsPerPage: runs,
    pages: results,
  };
}
