/**
 * A tiny static server on 127.0.0.1 (a free port) for the host page, the built embed and a brand stylesheet, with
 * headers of a host's choosing (its CSP) and a hook for faults and proxies.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Path → [content type, file URL or literal text]. Anything else is a 404. */
export type Routes = Record<string, { type: string; file?: URL; text?: string }>;

/**
 * One route per file in `folder` (and its subfolders, with `recursive`), at `prefix` followed by the file's path;
 * a file `typeOf` gives no content type is left out.
 */
export function folderRoutes(
  folder: URL,
  prefix: string,
  typeOf: (path: string) => string | undefined,
  { recursive = false } = {},
): Routes {
  const routes: Routes = {};
  for (const path of readdirSync(folder, { recursive, encoding: 'utf8' })) {
    const type = typeOf(path);
    if (type) routes[`${prefix}${path}`] = { type, file: new URL(path, folder) };
  }
  return routes;
}

/** What a server adds to its routes. */
export interface StaticServerOptions {
  /** Headers on every answer (a Content-Security-Policy, CORS); default none. */
  headers?: Record<string, string>;
  /** Sees every request first, and answers it itself by returning true (a fault, a proxy); default none. */
  intercept?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** Starts the server; resolves with its origin and a `close()`. */
export async function startStaticServer(
  routes: Routes,
  { headers = {}, intercept }: StaticServerOptions = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (intercept?.(request, response)) return;
    const route = routes[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    if (!route) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const body = route.file ? readFile(route.file) : Promise.resolve(Buffer.from(route.text ?? ''));
    body.then(
      (content) => response.writeHead(200, { 'Content-Type': route.type }).end(content),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
