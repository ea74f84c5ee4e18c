import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const context = await browser.newContext({ viewport: { width: Number(process.argv[3] ?? 390), height: 844 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const sources = new Map();
cdp.on('Debugger.scriptParsed', (s) => sources.set(s.scriptId, s.url));
await cdp.send('Debugger.enable');
await cdp.send('Debugger.setBreakpointByUrl', { urlRegex: '.*', lineNumber: 0, condition: 'false' }).catch(() => {});
let printed = false;
cdp.on('Debugger.paused', async (e) => {
  if (!printed) {
    printed = true;
    for (const f of e.callFrames.slice(0, 12)) {
      const src = (await cdp.send('Debugger.getScriptSource', { scriptId: f.location.scriptId })).scriptSource;
      const lines = src.split('\n'); const line = lines[f.location.lineNumber];
      console.log(sources.get(f.location.scriptId)?.split('/').pop(), f.functionName, '…' + line.slice(Math.max(0, f.location.columnNumber - 150), f.location.columnNumber + 60));
    }
  }
  await cdp.send('Debugger.resume');
});
// Pause on the first call of tailwind-merge's configuration: find it once its chunk is parsed.
cdp.on('Debugger.scriptParsed', async (s) => {
  if (!s.url.includes('/assets/')) return;
  const src = (await cdp.send('Debugger.getScriptSource', { scriptId: s.scriptId })).scriptSource;
  const pos = src.search(/["']forced-color-adjust["']/);
  if (pos < 0) return;
  const before = src.slice(0, pos); const line = before.split('\n').length - 1; const col = pos - before.lastIndexOf('\n') - 1;
  await cdp.send('Debugger.setBreakpoint', { location: { scriptId: s.scriptId, lineNumber: line, columnNumber: col } });
});
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForSelector('html[data-app-ready]');
await page.waitForTimeout(1500);
await browser.close();
