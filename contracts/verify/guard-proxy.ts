import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

/** The status the verifier is answered with for a request whose connection the provider dropped. */
export const droppedStatus = 502;

/** A request the provider dropped (reset, hung up) instead of answering. */
export interface DroppedRequest {
  method: string;
  path: string;
  message: string;
}

interface ProxyPrototype {
  onError?: (error: Error, req?: IncomingMessage, res?: ServerResponse) => void;
}

/**
 * Pact JS forwards each replayed request through an http-proxy with no error handler, so a provider that drops a
 * connection throws out of the verifier and leaves it hanging. This answers such a request with a 502 instead and
 * records it, so the verifier goes on to the next interaction and the report can say what happened.
 * Returns false when http-proxy is not where Pact keeps it (then a crash is still reported, by the parent).
 */
export function guardPactProxy(dropped: DroppedRequest[]): boolean {
  try {
    const fromPact = createRequire(createRequire(import.meta.url).resolve('@pact-foundation/pact'));
    const prototype = (fromPact('http-proxy') as { prototype?: ProxyPrototype }).prototype;
    if (typeof prototype?.onError !== 'function') return false;
    prototype.onError = (error, req, res) => {
      const path = (req?.url ?? '').split('?')[0] ?? '';
      dropped.push({ method: req?.method ?? '', path, message: error.message });
      if (res && !res.headersSent) {
        res.writeHead(droppedStatus, { 'Content-Type': 'text/plain' });
        res.end(`[hcuk] the provider dropped the connection (${error.message})`);
      }
    };
    return true;
  } catch {
    return false;
  }
}
