/**
 * Routes for the built embed as a CDN folder serves it: `dist/hcuk-genesis.js` and the chunks it loads from
 * beside itself (the later calculator steps, the HTML sanitiser).
 */
import { existsSync } from 'node:fs';
import { folderRoutes, type Routes } from './static-server.ts';

const dist = new URL('../dist/', import.meta.url);

/**
 * One route per `*.js` file of `folder` (default this clone's `dist/`), under `/dist/`; throws when the embed has not
 * been built there.
 */
export function distRoutes(folder: URL = dist): Routes {
  if (!existsSync(new URL('hcuk-genesis.js', folder))) {
    throw new Error(`[hcuk] e2e: ${folder.pathname}hcuk-genesis.js is missing; run \`npm run build\` first`);
  }
  return folderRoutes(folder, '/dist/', (file) =>
    file.endsWith('.js') ? 'text/javascript; charset=utf-8' : undefined,
  );
}
