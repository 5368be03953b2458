import type { AntiForgeryToken } from '../middleware/anti-forgery.ts';
import type { MockMode } from '../middleware/mock-mode.ts';
import type { SecurityWorker } from '../middleware/security-worker.ts';

/** A deployment with default hosts in the OpenAPI documents' servers. */
export type Environment = 'development' | 'staging' | 'production';

/** Options of both client factories. */
export interface ClientOptions {
  /** Which default host to call; default `'production'`. Ignored when `baseUrl` is set. */
  environment?: Environment;
  /** The API host, e.g. `https://api.example.co.uk`; overrides `environment`. */
  baseUrl?: string;
  /**
   * Anti-forgery token sent on every request, or a function read before each one; default none (no header). If the
   * function throws, the call fails with a CallbackError naming the operation.
   */
  antiForgeryToken?: AntiForgeryToken;
  /** Client id sent on every request; default none (no header). One that cannot be sent is refused at creation. */
  clientId?: string;
  /** Header names; defaults `RequestVerificationToken` and `X-Client-Id`. */
  headerNames?: { antiForgery?: string; clientId?: string };
  /**
   * Mock mode, from `mockMode()` (its own import, so a bundle for a real API carries none of it): every call becomes
   * `GET {baseUrl}/data{path}.json` with its query string. A read's JSON body (`x-query: true`) rides along as
   * `mockBody=` (up to 2,000 characters encoded); a mutation's body is never sent. Default off (`false` is off too,
   * for a flag a bundler replaces, as in Vite's `mock: import.meta.env.DEV && mockMode()`).
   */
  mock?: MockMode | false;
  /**
   * The fetch to use, given each request as a `Request`; default `globalThis.fetch`, looked up on every call (so MSW
   * started later still applies) and given the URL and init, so no `Request` is built twice (decisions/0016).
   */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Checks every 200 body against the operation's schema in the OpenAPI document (validators generated at build
   * time); a body that breaks it throws a ResponseBodyError naming the operation, the JSON Pointer and the rule.
   * Extra properties always pass. The validators come with the definitions from `@hcuk-genesis/sdk/validated`, so a
   * bundle carries them only where they are imported. Default: on wherever the client has them (`createFinanceClient`
   * and `createAdminClient`, which have every one: on in mock mode, where a mock that drifts from the document shows
   * at once, and off otherwise). `true` throws `[hcuk]` if a picked definition has no validator; `false` checks none.
   */
  validateResponses?: boolean;
}

/** Options of the finance client. */
export interface FinanceClientOptions extends ClientOptions {
  /**
   * Returns the bearer token for secure calls; default: tokens from `Token/Index`, cached until near expiry. Never
   * called in mock mode. If it throws, the call fails with a CallbackError naming the operation.
   */
  securityWorker?: SecurityWorker;
  /** How long the default worker waits for `Token/Index`, in ms; default 10,000. Past it: NetworkError naming getToken. */
  tokenTimeoutMs?: number;
}
