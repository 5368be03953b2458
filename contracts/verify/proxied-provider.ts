/**
 * For the verification tests: a provider in front of another (the mock server), to make it wrong in one way. Each
 * request, with its body read, goes to `intercept` first, which answers it (or drops it) and returns true, or leaves
 * it to `target`. Given `tls` (a key and its certificate), the provider serves HTTPS.
 */
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** Starts the proxy on 127.0.0.1: its URL, and the server to close. */
export async function proxiedProvider(
  target: string,
  intercept: (incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse) => boolean,
  tls?: { key: string; cert: string },
): Promise<{ url: string; server: Server }> {
  const origin = new URL(target);
  const answer: RequestListener = (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (intercept(incoming, body, outgoing)) return;
      const { method, headers } = incoming;
      const upstream = forward(
        { host: origin.hostname, port: origin.port, path: incoming.url, method, headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      // A reset from the target fails the test, instead of crashing the worker with an unhandled error.
      upstream.on('error', () => outgoing.destroy());
      upstream.end(body);
    });
  };
  const proxy: Server = tls ? createHttpsServer(tls, answer) : createServer(answer);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${(proxy.address() as AddressInfo).port}`, server: proxy };
}
