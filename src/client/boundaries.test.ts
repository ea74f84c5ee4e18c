import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The boundary check that `npm run lint` runs (.dependency-cruiser.cjs: the whole tree's rules,
 * decision 050, and the client's features, decision 008), run with the repository's own
 * configuration and the arguments of `npm run lint:boundaries` on a small tree written to a
 * temporary directory, so a failing case never touches the repository.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cruiser = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(repo, '.dependency-cruiser.cjs');
/** The arguments `npm run lint:boundaries` gives the checker ('src scripts e2e --config …'). */
const lintArgs = (
  JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts['lint:boundaries'] as string
)
  .split(/\s+/)
  .slice(1)
  .map((arg) => (arg === '.dependency-cruiser.cjs' ? config : arg));

let root: string;

function write(file: string, text: string) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

function check() {
  const run = spawnSync(process.execPath, [cruiser, ...lintArgs], {
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
  // The rest of the tree, as the rules allow it: the server and the client read shared texts, test
  // code and the developer tools read the server's test helpers, the app shell mounts a page.
  write('src/shared/i18n/en/app.ts', "export const appMessages = { 'app.name': 'Semana' };\n");
  write('src/client/i18n/en.ts', "export { appMessages as en } from '#src/shared/i18n/en/app.ts';\n");
  write('src/client/app/router.tsx', "export { AlphaPage } from '../features/alpha/pages/alpha-page';\n");
  write('src/server/lib/texts.ts', "export { appMessages } from '#src/shared/i18n/en/app.ts';\n");
  write(
    'src/server/test/app.ts',
    "import { appMessages } from '../lib/texts';\nexport const testApp = () => appMessages;\n",
  );
  write(
    'src/server/lib/texts.test.ts',
    "import { testApp } from '../test/app';\nexport const used = testApp;\n",
  );
  write('scripts/fuzz/run.ts', "export { testApp } from '../../src/server/test/app';\n");
  write('e2e/fixtures.ts', "export { testApp } from '#src/server/test/app.ts';\n");
});

/** Writes `files`, runs the check, removes them; answers the check's status and output. */
function checkWith(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) write(file, text);
  try {
    return check();
  } finally {
    for (const file of Object.keys(files)) rmSync(path.join(root, file));
  }
}

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

describe('boundaries over the whole tree', () => {
  it('fail on a cycle, also one of type-only imports', () => {
    const { status, output } = checkWith({
      'src/server/lib/first.ts': "import type { Second } from './second';\nexport type First = Second[];\n",
      'src/server/lib/second.ts':
        "import type { First } from './first';\nexport type Second = { all: First };\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-cycle: src\/server\/lib\/(?:first|second)\.ts/);
    expect(output).toContain('src/server/lib/first.ts');
    expect(output).toContain('src/server/lib/second.ts');
  });

  it('fail on the server importing the client, and on the client importing the server', () => {
    const { status, output } = checkWith({
      'src/server/lib/head.ts': "export { en } from '#src/client/i18n/en.ts';\n",
      'src/client/lib/limits.ts': "export { appMessages } from '#src/server/lib/texts.ts';\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('server-imports-client: src/server/lib/head.ts → src/client/i18n/en.ts');
    expect(output).toContain('client-imports-server: src/client/lib/limits.ts → src/server/lib/texts.ts');
  });

  it('fail on shared code importing either side', () => {
    const { status, output } = checkWith({
      'src/shared/pages.ts': "export { AlphaPage } from '#src/client/app/router.tsx';\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('shared-imports-a-side: src/shared/pages.ts → src/client/app/router.tsx');
  });

  it('fail on production code importing a test helper or a test file', () => {
    const { status, output } = checkWith({
      'src/server/modules/payments/payment-calls.ts': "export { testApp } from '#src/server/test/app.ts';\n",
      'src/client/lib/fixture.ts': "export { used } from '#src/server/lib/texts.test.ts';\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'production-imports-test: src/server/modules/payments/payment-calls.ts → src/server/test/app.ts',
    );
    expect(output).toContain(
      'production-imports-test: src/client/lib/fixture.ts → src/server/lib/texts.test.ts',
    );
  });

  it('fail on i18n/ or a shared layout importing a feature', () => {
    const { status, output } = checkWith({
      'src/client/i18n/es.ts': "export { useBeta } from '#src/client/features/beta/api.ts';\n",
      'src/client/components/layouts/owner-form-page.tsx':
        "export { BetaCard } from '#src/client/features/beta/components/beta-card.tsx';\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'shared-client-code-imports-feature: src/client/i18n/es.ts → src/client/features/beta/api.ts',
    );
    expect(output).toContain(
      'shared-client-code-imports-feature: src/client/components/layouts/owner-form-page.tsx → src/client/features/beta/components/beta-card.tsx',
    );
  });
});
