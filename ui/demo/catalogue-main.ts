/** The shared-pieces catalogue (`catalogue.html`). */
import { wireCatalogue } from './catalogue.ts';
import { startDemo } from './start-demo.ts';

await startDemo(wireCatalogue);
