/** The one-script embed (`dist/hcuk-genesis.js`): registers every `hcuk-` element when loaded. */

// The loader every chunk is downloaded through (chunk-loader.ts): the build hands it to the chunks. First, since the
// early start below already loads the calculator's flow chunk through it.
export { loadChunk } from './components/lazy/chunk-loader.ts';

// Then the calculators on the page start their downloads, before React is evaluated (embed-early-start.ts).
import './embed-early-start.ts';

import { rememberEmbedScript } from './components/styles/style-nonce.ts';
import { registerAllElements } from './elements/register-all.ts';

// Before any element renders: the nonce of this script's own tag, for the rare `<style>` (style-nonce.ts).
rememberEmbedScript(import.meta.url);
registerAllElements();
