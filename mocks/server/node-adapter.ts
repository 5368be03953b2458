import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by {@link toFetchRequest} for a body over the limit; the server answers 413 without reading further. */
export class PayloadTooLargeError extends Error {
  override readonly name = 'PayloadTooLargeError';
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

async function readBody(incoming: IncomingMessage, maxBytes: number): Promise<ArrayBuffer> {
  // A declared length over the limit is refused before a byte of it is read.
  if (Number(incoming.headers['content-length'] ?? 0) > maxBytes) throw new PayloadTooLargeError(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    // A chunked body is counted as it arrives, so a huge one is never held in memory.
    if (size > maxBytes) throw new PayloadTooLargeError(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks)).buffer;
}

/**
 * A fetch `Request` for a node request received at `origin`: the body read in full up to `maxBodyBytes` (none for
 * GET and HEAD), else a {@link PayloadTooLargeError}. HEAD becomes GET, so it is answered like GET (without a body).
 */
export async function toFetchRequest(
  incoming: IncomingMessage,
  origin: string,
  maxBodyBytes: number,
): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET');
  const body = method === 'GET' ? undefined : await readBody(incoming, maxBodyBytes);
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
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
