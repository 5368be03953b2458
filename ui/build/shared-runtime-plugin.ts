/**
 * Chunks that find the embed whatever it is called, and that can be downloaded again after a failure.
 *
 * **The entry's registry.** Rolldown has every chunk import what it shares with the entry (React, the shared
 * components) from `./hcuk-genesis.js`. An entry served as `widget.abc123.js`, or as `hcuk-genesis.js?v=1.9.4`, is
 * another URL: its chunks would fetch and run a second copy of React and the elements (a blank dialog). So instead
 * the entry hands what it shares to one frozen registry on `globalThis`, under
 * `Symbol.for('hcuk-genesis@<version>#<build>')`, and each chunk reads its bindings from there. The first copy on a
 * page sets the registry, and its elements are the ones registered (register-element.ts), so a second copy's chunks
 * are never loaded. Chosen over a stable-named shared chunk (entry → shared chunk → step), which would put a second
 * request in series before the first step on every page. A chunk reads each binding once, so the build refuses an
 * entry that reassigns a binding it shares.
 *
 * **Chunks as leaves.** A browser keeps a failed module download failed for the page's life, static imports included
 * (`ui/components/lazy/chunk-loader.ts`). So no chunk imports another statically: each `import … from './chunk.js'`
 * becomes `const { … } = await loadChunk('./chunk.js', import.meta.url, () => import('./chunk.js'))` (top-level
 * await), and each `import('./chunk.js')`, in the entry or a chunk, becomes the same call without the `await`: the
 * first attempt is the plain `import()`, so a host's bundler still sees and follows every chunk. The loader (the entry's export
 * `loadChunk`, passed to chunks through the registry) asks for a failed file again at a new URL, and runs each file
 * once, so a chunk several others need (the calculator's flow, the HTML content) is one instance. The build refuses
 * a cycle of chunks (top-level await would wait for itself) and a chunk that reassigns a binding it exports.
 * See `decisions/0001-chunks-that-recover.md`.
 */
import { createHash } from 'node:crypto';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';
import { topLevelReassignments } from './top-level-reassignments.ts';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Options of `sharedRuntimePlugin`. */
export interface SharedRuntimeOptions {
  /** The entry's file name; default `hcuk-genesis.js`. */
  entryFileName?: string;
  /** The package version, part of the registry's key. */
  version: string;
  /** The name the entry exports its chunk loader under; default `loadChunk` (`chunk-loader.ts`). */
  loaderExport?: string;
}

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && typeof (value as Node).type === 'string';

/** Every `import(…)` in `node`, at any depth. */
function* importExpressions(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* importExpressions(item);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'ImportExpression') yield node;
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && typeof value === 'object') yield* importExpressions(value);
}

/**
 * A call of the loader for the chunk `source`: its first attempt is a plain `import()` of it, which a host's bundler
 * (a page that imports `hcuk-genesis/embed` and builds it again) can see and follow, as it did before the rewrite.
 */
const loaderCall = (loader: string, source: string) =>
  `${loader}(${JSON.stringify(source)}, import.meta.url, () => import(${JSON.stringify(source)}))`;

/** The cycles' first chunk in `graph` (file → the chunks it imports), or undefined. */
export function chunkCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

