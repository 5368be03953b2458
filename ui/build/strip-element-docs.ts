/**
 * A build plugin for the embed: the element definitions' documentation (summaries, attribute, event and part
 * descriptions, event detail types) serves the manifest, the typings and the README, never the page, so the embed
 * ships it as empty strings. About 2.7 KB gzipped that no visitor reads.
 */
import type { Plugin } from 'vite';

// One string literal ('…', "…" or `…` without nested backticks), or several joined with +.
const literal = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const literals = String.raw`${literal}(?:\s*\+\s*${literal})*`;
const documented = new RegExp(String.raw`\b(description|summary):\s*${literals}`, 'g');
const eventDocs = new RegExp(String.raw`\beventSpec(?:<[^>]*>)?\(\s*${literals}(?:\s*,\s*${literals})?\s*,?\s*\)`, 'g');

/** Files holding element documentation. */
const definitionFile = /\/ui\/elements\/(?:[^/]+\/[^/]+-definition|common-attributes)\.ts$/;

/** `code` with every documentation string emptied. */
export function stripElementDocs(code: string): string {
  return code.replace(documented, "$1: ''").replace(eventDocs, "eventSpec('')");
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
