/**
 * Where the calculator reaches the admin API (the finance example's quote request, the number-plate lookup):
 * `hcukConfig.adminApi` when the host page gives it, else what `api` says of mock mode and the environment. A custom
 * finance host says nothing about where the admin API is, so then there is none: no guess.
 */
import type { HcukAdminApiOptions, HcukConfig } from './hcuk-config.ts';

/** The admin API's options, or undefined when none can be reached. */
export function adminOptionsOf(config: HcukConfig): HcukAdminApiOptions | undefined {
  if (config.adminApi) return config.adminApi;
  const { mock, environment, clientId, antiForgeryToken, headerNames } = config.api ?? {};
  if (mock) return { mock, clientId, antiForgeryToken, headerNames };
  return config.api?.baseUrl ? undefined : { environment, clientId, antiForgeryToken, headerNames };
}
