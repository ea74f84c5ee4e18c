// Prints, over every test report of a CI run (the *.json files of the folder), the ten slowest
// test files and one closing line: 'N passed, N failed, N skipped'.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
/** One entry per test file and report: [seconds, report, file]. */
const files = [];

/** Playwright nests suites (describe blocks) in a file's suite; each test's results carry durations. */
function playwrightMs(suite) {
  let ms = 0;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) for (const r of test.results ?? []) ms += r.duration ?? 0;
  for (const inner of suite.suites ?? []) ms += playwrightMs(inner);
  return ms;
}

const reports = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of reports) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const label = path.basename(file, '.json');
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const r of report.testResults ?? [])
      files.push([(r.endTime - r.startTime) / 1000, label, path.relative(process.cwd(), r.name)]);
  } else {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
    skipped += report.stats.skipped;
    // Journeys run in two workers: a file's time is the sum of its tests' times.
    for (const s of report.suites ?? []) files.push([playwrightMs(s) / 1000, label, `e2e/${s.file}`]);
  }
}

if (files.length > 0) {
  console.log('Slowest test files:');
  for (const [seconds, label, name] of files.sort((a, b) => b[0] - a[0]).slice(0, 10))
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label.padEnd(14)} ${name}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
