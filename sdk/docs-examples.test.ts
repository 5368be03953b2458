/**
 * The TypeScript examples in the SDK's and the mocks' docs compile against the packages as they are: a reader who
 * copies one into an app gets code that typechecks, and an API change that breaks an example fails here, not in a
 * reader's editor. Each ```ts block is compiled on its own, as a module, with the context a snippet leaves out (the
 * clients it calls, its inputs, the test or React helpers around it) declared before it, unless the block binds that
 * name itself.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const docs = ['docs/sdk.md', 'sdk/README.md', 'docs/mock-mode.md', 'mocks/README.md'];

/** One fenced example: the doc, the line its code starts on, the code. */
interface Example {
  doc: string;
  line: number;
  code: string;
}

function examplesOf(doc: string): Example[] {
  const lines = readFileSync(`${root}${doc}`, 'utf8').split('\n');
  const examples: Example[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    if (lines[at] !== '```ts') continue;
    const end = lines.indexOf('```', at + 1);
    examples.push({ doc, line: at + 2, code: lines.slice(at + 1, end).join('\n') });
    at = end;
  }
  return examples;
}

/**
 * What a snippet may use without binding it, by name: the SDK's and the mocks' exports it would import, and the app
 * around it (its clients, their inputs, a component's hooks, a test's `expect`).
 */
const context: Record<string, string> = {
  ApiError: "import { ApiError } from '@hcuk-genesis/sdk';",
  ResponseBodyError: "import { ResponseBodyError } from '@hcuk-genesis/sdk';",
  createSharedTokenWorker: "import { createSharedTokenWorker } from '@hcuk-genesis/sdk';",
  createFinanceClient: "import { createFinanceClient } from '@hcuk-genesis/sdk';",
  createFinanceClientFor: "import { createFinanceClientFor } from '@hcuk-genesis/sdk';",
  financeOperation: "import { financeOperation } from '@hcuk-genesis/sdk';",
  quoteMismatch: "import { quoteMismatch } from '@hcuk-genesis/sdk';",
  adminMutations: "import { adminMutations } from '@hcuk-genesis/sdk/query';",
  useMutation: "import { useMutation } from '@tanstack/react-query';",
  useQueryClient: "import { useQueryClient } from '@tanstack/react-query';",
  setupServer: "import { setupServer } from 'msw/node';",
  expect: "import { expect } from 'vitest';",
  finance: "declare const finance: import('@hcuk-genesis/sdk').FinanceClient;",
  admin: "declare const admin: import('@hcuk-genesis/sdk').AdminClient;",
  queryClient: "declare const queryClient: import('@tanstack/react-query').QueryClient;",
  server: "declare const server: import('msw/node').SetupServerApi;",
  baseUrl: 'declare const baseUrl: string;',
  params: "declare const params: import('@hcuk-genesis/sdk').CalculateByQueryArgs;",
  body: 'declare const body: unknown;',
  id: 'declare const id: string | undefined;',
  quoteRequestId: 'declare const quoteRequestId: string;',
  customer: "declare const customer: import('@hcuk-genesis/sdk').AdminSchema<'QuoteRequest'>['customer'];",
  vehicle: "declare const vehicle: import('@hcuk-genesis/sdk').AdminSchema<'QuoteRequest'>['vehicle'];",
  showFieldErrors: 'declare function showFieldErrors(problem: unknown): void;',
  showGone: 'declare function showGone(detail: string | undefined): void;',
};

/** The names a snippet binds at its top level (imports, declarations), which its context must not declare again. */
function boundNames(code: string): Set<string> {
  const names = new Set<string>();
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const statement of ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022).statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      else if (bindings) for (const element of bindings.elements) names.add(element.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The repository's compiler options, with Vite's `import.meta.env` for the examples that show it. */
function compilerOptions(): ts.CompilerOptions {
  const file = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(file.config, ts.sys, root);
  return { ...options, types: [...(options.types ?? []), 'vite/client'] };
}

it('compiles every TypeScript example in the SDK and mocks docs against the packages', () => {
  const examples = docs.flatMap(examplesOf);
  expect(examples.length).toBeGreaterThan(25);
  // Each example as a module beside the SDK's sources, so the packages resolve as they do for the repository.
  const files = new Map<string, { example: Example; preambleLines: number; text: string }>();
  for (const [index, example] of examples.entries()) {
    const bound = boundNames(example.code);
    const preamble = Object.entries(context)
      .filter(([name]) => !bound.has(name))
      .map(([, line]) => line);
    const text = `${preamble.join('\n')}\n${example.code}\nexport {};\n`;
    files.set(`${root}sdk/doc-example-${index}.ts`, { example, preambleLines: preamble.length, text });
  }
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => files.has(path) || fileExists(path);
  host.readFile = (path) => files.get(path)?.text ?? readFile(path);
  host.getSourceFile = (path, language, ...rest) => {
    const file = files.get(path);
    return file ? ts.createSourceFile(path, file.text, language) : getSourceFile(path, language, ...rest);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const problems: string[] = [];
  for (const [path, { example, preambleLines }] of files) {
    const source = program.getSourceFile(path);
    for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
      const { line } =
        source && diagnostic.start !== undefined ? source.getLineAndCharacterOfPosition(diagnostic.start) : { line: 0 };
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      problems.push(`${example.doc}:${example.line + line - preambleLines}: ${message}`);
    }
  }
  expect(problems).toEqual([]);
}, 120_000);
