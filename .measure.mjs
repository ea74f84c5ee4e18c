// Loads /all-weeks in Chromium at 4x CPU slowdown, traces it, prints the longest main-thread tasks
// until 3 s after load, and whether tailwind-merge's table builder ran (precise coverage).
import { chromium } from 'playwright';
const [url, label, runs] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 5)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Debugger.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReturnAsStream' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-app-ready]', { timeout: 30000 });
  await page.waitForTimeout(1500);
  const coverage = await cdp.send('Profiler.takePreciseCoverage');
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) { const r = await cdp.send('IO.read', { handle: stream }); text += r.data; if (r.eof) break; }
  const events = JSON.parse(text).traceEvents ?? JSON.parse(text);
  // The renderer main thread that worked most: the page's (not the blank page's before it).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (m) => events.filter((e) => e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid && e.dur).map((e) => e.dur / 1000);
  const tasks = mains.map(tasksOf).sort((a, b) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0))[0].sort((a, b) => b - a);
  // tailwind-merge's class-map builder: a function whose source contains its arbitrary-property prefix.
  let twCalls = 0;
  for (const script of coverage.result) {
    if (!script.url.includes('/assets/')) continue;
    const src = (await cdp.send('Debugger.getScriptSource', { scriptId: script.scriptId }).catch(() => null))?.scriptSource;
    if (!src) continue;
    const pos = src.search(/["']forced-color-adjust["']/);
    if (pos < 0) continue;
    let best;
    for (const fn of script.functions) {
      const r = fn.ranges[0];
      if (r.startOffset <= pos && pos < r.endOffset && (!best || r.endOffset - r.startOffset < best.endOffset - best.startOffset)) best = r;
    }
    twCalls = best?.count ?? -1;
  }
  console.log(`${label} run ${run + 1}: longest tasks ${tasks.slice(0, 5).map((d) => d.toFixed(0)).join(', ')} ms; total over 50 ms: ${tasks.filter((d) => d > 50).map((d) => d - 50).reduce((a, b) => a + b, 0).toFixed(0)} ms; tailwind-merge configuration built: ${twCalls}`);
  await context.close();
}
await browser.close();
