/**
 * A Vite plugin that serves `mocks/data` at `/data/...`, exactly as any static file server would,
 * so mock mode works under `npm start` and `vite preview` even before (or without) the MSW worker.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

/** Absolute path of the static mock data folder. */
export const mockDataDir = fileURLToPath(new URL('../data/', import.meta.url));

const contentTypes: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Resolves a `/data/...` URL path to a file inside `mocks/data`, or null when it would escape it. */
export function dataFileFor(urlPath: string): string | null {
  if (!urlPath.startsWith('/data/')) return null;
  const relative = normalize(decodeURIComponent(urlPath.slice('/data/'.length)));
  if (relative.startsWith('..')) return null;
  return join(mockDataDir, relative);
}

const middleware: Connect.NextHandleFunction = (request, response, next) => {
  const file = dataFileFor(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!file) return next();
  readFile(file).then(
    (content) => {
      response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
      response.end(content);
    },
    () => {
      // A missing mock file is a 404, as on any static server (not Vite's index.html fallback).
      response.statusCode = 404;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(
        JSON.stringify({ title: 'Not found', status: 404, detail: `[hcuk] no mock data file for ${request.url}` }),
      );
    },
  );
};

/** Serves `/data/**` from `mocks/data` in the dev server and in `vite preview`. */
export function serveMockData(): Plugin {
  return {
    name: 'hcuk-serve-mock-data',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
