/** A host's reverse proxy for the e2e servers: requests under a path go on to another origin. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';

/** An `intercept` (static-server.ts) that forwards every request under `prefix` to `target` and answers with its answer. */
export function proxyTo(prefix: string, target: string) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!request.url?.startsWith(prefix)) return false;
    const url = new URL(request.url, target);
    const upstream = httpRequest(
      url,
      { method: request.method, headers: { ...request.headers, host: url.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
    return true;
  };
}
