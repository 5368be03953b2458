import type { IncomingMessage, ServerResponse } from 'node:http';
import { nestsDeeperThan } from './json-nesting.ts';
import { RequestRejection } from './request-rejection.ts';

/** What {@link toFetchRequest} accepts in a body. */
export interface BodyLimits {
  /** The most bytes read; past it a 413 and the rest is not read. */
  maxBytes: number;
  /** The deepest nesting of arrays and objects; past it a 400. */
  maxDepth: number;
}

const tooLarge = (limit: number) =>
  // The rest of the body is never read: close the connection rather than wait for it.
  new RequestRejection(413, 'Payload too large', `The request body is larger than ${limit} bytes.`, {
    Connection: 'close',
  });

/** Reads the whole body within `limits`, else a {@link RequestRejection}: 413 over the size, 400 nested too deep. */
export async function readBody(incoming: IncomingMessage, limits: BodyLimits): Promise<Uint8Array<ArrayBuffer>> {
  // A declared length over the limit is refused before a byte of it is read.
  if (Number(incoming.headers['content-length'] ?? 0) > limits.maxBytes) throw tooLarge(limits.maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    // A chunked body is counted as it arrives, so a huge one is never held in memory.
    if (size > limits.maxBytes) throw tooLarge(limits.maxBytes);
    chunks.push(chunk as Buffer);
  }
  const body = new Uint8Array(Buffer.concat(chunks));
  if (nestsDeeperThan(body, limits.maxDepth)) {
    const detail = `[hcuk] the request body nests arrays or objects more than ${limits.maxDepth} deep`;
    throw new RequestRejection(400, 'Invalid request', detail);
  }
  return body;
}

/**
 * A fetch `Request` for a node request to `url`: the body read in full within `limits` (none for GET and HEAD), else
 * a {@link RequestRejection} (413, or 400 when nested too deep). HEAD becomes GET, so it is answered like GET.
 */
export async function toFetchRequest(incoming: IncomingMessage, url: URL, limits: BodyLimits): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET');
  const body = method === 'GET' ? undefined : await readBody(incoming, limits);
  return new Request(url, { method, headers, body });
}

/**
 * Writes a fetch `Response` (status, headers, body) to a node response, with extra headers (CORS). The length is
 * always set, so a HEAD answer (whose body node drops) carries the same headers as the GET.
 */
export async function writeResponse(
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}
