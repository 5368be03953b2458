import { type Agent, request } from 'node:http';

/** One request as it goes on the wire: any method token and target, exactly as written (fetch would refuse TRACE). */
export interface RawRequest {
  method: string;
  /** The request target, e.g. `/__health` or `//[::1`. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What came back, with how long it took in milliseconds. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** Sends `raw` to `baseUrl` (a 127.0.0.1 server) over node:http, within `timeoutMs` (default 5,000). */
export function sendRaw(baseUrl: string, raw: RawRequest, options: { agent?: Agent; timeoutMs?: number } = {}) {
  const { hostname, port } = new URL(baseUrl);
  // Framed by Content-Length whatever the method: node's client sends a GET body unframed otherwise.
  const length = raw.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(raw.body)) };
  const started = performance.now();
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method: raw.method,
        path: raw.target,
        headers: { ...raw.headers, ...length },
        agent: options.agent,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    outgoing.setTimeout(options.timeoutMs ?? 5000, () =>
      outgoing.destroy(
        new Error(`[hcuk] no answer to ${raw.method} ${raw.target} within ${options.timeoutMs ?? 5000} ms`),
      ),
    );
    outgoing.on('error', reject);
    outgoing.end(raw.body);
  });
}
