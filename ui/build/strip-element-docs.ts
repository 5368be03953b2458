/**
 * A build plugin for the embed: the element definitions' documentation serves the manifest, the typings and the
 * README, never the page. So the embed ships summaries and attribute descriptions as empty strings, and the lists of
 * CSS parts and events as empty lists (`parts: []`, `events: {}`): no code in the page reads them (the manifest, the
 * typings and the tests read the sources). About 2.9 KB gzipped that no visitor reads.
 */
import type { Plugin } from 'vite';

// One string literal ('…', "…" or `…` without nested backticks), or several joined with +.
const literal = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const literals = String.raw`${literal}(?:\s*\+\s*${literal})*`;
const documented = new RegExp(String.raw`\b(description|summary):\s*${literals}`, 'g');

/** Files holding element documentation. */
const definitionFile = /\/ui\/elements\/(?:[^/]+\/[^/]+-definition|common-attributes)\.ts$/;

/** `code` with every documentation string emptied, and every `parts: [...]` and `events: {...}` too. */
export function stripElementDocs(code: string): string {
  return emptied(emptied(code.replace(documented, "$1: ''"), 'parts', '[', ']'), 'events', '{', '}');
}

/** `code` with the value after each `name:` (opening with `open`) emptied; brackets in strings do not count. */
function emptied(code: string, name: string, open: string, close: string): string {
  let out = '';
  let from = 0;
  for (const match of code.matchAll(new RegExp(`\\b${name}:\\s*\\${open}`, 'g'))) {
    const start = (match.index ?? 0) + match[0].length - 1;
    if (start < from) continue;
    let depth = 0;
    let quote = '';
    let end = start;
    for (; end < code.length; end += 1) {
      const char = code[end];
      if (quote) {
        if (char === '\\') end += 1;
        else if (char === quote) quote = '';
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if (char === open) depth += 1;
      else if (char === close && --depth === 0) break;
    }
    out += `${code.slice(from, start)}${open}${close}`;
    from = end + 1;
  }
  return out + code.slice(from);
}

/** The Vite plugin applying {@link stripElementDocs} to the element definitions. */
export function stripElementDocsPlugin(): Plugin {
  return {
    name: 'hcuk-strip-element-docs',
    enforce: 'pre',
    transform(code, id) {
      return definitionFile.test(id) ? { code: stripElementDocs(code), map: null } : undefined;
    },
  };
}
