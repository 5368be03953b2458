/**
 * One calculator's server access: its own QueryClient (the spec's defaults) and a finance client built from
 * `hcukConfig.api` (mock mode or a real API). Read once, when the element first renders.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createFinanceClient, createQueryClient, type FinanceClient } from '../../sdk/index.ts';
import { type HcukApiOptions, readHcukConfig } from '../config/hcuk-config.ts';

/** The services, or the error that stopped the client being created (e.g. an unknown environment). */
export type CalculatorServices =
  | { queryClient: QueryClient; finance: FinanceClient; imageUrl: (src: string) => string; error?: undefined }
  | { queryClient: QueryClient; error: unknown };

/** Where root-relative image paths from the API live: the mock host or the API host, when one is given. */
function imageBase(api: HcukApiOptions): string | undefined {
  if (typeof api.mock === 'object' && api.mock.baseUrl) return api.mock.baseUrl;
  return api.mock ? undefined : api.baseUrl;
}

/** Creates the services from the page's current `hcukConfig.api`. */
export function createCalculatorServices(): CalculatorServices {
  const queryClient = createQueryClient();
  const api = readHcukConfig().api ?? {};
  const base = imageBase(api);
  const imageUrl = (src: string) => (base && /^\/(?!\/)/.test(src) ? new URL(src, base).href : src);
  try {
    return { queryClient, finance: createFinanceClient(api), imageUrl };
  } catch (error) {
    console.error('[hcuk] <hcuk-cost-saving-calculator> hcukConfig.api is not usable', error);
    return { queryClient, error };
  }
}