/** The Vite (rolldown) plugin: rewrites the entry's exports and every chunk's imports in `renderChunk`. */
export function sharedRuntimePlugin({
  entryFileName = 'hcuk-genesis.js',
  version,
  loaderExport = 'loadChunk',
}: SharedRuntimeOptions): Plugin {
  let key = '';
  const registry = () => `globalThis[Symbol.for(${JSON.stringify(key)})]`;
  const fail = (message: string): never => {
    throw new Error(`[hcuk] build: ${message}`);
  };
  /** Each non-entry chunk's static imports of other chunks, for the cycle check. */
  const chunkImports = new Map<string, string[]>();
  return {
    name: 'hcuk-shared-runtime',
    apply: 'build',
    renderStart() {
      // The build's own code in the key: two different builds of one version on a page never share a registry.
      const hash = createHash('sha256');
      for (const id of [...this.getModuleIds()].sort()) hash.update(this.getModuleInfo(id)?.code ?? '');
      key = `hcuk-genesis@${version}#${hash.digest('hex').slice(0, 12)}`;
      chunkImports.clear();
    },
    renderChunk(code, chunk) {
      const program = parseAst(code);
      const body = program.body as unknown as Node[];
      const edited = new MagicString(code);
      const isEntry = chunk.isEntry && chunk.fileName === entryFileName;
      const chunkFiles = new Set(
        [...chunk.imports, ...chunk.dynamicImports].filter((file) => file !== entryFileName).map((file) => `./${file}`),
      );
      let loader: string;
      if (isEntry) {
        const shared: string[] = [];
        let loaderLocal: string | undefined;
        for (const node of body) {
          if (!node.type.startsWith('Export')) continue;
          if (node.type !== 'ExportNamedDeclaration' || node.source || node.declaration)
            fail(`${entryFileName} may only export a list of its own bindings, found ${node.type}`);
          for (const specifier of node.specifiers as Node[]) {
            const local = (specifier.local as Node).name as string;
            const exported = (specifier.exported as Node).name as string;
            if (exported === loaderExport) loaderLocal = local;
            shared.push(`${JSON.stringify(exported)}: ${local}`);
          }
          edited.remove(node.start, node.end);
        }
        if (!loaderLocal) fail(`${entryFileName} does not export its chunk loader as "${loaderExport}"`);
        loader = loaderLocal as string;
        const locals = shared.map((entry) => entry.split(': ')[1] as string);
        const reassigned = topLevelReassignments(program);
        const live = locals.filter((name) => reassigned.has(name));
        if (live.length > 0) fail(`the entry shares bindings it reassigns (${live.join(', ')}); chunks read them once`);
        for (const node of body)
          if (node.type === 'ImportDeclaration' && chunkFiles.has((node.source as Node).value as string))
            fail(`${entryFileName} imports the chunk ${(node.source as Node).value} statically`);
        // The first copy of this build on the page sets it, for good; a second copy's chunks are never loaded.
        edited.append(
          `\n{ const key = Symbol.for(${JSON.stringify(key)});\n` +
            '  if (!Object.hasOwn(globalThis, key)) ' +
            `Object.defineProperty(globalThis, key, { value: Object.freeze({ ${shared.join(', ')} }) }); }\n`,
        );
      } else {
        const missing = `(() => { throw new Error(${JSON.stringify(
          `[hcuk] ${chunk.name} was loaded without its entry script (${entryFileName} ${version}, the same build); ` +
            'load the embed with <script type="module" src="…/hcuk-genesis.js"> and serve its chunks beside it',
        )}); })()`;
        loader = `(${registry()} ?? ${missing})[${JSON.stringify(loaderExport)}]`;
        const entrySpecifier = `./${entryFileName}`;
        const fromChunks: { names: string[]; source: string }[] = [];
        for (const node of body) {
          const source = (node.source as Node | undefined)?.value as string | undefined;
          if (source === undefined || (source !== entrySpecifier && !chunkFiles.has(source))) continue;
          if (node.type !== 'ImportDeclaration') fail(`${chunk.fileName} re-exports from ${source} (${node.type})`);
          const named = (node.specifiers as Node[]).map((specifier) => {
            if (specifier.type !== 'ImportSpecifier') fail(`${chunk.fileName} imports ${source} as ${specifier.type}`);
            return `${JSON.stringify((specifier.imported as Node).name)}: ${(specifier.local as Node).name}`;
          });
          if (source === entrySpecifier) {
            edited.overwrite(
              node.start,
              node.end,
              named.length > 0 ? `const { ${named.join(', ')} } = ${registry()} ?? ${missing};` : '',
            );
          } else {
            fromChunks.push({ names: named, source });
            edited.remove(node.start, node.end);
          }
        }
        if (fromChunks.length > 0) {
          // All of them at once, then their bindings: the chunks this one needs download side by side.
          const loads = fromChunks.map(({ source }) => loaderCall(loader, source));
          const bindings = fromChunks.map(({ names }, index) => `{ ${names.join(', ')} } = $hcukChunks[${index}]`);
          edited.prepend(`const $hcukChunks = await Promise.all([${loads.join(', ')}]), ${bindings.join(', ')};\n`);
        }
        chunkImports.set(
          chunk.fileName,
          fromChunks.map(({ source }) => source.slice(2)),
        );
        // Chunks that import this one read its bindings once.
        const exported = body
          .filter((node) => node.type === 'ExportNamedDeclaration' && !node.source)
          .flatMap((node) => (node.specifiers as Node[]).map((specifier) => (specifier.local as Node).name as string));
        const reassigned = topLevelReassignments(program);
        const live = exported.filter((name) => reassigned.has(name));
        if (live.length > 0) fail(`${chunk.fileName} exports bindings it reassigns (${live.join(', ')})`);
        if (edited.toString().includes(`"${entrySpecifier}"`))
          fail(`${chunk.fileName} still refers to ${entrySpecifier} after the rewrite`);
      }
      for (const expression of importExpressions(body)) {
        const source = expression.source as Node;
        if (source.type !== 'Literal' || !chunkFiles.has(source.value as string)) continue;
        edited.overwrite(expression.start, expression.end, loaderCall(loader, source.value as string));
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
    generateBundle() {
      const cycle = chunkCycle(chunkImports);
      if (cycle) fail(`chunks import each other in a cycle (${cycle.join(' → ')}); top-level await would never end`);
    },
  };
}
