/**
 * Chunk downloads that fail on the server side, for any engine: an `intercept` (static-server.ts) that answers the
 * first requests for a chunk with 503, whatever their query (the loader's retry keys), and keeps every URL asked for
 * with the status it got.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request for a chunk: its file name and query, and the status it was answered with. */
export interface ChunkRequest {
  file: string;
  query: string;
  status: number;
}

/** The faults of one server. */
export function chunkFaults() {
  const failuresLeft = new Map<string, number>();
  const requests: ChunkRequest[] = [];
  // The hash is 8 base64url characters and may itself start with '-' (`charging-step--DWJCalA`): the name is what
  // comes before the last 8, not before the last '-'.
  const nameOf = (file: string) => /^hcuk-genesis-([a-z-]+?)-[\w-]{8}\.js$/.exec(file)?.[1];
  return {
    /** The chunk named `name` (`calculator-flow`, `modal`, …) answers 503 to its next `times` requests. */
    fail: (name: string, times: number) => failuresLeft.set(name, times),
    /** Every chunk request so far, for `name` alone when given. */
    requests: (name?: string) => requests.filter((request) => name === undefined || nameOf(request.file) === name),
    /** Forgets the requests and the faults. */
    reset: () => {
      failuresLeft.clear();
      requests.length = 0;
    },
    /** The intercept: answers a failing chunk itself, and records every chunk request. */
    intercept: (request: IncomingMessage, response: ServerResponse): boolean => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const file = url.pathname.split('/').pop() ?? '';
      const name = nameOf(file);
      if (name === undefined) return false;
      const left = failuresLeft.get(name) ?? 0;
      const status = left > 0 ? 503 : 200;
      requests.push({ file, query: url.search, status });
      if (left <= 0) return false;
      failuresLeft.set(name, left - 1);
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
      return true;
    },
  };
}
