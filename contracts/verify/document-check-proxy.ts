/**
 * Between Pact's verifier and the provider: every 200 answer with a JSON body is checked against the OpenAPI
 * document's own rules for its operation (the SDK's generated validators: ranges, patterns, lengths, enums; then the
 * rules across its fields, `answer-rules.ts`), which a pact's matchers cannot express. A pact matches `fuelPrice` by
 * type; the document says 0.80 to 2.50, and a server answering 136 (pence for pounds) breaks it. Such an answer
 * reaches the verifier as a 502 whose body says why, so that interaction fails, and its published result with it;
 * the problems are listed for the report.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { collectIssues } from '@hcuk-genesis/sdk';
import { adminOperations, financeOperations, type OperationEntry } from '@hcuk-genesis/sdk/operations';
import { contractHeaders } from '../consumer/contract-headers.ts';
import type { Group } from '../documents.ts';
import { answerRules } from './answer-rules.ts';
import type { ProviderRequest } from './provider-connection.ts';

/** An answer that broke its document: the request's method and path, its operation, and each rule broken. */
export interface DocumentBreach {
  method: string;
  path: string;
  operationId: string;
  rules: string[];
}

/** The line the report shows for a breach. */
export const breachLine = ({ method, path, operationId, rules }: DocumentBreach): string =>
  `${method} ${path} (${operationId}): the answer breaks the OpenAPI document: ${rules.join('; ')}`;

/** A request the verifier gave up on before the provider answered it (its time limit for one request passed). */
export interface AbandonedRequest {
  method: string;
  path: string;
}

/** The proxy's address, what it found, and how to stop it. */
export interface DocumentCheckProxy {
  url: string;
  /** Each answer that broke its document, in the order they came. */
  breaches: () => DocumentBreach[];
  /** Each request the verifier stopped waiting for, in the order they were sent. */
  abandoned: () => AbandonedRequest[];
  close: () => Promise<void>;
}

const tables = { finance: financeOperations, admin: adminOperations } as const;

/** Each operation of `group` with a response validator, by `METHOD path`. */
function checkedRoutes(group: Group): Map<string, OperationEntry> {
  const routes = new Map<string, OperationEntry>();
  for (const entry of Object.values(tables[group]) as OperationEntry[])
    if (entry.validate) routes.set(`${entry.method.toUpperCase()} ${entry.path}`, entry);
  return routes;
}

/** The body as sent, decoded from its Content-Encoding (the verifier may ask for gzip), for reading only. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  const coding = (encoding ?? '').trim().toLowerCase();
  if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(body);
  if (coding === 'deflate') return inflateSync(body);
  if (coding === 'br') return brotliDecompressSync(body);
  return body;
}

/** The document's issues with `raw` as `entry`'s 200 body (none when it is not JSON: the pact says that). */
function issuesOf(entry: OperationEntry, raw: Buffer, encoding: string | undefined): string[] {
  let body: unknown;
  try {
    body = JSON.parse(decoded(raw, encoding).toString('utf8'));
  } catch {
    return [];
  }
  const check = entry.validate;
  if (!check) return [];
  const issues = collectIssues(check, body, 10).map(
    ({ path, rule }) => `${path.length > 0 ? `/${path.join('/')}` : 'the body'} ${rule}`,
  );
  // The rules across fields read an answer of the schema's shape only.
  return issues.length > 0 ? issues : (answerRules[entry.operationId]?.(body) ?? []);
}

/**
 * The `Authorization` a request carries to the provider, given `--token`'s (`authorization`): the token's in place of
 * the pacts' own bearer token, and on a request that has none (a provider-state call, as before). A token the pacts
 * send on purpose, the expired one, goes as it is, so a provider refuses it without a hook for that state.
 */
function providerAuthorization(sent: string | undefined, authorization: string | undefined): IncomingHttpHeaders {
  if (!authorization) return {};
  return sent === undefined || sent === `Bearer ${contractHeaders.bearerToken}` ? { authorization } : {};
}

/**
 * Starts the proxy on 127.0.0.1 in front of `target` (the provider's origin), for `group`'s operations, reaching it
 * with `send` (`provider-connection.ts`: over HTTPS, with the certificates `--provider-ca` trusts), with `--token`'s
 * `authorization` (`Bearer …`) where the pacts send their own token.
 */
export async function startDocumentCheckProxy(
  target: string,
  group: Group,
  send: ProviderRequest,
  authorization?: string,
): Promise<DocumentCheckProxy> {
  const routes = checkedRoutes(group);
  const upstream = new URL(target);
  const found: DocumentBreach[] = [];
  const given: AbandonedRequest[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    // The connection closed before the answer was written, and not by the proxy passing on a provider's drop: the
    // verifier stopped waiting.
    let dropped = false;
    const drop = () => {
      dropped = true;
      outgoing.destroy();
    };
    outgoing.on('close', () => {
      if (!outgoing.writableFinished && !dropped)
        given.push({ method: incoming.method ?? 'GET', path: (incoming.url ?? '').split('?')[0] ?? '' });
    });
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers: IncomingHttpHeaders = {
        ...incoming.headers,
        host: upstream.host,
        ...providerAuthorization(incoming.headers.authorization, authorization),
      };
      const method = incoming.method ?? 'GET';
      const forwarded = send(new URL(incoming.url ?? '/', upstream), { method, headers }, (answer) => {
        const parts: Buffer[] = [];
        // A provider that resets partway through the body has dropped the connection: so has the proxy, then.
        answer.on('error', drop);
        answer.on('close', () => {
          if (!answer.complete) drop();
        });
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const path = (incoming.url ?? '').split('?')[0] ?? '';
          const entry = routes.get(`${method} ${path}`);
          const json = /json/i.test(String(answer.headers['content-type'] ?? ''));
          const rules =
            entry && answer.statusCode === 200 && json ? issuesOf(entry, body, answer.headers['content-encoding']) : [];
          if (entry && rules.length > 0) {
            const breach = { method, path, operationId: entry.operationId, rules };
            found.push(breach);
            outgoing.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
            outgoing.end(`[hcuk] ${breachLine(breach)}`);
            return;
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(body);
        });
      });
      // A dropped connection, before or during the answer, is the verifier's to report (guard-proxy.ts): it is
      // passed on as one.
      forwarded.on('error', drop);
      forwarded.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    breaches: () => [...found],
    abandoned: () => [...given],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
