/**
 * Where the calculator reaches the admin API (the finance example's quote request, the number-plate lookup):
 * `hcukConfig.adminApi` when the host page gives it, else what `api` says of mock mode and the environment. A custom
 * finance host says nothing about where the admin API is, so then there is none: no guess.
 */
import type { HcukAdminApiOptions, HcukConfig } from './hcuk-config.ts';

let warned = false;

/** The admin API's options, or undefined when none can be reached (said once per page: features go with it). */
export function adminOptionsOf(config: HcukConfig): HcukAdminApiOptions | undefined {
  if (config.adminApi) return config.adminApi;
  const { mock, environment, clientId, antiForgeryToken, headerNames } = config.api ?? {};
  if (mock) return { mock, clientId, antiForgeryToken, headerNames };
  if (!config.api?.baseUrl) return { environment, clientId, antiForgeryToken, headerNames };
  if (!warned) {
    warned = true;
    console.warn(
      '[hcuk] hcukConfig.api.baseUrl is set and hcukConfig.adminApi is not, so the number-plate lookup and Request this quote are not offered: set adminApi: { baseUrl } to offer them.',
    );
  }
  return undefined;
}
