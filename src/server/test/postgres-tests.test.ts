import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths';

/*
 * CI's second Vitest stage runs on PostgreSQL only the files listed `both` in .ci/postgres-tests.txt
 * (decision 049). This keeps that list from going stale: a test file that opens a database and shows
 * a sign of behaviour the engines may not share must be listed, either `both` or, with its reason,
 * `pglite`.
 */

const root = projectRoot();
const LIST = '.ci/postgres-tests.txt';
const DATABASE_HELPER = 'src/server/test/database.ts';

/** Signs that a file's behaviour may differ between PGlite and a PostgreSQL server. */
const SIGNS: Record<string, RegExp> = {
  'several processes':
    /from '[^']*\/(server-process|private-cluster|write-load|jobs-once-peers|nginx)(\.ts)?'/,
  'an engine of its own': /testBackends\(|TEST_BACKENDS|TEST_DATABASE_URL|backend: 'pg'|=== 'pg'/,
  'another app or connection': /buildApp\(|testAppOn\(|openDatabase\(|new pg\.(Client|Pool)\(/,
  'the change feed': /\.changes\.on\(|scopedFeed|ChangeFeed|pg_notify|db\/changes/,
  'search SQL or plans': /from '[^']*\/(searches|plans)(\.ts)?'|pg_trgm|similarity\(|explain /,
  locks: /for update|skip locked|pg_advisory/i,
  'requests at once': /Promise\.all(Settled)?\(/,
};
/** The helpers the signs name: renaming one must not switch its check off unnoticed. */
const SIGN_HELPERS = [
  'server-process',
  'private-cluster',
  'write-load',
  'jobs-once-peers',
  'nginx',
  'searches',
  'plans',
];

interface Entry {
  group: string;
  file: string;
  why: string;
}

function readList(): Entry[] {
  return readFileSync(path.join(root, LIST), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [group, file, ...why] = line.split(/\s+/);
      return { group, file, why: why.join(' ') };
    });
}

/** Every test file Vitest runs (vitest.config.ts: *.test.ts and *.test.tsx under src/ and scripts/). */
function testFiles(): string[] {
  return ['src', 'scripts']
    .flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => path.join(dir, f)),
    )
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
    .sort();
}

const reached = new Map<string, boolean>();

/** Whether `file` imports, directly or through other modules of the repository, the helper that opens a test database. */
function opensDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE_HELPER) return true;
  const known = reached.get(file);
  if (known !== undefined) return known;
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(path.join(root, file), 'utf8');
  let found = false;
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const target = resolveImport(file, spec);
    if (target && opensDatabase(target, seen)) {
      found = true;
      break;
    }
  }
  reached.set(file, found);
  return found;
}

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('#src/')) base = path.join('src', spec.slice('#src/'.length));
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(path.join(root, f)));
}

const signsOf = (file: string) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  return Object.entries(SIGNS)
    .filter(([, sign]) => sign.test(text))
    .map(([name]) => name);
};

describe(`the files CI runs on PostgreSQL too (${LIST})`, () => {
  const list = readList();
  const files = testFiles();

  it('lists existing test files, once each, in a known group, each with a reason', () => {
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) {
      expect(['both', 'pglite'], `${e.file}: group`).toContain(e.group);
      expect(files, `${e.file}: not a test file Vitest runs`).toContain(e.file);
      expect(e.why, `${e.file}: why`).not.toBe('');
    }
    const names = list.map((e) => e.file);
    expect(names.filter((f, i) => names.indexOf(f) !== i)).toEqual([]);
  });

  it('places every file that opens a database and shows a sign of engine-dependent behaviour', () => {
    const listed = new Set(list.map((e) => e.file));
    const unplaced = files
      .filter((f) => opensDatabase(f) && !listed.has(f))
      .map((f) => ({ file: f, signs: signsOf(f) }))
      .filter((f) => f.signs.length > 0)
      .map((f) => `${f.file} (${f.signs.join(', ')})`);
    expect(unplaced, `add these to ${LIST}, as 'both' or as 'pglite' with the reason`).toEqual([]);
  });

  it('runs on PostgreSQL only files that open a database, and marks PGlite-only only files a check notices', () => {
    for (const e of list) {
      if (e.group === 'both') expect(opensDatabase(e.file), `${e.file} opens no database`).toBe(true);
      if (e.group === 'pglite') expect(signsOf(e.file), `${e.file} needs no entry`).not.toEqual([]);
    }
  });

  it('finds the helpers its checks name, and is the list .ci/run reads', () => {
    for (const helper of SIGN_HELPERS)
      expect(existsSync(path.join(root, 'src/server/test', `${helper}.ts`)), helper).toBe(true);
    expect(existsSync(path.join(root, DATABASE_HELPER))).toBe(true);
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toContain(LIST);
  });

  it('notices a file that opens a database through a helper and sends requests at once', () => {
    // The fixture of this check: a helper that imports the database helper, as test/app.ts does.
    expect(opensDatabase('src/server/test/app.ts')).toBe(true);
    expect(opensDatabase('src/server/lib/cache.test.ts')).toBe(false);
    expect(Object.keys(SIGNS).filter((name) => SIGNS[name].test('await Promise.all(posts)'))).toEqual([
      'requests at once',
    ]);
  });
});
