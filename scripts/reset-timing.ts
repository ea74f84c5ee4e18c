// node --import tsx scripts/reset-timing.ts [pairs]: times POST /api/password-reset over a real
// socket for a known and an unknown address, alternating (200 pairs by default), on PGlite or on the
// PostgreSQL server of TEST_DATABASE_URL, and prints the medians and how often the best single
// threshold on the time tells the two apart in one try (50 % is a coin toss). docs/security.md
// keeps the figures (decision 040).
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { accountsService } from '../src/server/modules/accounts/service';
import { createTestDatabase } from '../src/server/test/database';

const pairs = Number(process.argv[2] ?? 200);
const warmup = 20;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The share of samples the best rule "slower than t means known" classifies right. */
function bestThresholdAccuracy(known: number[], unknown: number[]): number {
  const all = [...known.map((v) => ({ v, k: 1 })), ...unknown.map((v) => ({ v, k: 0 }))].sort(
    (a, b) => a.v - b.v,
  );
  let best = 0.5;
  // Everything at or below position i is called unknown, everything above known.
  let unknownBelow = 0;
  let knownBelow = 0;
  for (const s of all) {
    if (s.k) knownBelow++;
    else unknownBelow++;
    const right = unknownBelow + (known.length - knownBelow);
    best = Math.max(best, right / all.length, 1 - right / all.length);
  }
  return best;
}

async function main() {
  const { database, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'semana-reset-timing-')),
    TRUST_PROXY: '1',
    // Every request does the whole work: no limit is reached while measuring.
    RATE_LIMIT_PASSWORD_RESET_ATTEMPTS: '1000000',
    RATE_LIMIT_ACCOUNT_MAILS_PER_DAY: '1000000',
  });
  const app = await buildApp({ config, database, sessionSecret: 'timing-'.padEnd(48, 'x'), logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/password-reset`;
  const user = await accountsService(database.db).createUser({
    username: 'timing',
    password: 'timing-password',
    firstName: 'Tim',
    lastName: 'Ing',
    email: 'timing@example.test',
  });
  let n = 0;
  const ask = async (email: string) => {
    n++;
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ email }),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
    return performance.now() - started;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < warmup + pairs; i++) {
    // Alternating which goes first, so neither always follows the other's background work.
    const order = i % 2 ? ['k', 'u'] : ['u', 'k'];
    for (const which of order) {
      const ms = await ask(which === 'k' ? user.email : `nobody${i}@example.test`);
      if (i >= warmup) (which === 'k' ? known : unknown).push(ms);
    }
  }
  await app.close();
  await drop();
  const fmt = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `median ${quantile(s, 0.5).toFixed(1)} ms (p10 ${quantile(s, 0.1).toFixed(1)}, p90 ${quantile(s, 0.9).toFixed(1)})`;
  };
  console.log(`backend: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${pairs} pairs`);
  console.log(`known:   ${fmt(known)}`);
  console.log(`unknown: ${fmt(unknown)}`);
  console.log(
    `best one-try threshold classifier: ${(100 * bestThresholdAccuracy(known, unknown)).toFixed(1)} % right`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
