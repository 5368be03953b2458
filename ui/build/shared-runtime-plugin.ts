/**
 * Chunks that find the embed whatever it is called. Rolldown has every chunk import what it shares with the entry
 * (React, the shared components) from `./hcuk-genesis.js`. An entry served as `widget.abc123.js`, or as
 * `hcuk-genesis.js?v=1.9.4`, is another URL: its chunks would fetch and run a second copy of React and the elements
 * (a blank dialog). So instead the entry hands what it shares to one frozen registry on `globalThis`, under
 * `Symbol.for('hcuk-genesis@<version>#<build>')`, and each chunk reads its bindings from there. The chunks import
 * nothing from the entry, only each other (hashed names, relative to themselves): the entry may have any name, query
 * string or path, as long as the chunks are beside it. The first copy on a page sets the registry, and its elements
 * are the ones registered (register-element.ts), so a second copy's chunks are never loaded.
 *
 * Chosen over moving the shared code into a stable-named chunk of its own (entry → shared chunk → step): that puts
 * a second request in series before the first step can show, on every page; this keeps the first download one file.
 * A chunk reads each binding once, so the build refuses an entry that reassigns a binding it shares.
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
}

/** The Vite (rolldown) plugin: rewrites the entry's exports and the chunks' imports of it in `renderChunk`. */
export function sharedRuntimePlugin({ entryFileName = 'hcuk-genesis.js', version }: SharedRuntimeOptions): Plugin {
  let key = '';
  const registry = () => `globalThis[Symbol.for(${JSON.stringify(key)})]`;
  const fail = (message: string): never => {
    throw new Error(`[hcuk] build: ${message}`);
  };
  return {
    name: 'hcuk-shared-runtime',
    apply: 'build',
    renderStart() {
      // The build's own code in the key: two different builds of one version on a page never share a registry.
      const hash = createHash('sha256');
      for (const id of [...this.getModuleIds()].sort()) hash.update(this.getModuleInfo(id)?.code ?? '');
      key = `hcuk-genesis@${version}#${hash.digest('hex').slice(0, 12)}`;
    },
    renderChunk(code, chunk) {
      const program = parseAst(code);
      const edited = new MagicString(code);
      if (chunk.isEntry && chunk.fileName === entryFileName) {
        const shared: string[] = [];
        for (const node of program.body as unknown as Node[]) {
          if (!node.type.startsWith('Export')) continue;
          if (node.type !== 'ExportNamedDeclaration' || node.source || node.declaration)
            fail(`${entryFileName} may only export a list of its own bindings, found ${node.type}`);
          for (const specifier of node.specifiers as Node[]) {
            const local = (specifier.local as Node).name as string;
            shared.push(`${JSON.stringify((specifier.exported as Node).name)}: ${local}`);
          }
          edited.remove(node.start, node.end);
        }
        const locals = shared.map((entry) => entry.split(': ')[1] as string);
        const reassigned = topLevelReassignments(program);
        const live = locals.filter((name) => reassigned.has(name));
        if (live.length > 0) fail(`the entry shares bindings it reassigns (${live.join(', ')}); chunks read them once`);
        // The first copy of this build on the page sets it, for good; a second copy's chunks are never loaded.
        edited.append(
          `\n{ const key = Symbol.for(${JSON.stringify(key)});\n` +
            '  if (!Object.hasOwn(globalThis, key)) ' +
            `Object.defineProperty(globalThis, key, { value: Object.freeze({ ${shared.join(', ')} }) }); }\n`,
        );
      } else {
        const entrySpecifier = `./${entryFileName}`;
        for (const node of program.body as unknown as Node[]) {
          const source = (node.source as Node | undefined)?.value;
          if (source !== entrySpecifier) continue;
          if (node.type !== 'ImportDeclaration') fail(`${chunk.fileName} re-exports from the entry (${node.type})`);
          const specifiers = node.specifiers as Node[];
          const named = specifiers.map((specifier) => {
            if (specifier.type !== 'ImportSpecifier') fail(`${chunk.fileName} imports the entry as ${specifier.type}`);
            return `${JSON.stringify((specifier.imported as Node).name)}: ${(specifier.local as Node).name}`;
          });
          const missing = `(() => { throw new Error(${JSON.stringify(
            `[hcuk] ${chunk.name} was loaded without its entry script (${entryFileName} ${version}, the same build); ` +
              'load the embed with <script type="module" src="…/hcuk-genesis.js"> and serve its chunks beside it',
          )}); })()`;
          edited.overwrite(
            node.start,
            node.end,
            named.length > 0 ? `const { ${named.join(', ')} } = ${registry()} ?? ${missing};` : '',
          );
        }
        if (edited.toString().includes(`"${entrySpecifier}"`))
          fail(`${chunk.fileName} still refers to ${entrySpecifier} after the rewrite`);
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
  };
}
