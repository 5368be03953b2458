import { createServer, request as forward, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Group } from '../documents.ts';
import { expectedInteraction, type ReplayedRequest } from './expected-status.ts';
import { exampleNameFor } from './named-examples.ts';

/** Where the verifier posts provider states by default (`contracts/verify/verify-provider.ts`). */
const statesPath = '/__pact/provider-states';

/** A running proxy: its URL, and how to stop it. */
export interface StatesProxy {
  url: string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function replayed(request: IncomingMessage, body: Buffer): ReplayedRequest {
  const url = new URL(request.url ?? '/', 'http://proxy');
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) query[name] = [...(query[name] ?? []), value];
  let json: unknown;
  try {
    json = body.length ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    json = body.toString('utf8');
  }
  return { method: request.method ?? 'GET', path: url.pathname, query, body: json };
}

/**
 * Prism has no provider states: it answers every request from the document's examples, with the lowest 2xx it
 * declares. This proxy in front of it plays the states' part. It takes the verifier's state calls (setup and
 * teardown), and when the pact expects an error for a request in the states set up (401 while the token has
 * expired, 503 while the configuration is unavailable, 404 for a vehicle without finance, a 400 the request alone
 * does not show), it asks Prism for the document's response with that status (`Prefer: code=...`). When the
 * response has several named examples and the interaction expects another than the first (an HP quote rather than
 * the PCP one, a 400 naming another field), it asks for that one too (`Prefer: example=...`, the name from
 * `named-examples.ts`). The body is still a document example, so Pact checks what the document says against the
 * pact. Every other request reaches Prism as sent, and Prism validates it against the document as usual.
 */
export async function startStatesProxy(group: Group, prismUrl: string): Promise<StatesProxy> {
  const target = new URL(prismUrl);
  const states = new Set<string>();
  const server = createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming);
    if (incoming.url?.startsWith(statesPath)) {
      const { state, action } = (body.length ? JSON.parse(body.toString('utf8')) : {}) as {
        state?: string;
        action?: string;
      };
      if (state && action === 'teardown') states.delete(state);
      else if (state) states.add(state);
      outgoing.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      return;
    }
    const interaction = expectedInteraction(group, states, replayed(incoming, body));
    const headers: OutgoingHttpHeaders = { ...incoming.headers, host: target.host };
    const preferences: string[] = [];
    if (interaction && interaction.status >= 300) preferences.push(`code=${interaction.status}`);
    const example = interaction && exampleNameFor(group, interaction.description);
    if (example) preferences.push(`example=${example}`);
    if (preferences.length) headers.prefer = preferences.join(', ');
    const upstream = forward(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end(`[hcuk] Prism did not answer: ${error.message}`);
    });
    upstream.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
