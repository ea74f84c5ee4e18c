import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The feature-boundary check that `npm run lint` runs (.dependency-cruiser.cjs, decision 008), run
 * with the repository's own configuration on a small tree written to a temporary directory, so a
 * failing case never touches the repository.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cruiser = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(repo, '.dependency-cruiser.cjs');

let root: string;

function write(file: string, text: string) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

function check() {
  const run = spawnSync(process.execPath, [cruiser, 'src/client', '--config', config], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'semana-boundaries-'));
  write('package.json', JSON.stringify({ type: 'module', imports: { '#src/*': './src/*' } }));
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true },
    }),
  );
  write('src/client/lib/api.ts', 'export const get = () => 1;\n');
  write('src/client/features/catalog/api.ts', 'export const useLocations = () => [];\n');
  write('src/client/features/beta/api.ts', 'export const useBeta = () => 2;\n');
  write('src/client/features/beta/components/beta-card.tsx', 'export const BetaCard = () => null;\n');
  // What the entry points allow: lib, the reference data, and a page composing another feature's component.
  write(
    'src/client/features/alpha/pages/alpha-page.tsx',
    [
      "import { get } from '#src/client/lib/api.ts';",
      "import { useLocations } from '#src/client/features/catalog/api.ts';",
      "import { BetaCard } from '../../beta/components/beta-card';",
      'export const AlphaPage = () => [get, useLocations, BetaCard];',
      '',
    ].join('\n'),
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('feature boundaries', () => {
  it('pass when features meet only through the entry points', () => {
    const { status, output } = check();
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it("fail on a component that reads another feature's api, through the alias or a relative path", () => {
    write(
      'src/client/features/alpha/components/alpha-widget.tsx',
      "import { useBeta } from '#src/client/features/beta/api.ts';\nexport const AlphaWidget = () => useBeta();\n",
    );
    write('src/client/features/alpha/helpers.ts', "export { useBeta } from '../beta/api';\n");
    try {
      const { status, output } = check();
      expect(status).not.toBe(0);
      expect(output).toContain(
        'not-in-allowed: src/client/features/alpha/components/alpha-widget.tsx → src/client/features/beta/api.ts',
      );
      expect(output).toContain(
        'not-in-allowed: src/client/features/alpha/helpers.ts → src/client/features/beta/api.ts',
      );
      expect(output).not.toContain('alpha-page.tsx');
      expect(output).toContain('2 dependency violations (2 errors');
    } finally {
      rmSync(path.join(root, 'src/client/features/alpha/components'), { recursive: true });
      rmSync(path.join(root, 'src/client/features/alpha/helpers.ts'));
    }
  });

  it("fail on a page that imports another feature's api instead of its components", () => {
    write(
      'src/client/features/alpha/pages/other-page.tsx',
      "import { useBeta } from '../../beta/api';\nexport const OtherPage = () => useBeta();\n",
    );
    try {
      const { status, output } = check();
      expect(status).not.toBe(0);
      expect(output).toContain(
        'not-in-allowed: src/client/features/alpha/pages/other-page.tsx → src/client/features/beta/api.ts',
      );
    } finally {
      rmSync(path.join(root, 'src/client/features/alpha/pages/other-page.tsx'));
    }
  });

  it('fail on an import it cannot resolve, which would otherwise go unchecked', () => {
    write(
      'src/client/features/alpha/broken.ts',
      "export { useBeta } from '#src/client/features/beta/apii.ts';\n",
    );
    try {
      const { status, output } = check();
      expect(status).not.toBe(0);
      expect(output).toContain('unresolvable-import');
    } finally {
      rmSync(path.join(root, 'src/client/features/alpha/broken.ts'));
    }
  });
});
