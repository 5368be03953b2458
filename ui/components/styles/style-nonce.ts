/**
 * The nonce for a `<style>` element, where one cannot be avoided (a browser without constructable stylesheets):
 * `hcukConfig.nonce`, else the nonce of the `<script>` that loaded the embed, so a host whose `style-src` lists a
 * nonce needs no setting of its own.
 */
import { readHcukConfig } from '../../config/hcuk-config.ts';

// Set once by the embed's entry: a module script has no `document.currentScript` to ask later.
let embedScriptNonce = '';

/** Remembers the nonce of the `<script>` whose `src` is `scriptUrl` (the embed's own `import.meta.url`). */
export function rememberEmbedScript(scriptUrl: string): void {
  if (typeof document === 'undefined') return;
  const script = Array.from(document.scripts).find((candidate) => candidate.src === scriptUrl);
  // The nonce attribute reads empty once the script has run (browsers hide it); the property keeps it.
  embedScriptNonce = script?.nonce ?? '';
}

/** The nonce a `<style>` element carries; default none (an empty string). */
export function styleNonce(): string {
  return readHcukConfig().nonce ?? embedScriptNonce;
}
