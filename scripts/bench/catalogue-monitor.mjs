// A process of its own that watches the server during the whole-catalogue rows (catalogue.ts): the
// bench process reads the answers, and its own busy event loop must not delay the probes or the
// memory samples. Usage: node catalogue-monitor.mjs <base URL> <server pid>. A line 'mark' on stdin
// starts the measured phase (probes before it are the baseline); 'stop' ends it, and one JSON line
// with the figures comes back on stdout once the probes in flight have answered.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [baseUrl, pid] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
const rssMB = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1000;

const figures = { idleWorstMs: 0, worstMs: 0, probes: 0, failures: 0, rssBeforeMB: 0, rssPeakMB: 0 };
let measuring = false;
let stopping = false;
let pending = 0;

function finish() {
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  agent.destroy();
  process.exit(0);
}

// A new probe every 100 ms whether or not the last has answered, as a load balancer would.
function probe() {
  const at = performance.now();
  const during = measuring;
  if (during) figures.probes++;
  pending++;
  const done = (ok) => {
    const ms = performance.now() - at;
    if (during) {
      figures.worstMs = Math.max(figures.worstMs, ms);
      if (!ok) figures.failures++;
    } else figures.idleWorstMs = Math.max(figures.idleWorstMs, ms);
    if (--pending === 0 && stopping) finish();
  };
  http
    .get(`${baseUrl}/api/health`, { agent, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode === 200));
    })
    .on('error', () => done(false));
}

const prober = setInterval(probe, 100);
const sampler = setInterval(() => {
  if (measuring) figures.rssPeakMB = Math.max(figures.rssPeakMB, rssMB());
}, 10);
probe();

let input = '';
process.stdin.on('data', (chunk) => {
  input += chunk;
  if (!measuring && input.includes('mark')) {
    figures.rssBeforeMB = rssMB();
    figures.rssPeakMB = figures.rssBeforeMB;
    measuring = true;
  }
  if (input.includes('stop')) {
    clearInterval(prober);
    clearInterval(sampler);
    figures.rssPeakMB = Math.max(figures.rssPeakMB, rssMB());
    stopping = true;
    if (pending === 0) finish();
  }
});
process.stdout.write('ready\n');
