/**
 * How `verify` itself reaches the provider: its start-up probes, its own provider-state calls, and the document
 * check's forwarding (`document-check-proxy.ts`). Over HTTPS it trusts the system's certificates and, given
 * `--provider-ca FILE`, the ones in that file, for the provider alone: a provider on a developer's machine serves a
 * development certificate that no system trusts (ASP.NET Core's `dotnet dev-certs https`, mkcert's), and the
 * broker's certificate is checked as always. Pact's verifier never connects to an HTTPS provider: it talks plain HTTP
 * to the document check on 127.0.0.1, which makes the connection with these settings.
 */
import { type ClientRequest, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';

/** Sends one request to the provider; `onAnswer` gets its answer as it starts. */
export type ProviderRequest = (
  url: URL,
  options: { method: string; headers: OutgoingHttpHeaders },
  onAnswer: (answer: IncomingMessage) => void,
) => ClientRequest;

/** A whole answer from the provider. */
export interface ProviderAnswer {
  status: number;
  text: string;
}

/** The provider's connections: one request at a time, or a whole answer read. */
export interface ProviderConnection {
  request: ProviderRequest;
  /** The answer to one request, read whole; rejects with the connection's error, or after `timeoutMs` unanswered. */
  ask: (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number },
  ) => Promise<ProviderAnswer>;
}

/** Connections to the provider trusting `ca` (PEM certificates) beside the system's certificates. */
export function providerConnection(ca?: string): ProviderConnection {
  // One agent, so the trusted certificates are read into a secure context once, not for every request.
  const agent = ca ? new Agent({ ca: [...rootCertificates, ca] }) : undefined;
  const request: ProviderRequest = (url, options, onAnswer) =>
    url.protocol === 'https:'
      ? httpsRequest(url, { ...options, agent }, onAnswer)
      : httpRequest(url, options, onAnswer);
  const ask: ProviderConnection['ask'] = (url, { method = 'GET', headers = {}, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const sent = request(new URL(url), { method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        answer.on('error', reject);
      });
      sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      sent.on('error', reject);
      sent.end(body);
    });
  return { request, ask };
}

/** The codes Node gives a TLS connection whose certificate it does not trust for the host. */
const untrusted = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** True when `error` is a connection refused for its certificate. */
const isUntrustedCertificate = (error: unknown): boolean =>
  error instanceof Error && untrusted.has(String((error as NodeJS.ErrnoException).code));

/** What OpenSSL says when the other end does not speak TLS: a plain HTTP server's answer read as a TLS record. */
const notTls = /wrong version number|packet length too long|unexpected eof while reading|http request/i;

/**
 * Why `url`, given by `flag`, could not be asked, when something there did answer, in words that say what to change:
 * a certificate this machine does not trust, a server that does not speak HTTPS where the URL says https://, or one
 * that hung up on plain HTTP (an HTTPS server does). Undefined when nothing answers at all, or the error says no more.
 */
export function connectionProblem(error: unknown, url: string, flag: string): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as NodeJS.ErrnoException;
  const https = url.startsWith('https:');
  if (isUntrustedCertificate(error))
    return `answers with a certificate this machine does not trust (${error.message}): give that certificate, or the authority that signed it, with --provider-ca FILE (a PEM file)`;
  // OpenSSL's own message runs to a line and a half of library detail: its reason alone says it.
  const tlsReason = notTls.exec(error.message)?.[0];
  if (https && (code === 'EPROTO' || tlsReason))
    return `does not answer over HTTPS (${tlsReason ?? code}): if it serves plain HTTP, give ${flag} with http://`;
  if (!https && (code === 'ECONNRESET' || error.message === 'socket hang up'))
    return `closed the connection without an answer (${error.message}): if it serves HTTPS, give ${flag} with https://`;
  return undefined;
}
