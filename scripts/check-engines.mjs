#!/usr/bin/env node
/**
 * Fails when an installed package says it needs a newer Node than package.json's `engines`
 * allows (npm only warns, EBADENGINE). Uses `semver`, which Fastify already brings.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');
const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const lowest = semver.minVersion(root.engines.node);

const offenders = [];
for (const [key, meta] of Object.entries(lock.packages)) {
  if (!key) continue;
  const wanted = meta.engines?.node;
  if (wanted && !semver.satisfies(lowest, wanted))
    offenders.push(`${key.replace(/^.*node_modules\//, '')}@${meta.version} needs node ${wanted}`);
}
if (offenders.length) {
  console.error(
    `Packages that need a newer Node than ${root.engines.node} (pin or override them):\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`every locked package runs on Node ${lowest}`);
