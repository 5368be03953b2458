/**
 * Routes for `mocks/data` at `/data`, as any static file server would serve the folder: what a page in mock mode
 * (`hcukConfig.api.mock = true`) asks its own origin for. A query string is ignored, so lists come unfiltered.
 */
import { folderRoutes, type Routes } from './static-server.ts';

const data = new URL('../mocks/data/', import.meta.url);
const types: Record<string, string> = { json: 'application/json', svg: 'image/svg+xml', png: 'image/png' };

/** One route per file under `mocks/data`. */
export function mockDataRoutes(): Routes {
  return folderRoutes(data, '/data/', (path) => types[path.split('.').pop() ?? ''], { recursive: true });
}
