/**
 * The SDK's types as a caller compiling with `exactOptionalPropertyTypes` sees them: an optional field given as
 * `undefined` (read as left out) is accepted, a required one left out is still refused. The repository itself compiles
 * without that option, so this checks a snippet with the TypeScript compiler.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const sdkFolder = fileURLToPath(new URL('../', import.meta.url));
const snippetPath = `${sdkFolder}exact-optional-snippet.ts`;

function diagnosticsOf(snippet: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => (path === snippetPath ? snippet : readFile(path));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (path) => path === snippetPath || fileExists(path);
  const program = ts.createProgram([snippetPath], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(snippetPath))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

it('accepts an optional field given as undefined, and still refuses a required one left out', () => {
  const said = diagnosticsOf(`
    import { createFinanceClientFor } from './index.ts';
    import { getRunningCostModels } from './definitions.ts';
    import { financeQueries } from './query.ts';
    const finance = createFinanceClientFor([getRunningCostModels]);
    const flag = Math.random() > 0.5;
    export const call = finance.getRunningCostModels({ brand: 'MG', isOem: flag ? true : undefined });
    export const options = financeQueries(finance).getRunningCostModels({ brand: 'MG', isOem: undefined });
    // @ts-expect-error brand is required
    export const missing = finance.getRunningCostModels({ isOem: true });
  `);
  expect(said).toEqual([]);
}, 60_000);
