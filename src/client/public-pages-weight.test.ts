import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * What the public pages load before they can run: the modules their code imports statically (a
 * dynamic `import()` is fetched later, on demand). The validation library builds every schema a
 * module declares as the module loads, a long task on a phone, and no public page needs it before a
 * form opens (docs/decisions/048-lighthouse-at-a-slow-cpu.md). Type-only imports cost nothing.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The app's entry, the four public pages the router loads for it, and the interest form their
 * cards fetch ahead while the page is idle (its rules come when it opens).
 */
const ENTRIES = [
  'src/client/main.tsx',
  'src/client/features/landing/pages/landing-page.tsx',
  'src/client/features/catalog/pages/destination-page.tsx',
  'src/client/features/weeks/pages/all-weeks-page.tsx',
  'src/client/features/properties/pages/all-properties-page.tsx',
  'src/client/features/leads/components/interest-form.tsx',
];

/** Static imports and re-exports that bring code (not `import type`, not `import()`). */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[\w*\s{},$]*?(?:\btype\s+)?[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('#src/')
    ? path.join(repo, 'src', specifier.slice('#src/'.length))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return undefined;
}

/** Every package a module reaches through static imports, with the chain that first reached it. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1];
      if (specifier.endsWith('.css')) continue;
      if (specifier.startsWith('.') || specifier.startsWith('#src/')) {
        const target = resolveLocal(specifier, file);
        if (!target) throw new Error(`Cannot resolve ${specifier} from ${path.relative(repo, file)}`);
        walk(target, [...chain, path.relative(repo, target)]);
      } else {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        if (!packages.has(name)) packages.set(name, chain);
      }
    }
  };
  walk(path.join(repo, entry), [entry]);
  return packages;
}

describe('what the public pages load up front', () => {
  it.each(ENTRIES)('%s reaches no validation library through static imports', (entry) => {
    const reached = packagesReached(entry);
    // Sanity: the walk does follow imports (every page reaches React).
    expect(reached.has('react')).toBe(true);
    expect(reached.get('zod') ?? 'not reached').toBe('not reached');
  });

  it('the check does see a schema module reached through a page (it fails when one is)', () => {
    // The API's paging contracts build schemas: a page importing them would reach the library.
    const reached = packagesReached('src/shared/contracts/paging.ts');
    expect(reached.get('zod')).toEqual(['src/shared/contracts/paging.ts']);
  });
});
