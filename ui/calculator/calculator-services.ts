/**
 * One calculator's server access: its own QueryClient (the SDK's defaults) and a finance client built from
 * `hcukConfig.api` (mock mode or a real API). Read once, when the element first renders.
 */

import {
  createFinanceClientFor,
  createSharedTokenWorker,
  type FinanceClient,
  type SecurityWorker,
  validatedLater,
} from '@hcuk-genesis/sdk';
import { calculateByQuery, getConfiguration, getRunningCostModels } from '@hcuk-genesis/sdk/definitions';
import { createQueryClient } from '@hcuk-genesis/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { type HcukApiOptions, readHcukConfig } from '../config/hcuk-config.ts';
import { sdkOptionsOf } from '../config/sdk-options.ts';
import type * as CalculatorResponseChecks from './calculator-response-checks.ts';

/** Downloads the validated definitions of the calculator's operations (`flow-chunk.ts`'s `loadResponseChecks`). */
export type LoadResponseChecks = () => Promise<typeof CalculatorResponseChecks>;

/**
 * The three operations the calculator calls, each answer checked against the document before a figure is shown. The
 * embed's first file carries their plain definitions; their validators come with the flow chunk, which the first
 * step needs anyway and which downloads while the first two requests are out (decisions/0019).
 */
const calculatorOperations = (load: LoadResponseChecks) =>
  [
    validatedLater(getConfiguration, () => load().then((checks) => checks.getConfiguration)),
    validatedLater(getRunningCostModels, () => load().then((checks) => checks.getRunningCostModels)),
    validatedLater(calculateByQuery, () => load().then((checks) => checks.calculateByQuery)),
  ] as const;

/** The calculator's finance client: a method for each of its three operations. */
export type CalculatorFinance = FinanceClient<ReturnType<typeof calculatorOperations>[number]['operationId']>;

/** The services, or the error that stopped the client being created (e.g. an unknown environment). */
export type CalculatorServices =
  | { queryClient: QueryClient; finance: CalculatorFinance; imageUrl: (src: string) => string; error?: undefined }
  | { queryClient: QueryClient; error: unknown };

/** Where root-relative image paths from the API live: the mock host or the API host, when one is given. */
function imageBase(api: HcukApiOptions): string | undefined {
  if (typeof api.mock === 'object' && api.mock.baseUrl) return api.mock.baseUrl;
  return api.mock ? undefined : api.baseUrl;
}

/** The token worker each calculator's clients share, by its QueryClient (none in mock mode). */
const sharedTokens = new WeakMap<QueryClient, SecurityWorker>();

/**
 * The worker that gives every client of the calculator whose QueryClient is `queryClient` (its running costs and,
 * with `finance`, the quotes) one token from `Token/Index`, instead of one each; undefined in mock mode.
 */
export const calculatorTokensOf = (queryClient: QueryClient): SecurityWorker | undefined =>
  sharedTokens.get(queryClient);

/** Creates the services from the page's current `hcukConfig.api`, checking answers with what `loadChecks` gives. */
export function createCalculatorServices(loadChecks: LoadResponseChecks): CalculatorServices {
  // A failed call is asked again only by Try again: not behind the visitor's back each time another part that reads it
  // appears (TanStack's retryOnMount), which would repeat a wrong answer's request and hide its message.
  const queryClient = createQueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  const api = readHcukConfig().api ?? {};
  const base = imageBase(api);
  const imageUrl = (src: string) => (base && /^\/(?!\/)/.test(src) ? new URL(src, base).href : src);
  try {
    // Every answer is checked against the document before the calculator reads it: a body that breaks it is a
    // ResponseBodyError, shown like any failed call, instead of a crash further in.
    // On a real API one token serves every client of this calculator; mock mode sends none. The worker checks the
    // token's answer itself (a usable accessToken and expiresIn), whatever the options say.
    const options = sdkOptionsOf(api);
    const securityWorker = options.mock ? undefined : createSharedTokenWorker(options);
    if (securityWorker) sharedTokens.set(queryClient, securityWorker);
    const finance = createFinanceClientFor(calculatorOperations(loadChecks), {
      ...options,
      securityWorker,
      validateResponses: true,
    });
    return { queryClient, finance, imageUrl };
  } catch (error) {
    console.error('[hcuk] <hcuk-cost-saving-calculator> hcukConfig.api is not usable', error);
    return { queryClient, error };
  }
}
