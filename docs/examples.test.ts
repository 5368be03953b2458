/**
 * The TypeScript examples in the SDK's and the mocks' docs compile against the packages as they are: a reader who
 * copies one into an app gets code that typechecks, and an API change that breaks an example fails here, not in a
 * reader's editor. Each ```ts or ```tsx block, indented ones in lists included, is compiled on its own as a module.
 *
 * A snippet leaves out the app around it. Before a block that imports nothing, its context is declared: the clients
 * it calls, their inputs, and the SDK's, React Query's, MSW's and Vitest's exports it uses. A block with imports of
 * its own gets only the app's values (`finance`, `params`, ...), so an import it forgets fails here, as it would in
 * the reader's file. The files are virtual, beside these docs, outside the packages whose boundaries
 * (`.dependency-cruiser.cjs`) keep the SDK from React Query and MSW.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const docs = ['docs/sdk.md', 'sdk/README.md', 'docs/mock-mode.md', 'mocks/README.md'];

/** One fenced example: the doc, the line its code starts on, its language, the code without the fence's indent. */
interface Example {
  doc: string;
  line: number;
  tsx: boolean;
  code: string;
}

/** Every fence in `doc` whose language is TypeScript; an unclosed one throws, so no example is skipped unseen. */
function examplesOf(doc: string): Example[] {
  const lines = readFileSync(`${root}${doc}`, 'utf8').split(/\r?\n/);
  const examples: Example[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const fence = /^(\s*)```(ts|tsx|typescript)\b/.exec(lines[at] ?? '');
    if (!fence) continue;
    const indent = fence[1] ?? '';
    const end = lines.findIndex((line, index) => index > at && line.trimEnd() === `${indent}\`\`\``);
    if (end < 0) throw new Error(`${doc}:${at + 1}: a TypeScript fence that is never closed`);
    const code = lines.slice(at + 1, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    examples.push({ doc, line: at + 2, tsx: fence[2] === 'tsx', code: code.join('\n') });
    at = end;
  }
  return examples;
}

/** The exports a snippet without imports may use, as the file around it would import them. */
const contextImports: Record<string, string> = {
  ApiError: "import { ApiError } from '@hcuk-genesis/sdk';",
  ResponseBodyError: "import { ResponseBodyError } from '@hcuk-genesis/sdk';",
  createSharedTokenWorker: "import { createSharedTokenWorker } from '@hcuk-genesis/sdk';",
  createFinanceClient: "import { createFinanceClient } from '@hcuk-genesis/sdk';",
  createFinanceClientFor: "import { createFinanceClientFor } from '@hcuk-genesis/sdk';",
  financeOperation: "import { financeOperation } from '@hcuk-genesis/sdk';",
  adminMutations: "import { adminMutations } from '@hcuk-genesis/sdk/query';",
  useMutation: "import { useMutation } from '@tanstack/react-query';",
  useQueryClient: "import { useQueryClient } from '@tanstack/react-query';",
};

/** The app's own values a snippet may use without binding them: its clients, their inputs, its helpers. */
const contextValues: Record<string, string> = {
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

/** The names a snippet binds at its top level, and whether it imports anything. */
function bindingsOf(example: Example): { names: Set<string>; imports: boolean } {
  const names = new Set<string>();
  let imports = false;
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  const kind = example.tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile('example', example.code, ts.ScriptTarget.ES2022, false, kind);
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      imports = true;
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
  return { names, imports };
}

/** The repository's compiler options (a broken tsconfig throws), with Vite's `import.meta.env` for one example. */
function compilerOptions(): ts.CompilerOptions {
  const file = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
  if (file.error) throw new Error(ts.flattenDiagnosticMessageText(file.error.messageText, ' '));
  const { options, errors } = ts.parseJsonConfigFileContent(file.config, ts.sys, root);
  if (errors.length)
    throw new Error(errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, ' ')).join('; '));
  return { ...options, types: [...(options.types ?? []), 'vite/client'] };
}

/** How many TypeScript examples each doc has: a fence written so that it is missed fails the count. */
const expectedCounts = { 'docs/sdk.md': 13, 'sdk/README.md': 13, 'docs/mock-mode.md': 2, 'mocks/README.md': 8 };

it('finds every TypeScript example in the SDK and mocks docs', () => {
  expect(Object.fromEntries(docs.map((doc) => [doc, examplesOf(doc).length]))).toEqual(expectedCounts);
});

it('compiles every TypeScript example in the SDK and mocks docs against the packages', () => {
  const files = new Map<string, { example: Example; contextLines: number; text: string }>();
  for (const [index, example] of docs.flatMap(examplesOf).entries()) {
    const { names, imports } = bindingsOf(example);
    const context = Object.entries(imports ? contextValues : { ...contextImports, ...contextValues })
      .filter(([name]) => !names.has(name))
      .map(([, line]) => line);
    const text = [...context, example.code, 'export {};', ''].join('\n');
    files.set(`${root}docs/example-${index}.${example.tsx ? 'tsx' : 'ts'}`, {
      example,
      contextLines: context.length,
      text,
    });
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
  const problems = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(
    (diagnostic) => `compiler: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
  );
  for (const [path, { example, contextLines }] of files) {
    const source = program.getSourceFile(path);
    if (!source) throw new Error(`${path} is not in the program`);
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      if (diagnostic.file !== source || diagnostic.start === undefined) {
        problems.push(`${example.doc}:${example.line} (in ${diagnostic.file?.fileName ?? 'the program'}): ${message}`);
        continue;
      }
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start);
      problems.push(
        line < contextLines
          ? `${example.doc}:${example.line}, the context declared before it: ${message}`
          : `${example.doc}:${example.line + line - contextLines}: ${message}`,
      );
    }
  }
  expect(problems).toEqual([]);
}, 120_000);
