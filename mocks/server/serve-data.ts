/**
 * A Vite plugin that serves `mocks/data` at `/data/...`, exactly as any static file server would,
 * so mock mode works under `npm start` and `vite preview` even before (or without) the MSW worker.
 */

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

/** Absolute path of the static mock data folder. */
// From the sources (mocks/server) or a built module (mocks/dist, mocks/dist/server): the package's data folder.
export const mockDataDir = ['../data/', '../../data/']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((folder) => existsSync(`${folder}api`)) as string;

// The problem type of the SDK's 400s (mocks/handlers/problem.ts), repeated so Vite's config does not load msw.
const BAD_PATH_TYPE = 'https://hcuk.example/problems/validation';

const contentTypes: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A `/data/...` URL path resolved: the file inside `mocks/data`, or the 400 detail of a path that cannot be decoded. */
export type DataPath = { file: string } | { malformed: string };

/** Resolves a `/data/...` URL path to a file inside `mocks/data`; null when it is not one or would escape it. */
export function dataFileFor(urlPath: string): DataPath | null {
  if (!urlPath.startsWith('/data/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.slice('/data/'.length));
  } catch {
    // Broken percent-encoding (`/data/%E0%A4%A`) is the client's mistake, so it is a 400, never a crash or a 500.
    return { malformed: `[hcuk] ${urlPath} is not a valid percent-encoded /data path` };
  }
  const relative = normalize(decoded);
  if (relative.startsWith('..')) return null;
  return { file: join(mockDataDir, relative) };
}

function sendJson(response: ServerResponse, status: number, contentType: string, body: object): void {
  response.statusCode = status;
  response.setHeader('Content-Type', contentType);
  response.end(JSON.stringify(body));
}

/** The Vite middleware serving `/data/**`; other paths go to `next`. */
export const mockDataMiddleware: Connect.NextHandleFunction = (request, response, next) => {
  const path = dataFileFor(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!path) return next();
  if ('malformed' in path) {
    const problem = { type: BAD_PATH_TYPE, title: 'Invalid request', status: 400, detail: path.malformed };
    return sendJson(response, 400, 'application/problem+json', problem);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // The same answer as the standalone server: static files are read-only.
    response.setHeader('Allow', 'GET, HEAD');
    const detail = `[hcuk] ${request.url} answers GET, HEAD, not ${request.method}`;
    return sendJson(response, 405, 'application/problem+json', { title: 'Method not allowed', status: 405, detail });
  }
  const { file } = path;
  readFile(file).then(
    (content) => {
      response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
      response.end(content);
    },
    () => {
      // A missing mock file is a 404, as on any static server (not Vite's index.html fallback).
      const detail = `[hcuk] no mock data file for ${request.url}`;
      sendJson(response, 404, 'application/json; charset=utf-8', { title: 'Not found', status: 404, detail });
    },
  );
};

/** Serves `/data/**` from `mocks/data` in the dev server and in `vite preview`. */
export function serveMockData(): Plugin {
  return {
    name: 'hcuk-serve-mock-data',
    configureServer: (server) => void server.middlewares.use(mockDataMiddleware),
    configurePreviewServer: (server) => void server.middlewares.use(mockDataMiddleware),
  };
}
