import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The client's calls are checked against the endpoint definitions by the compiler (decision 054):
 * these small files are compiled as if they sat beside lib/endpoints.ts, with the project's own
 * compiler options, and a wrong path, parameter or answer must be refused, each with its error.
 */

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '../../..');
const header = "import { call, endpointQuery } from './endpoints';\n";

const fixtures: Record<string, string> = {
  right: `${header}
export async function right() {
  const types = await call('GET /api/vidanta/unit-types', { query: { resortId: 3 } });
  const names: string[] = types.map((u) => u.name);
  await call('DELETE /api/weeks/:id', { params: { id: 7 } });
  await call('POST /api/login', { body: { username: 'ana', password: 'secret' } });
  return { names, query: endpointQuery('GET /api/weeks/search', { query: { sort: 'newest', page: 1, pageSize: 12 } }) };
}
`,
  wrongPath: `${header}export const wrong = call('GET /api/vidanta/unit-type');\n`,
  wrongParameter: `${header}export const wrong = call('DELETE /api/weeks/:id', { params: { weekId: 7 } });\n`,
  missingParameter: `${header}export const wrong = call('DELETE /api/weeks/:id');\n`,
  wrongQuery: `${header}export const wrong = call('GET /api/weeks/search', { query: { sort: 'cheapest' } });\n`,
  wrongAnswer: `${header}export async function wrong() {
  const count: number = await call('GET /api/vidanta/locations');
  return count;
}\n`,
};

const fileOf = (name: string) => path.join(dir, `typecheck-fixture-${name}.ts`);

function compile(): Map<string, string[]> {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const texts = new Map(Object.entries(fixtures).map(([name, text]) => [fileOf(name), text]));
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => texts.has(path.resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => texts.get(path.resolve(file)) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = texts.get(path.resolve(file));
    return text !== undefined
      ? ts.createSourceFile(file, text, language)
      : getSourceFile.call(host, file, language, ...rest);
  };
  const program = ts.createProgram([...texts.keys()], options, host);
  const errors = new Map<string, string[]>();
  for (const name of Object.keys(fixtures)) {
    const source = program.getSourceFile(fileOf(name));
    const diagnostics = source ? ts.getPreEmitDiagnostics(program, source) : [];
    errors.set(
      name,
      diagnostics.map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
    );
  }
  return errors;
}

describe('a client call is checked against its endpoint definition', () => {
  let errors = new Map<string, string[]>();
  // One program for every fixture: compiling the client's types takes a while.
  beforeAll(() => {
    errors = compile();
  }, 600_000);

  it('compiles a call with the defined path, parameters and answer', () => {
    expect(errors.get('right')).toEqual([]);
  });

  it('refuses a path no endpoint has', () => {
    expect(errors.get('wrongPath')?.join('\n')).toMatch(
      /TS2345: Argument of type '"GET \/api\/vidanta\/unit-type"' is not assignable/,
    );
  });

  it('refuses a wrong or missing path parameter', () => {
    expect(errors.get('wrongParameter')?.join('\n')).toMatch(/TS2353: .*'weekId' does not exist/);
    expect(errors.get('missingParameter')?.join('\n')).toMatch(/TS2554: Expected 2-3 arguments, but got 1/);
  });

  it('refuses a query value the endpoint does not take', () => {
    expect(errors.get('wrongQuery')?.join('\n')).toMatch(/TS2322: Type '"cheapest"' is not assignable/);
  });

  it('refuses an answer used as another type', () => {
    expect(errors.get('wrongAnswer')?.join('\n')).toMatch(
      /TS2322: Type '.*\[\]' is not assignable to type 'number'/s,
    );
  });
});
