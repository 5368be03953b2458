import {
  type AdminClient,
  createAdminClient,
  createFinanceClient,
  type FinanceClient,
  type SecurityWorker,
} from '@hcuk-genesis/sdk';
import { contractHeaders } from './contract-headers.ts';

/** A finance client against the Pact mock server: fixed headers, and a fixed bearer token unless told otherwise. */
export function contractFinanceClient(
  baseUrl: string,
  securityWorker?: SecurityWorker,
  fetch?: (request: Request) => Promise<Response>,
): FinanceClient {
  return createFinanceClient({
    baseUrl,
    fetch,
    antiForgeryToken: contractHeaders.antiForgeryToken,
    clientId: contractHeaders.clientId,
    securityWorker: securityWorker ?? (() => contractHeaders.bearerToken),
  });
}

/** An admin client against the Pact mock server, with the fixed headers. */
export function contractAdminClient(baseUrl: string, fetch?: (request: Request) => Promise<Response>): AdminClient {
  return createAdminClient({
    baseUrl,
    fetch,
    antiForgeryToken: contractHeaders.antiForgeryToken,
    clientId: contractHeaders.clientId,
  });
}
