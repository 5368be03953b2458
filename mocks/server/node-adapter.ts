import type { IncomingMessage, ServerResponse } from 'node:http';

/** A fetch `Request` for a node request received at `origin` (body read in full; none for GET and HEAD). */
export async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks)).buffer;
  }
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
}

/** Writes a fetch `Response` (status, headers, body) to a node response, with extra headers (CORS). */
export async function writeResponse(
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}
