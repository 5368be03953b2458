/**
 * The finance example's server access (docs/finance-promotion.md), created when the compare step first shows a finance
 * example and kept for the calculator's life: a finance client for the two quote operations and, where the host's
 * configuration allows, an admin client for the quote request. Both load with the compare step, never in the first
 * download. Every answer is checked against the document before it is read, like the calculator's other calls.
 */

import { type AdminClient, createAdminClientFor, createFinanceClientFor, type FinanceClient } from '@hcuk-genesis/sdk';
import {
  getSantanderFinanceQuoteData,
  getSantanderFinanceQuoteFieldData,
  saveQuoteRequest,
} from '@hcuk-genesis/sdk/validated';
import type { QueryClient } from '@tanstack/react-query';
import { adminOptionsOf } from '#config/admin-api-options.ts';
import { readHcukConfig } from '#config/hcuk-config.ts';
import { sdkOptionsOf } from '#config/sdk-options.ts';
import { calculatorTokensOf } from '../../../calculator-services.ts';

// With their validators (`./validated`): a quote is checked against the document before it is read.
const quoteOperations = [getSantanderFinanceQuoteFieldData, getSantanderFinanceQuoteData] as const;

/** The finance example's clients; `admin` is absent when no admin API can be reached. */
export interface FinanceServices {
  quotes: FinanceClient<(typeof quoteOperations)[number]['operationId']>;
  admin?: AdminClient<'saveQuoteRequest'>;
}

const created = new WeakMap<QueryClient, FinanceServices | { error: unknown }>();

/** The services of the calculator whose QueryClient is `queryClient`, created on first use. */
export function financeServicesFor(queryClient: QueryClient): FinanceServices | { error: unknown } {
  const existing = created.get(queryClient);
  if (existing) return existing;
  const config = readHcukConfig();
  let services: FinanceServices | { error: unknown };
  try {
    // The calculator's own token (one Token/Index call for all its clients), where it has one.
    const securityWorker = calculatorTokensOf(queryClient);
    const quotes = createFinanceClientFor(quoteOperations, {
      ...sdkOptionsOf(config.api ?? {}),
      securityWorker,
      validateResponses: true,
    });
    const adminOptions = adminOptionsOf(config);
    const admin = adminOptions
      ? createAdminClientFor([saveQuoteRequest], { ...sdkOptionsOf(adminOptions), validateResponses: true })
      : undefined;
    services = { quotes, admin };
  } catch (error) {
    console.error('[hcuk] <hcuk-cost-saving-calculator> the finance example cannot reach its API', error);
    services = { error };
  }
  created.set(queryClient, services);
  return services;
}
