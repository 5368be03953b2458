/** The one-script embed (`dist/hcuk-genesis.js`): registers every `hcuk-` element when loaded. */
import { registerAllElements } from './elements/register-all.ts';

registerAllElements();
