/**
 * Routes for `mocks/data` at `/data`, as any static file server would serve the folder: what a page in mock mode
 * (`hcukConfig.api.mock = true`) asks its own origin for. A query string is ignored, so lists come unfiltered.
 */
import { readdirSync } from 'node:fs';
import type { Routes } from './static-server.ts';

const data = new URL('../mocks/data/', import.meta.url);
const types: Record<string, string> = { json: 'application/json', svg: 'image/svg+xml', png: 'image/png' };

/** One route per file under `mocks/data`. */
export function mockDataRoutes(): Routes {
  const routes: Routes = {};
  for (const path of readdirSync(data, { recursive: true, encoding: 'utf8' })) {
    const type = types[path.split('.').pop() ?? ''];
    if (type) routes[`/data/${path}`] = { type, file: new URL(path, data) };
  }
  return routes;
}
