/**
 * The SDK's client options for what a host page gives in `hcukConfig.api` or `adminApi`: the same, except mock mode,
 * which a page gives as plain data (`true` or `{ baseUrl }`) and the SDK takes as `mockMode()`.
 */
import { type FinanceClientOptions, mockMode } from '@hcuk-genesis/sdk';
import type { HcukApiOptions } from './hcuk-config.ts';

/**
 * `options` (`api` or `adminApi`, which has the same fields or fewer) as the SDK takes them. `mock: true` on a page
 * without an origin of its own (a file, a sandboxed frame) throws `[hcuk]`, saying what the page can set instead.
 */
export function sdkOptionsOf(options: HcukApiOptions): FinanceClientOptions {
  const { mock, ...rest } = options;
  if (!mock) return rest;
  try {
    return { ...rest, mock: mockMode(mock === true ? {} : mock) };
  } catch (cause) {
    // The SDK's own message asks for mockMode({ baseUrl }), which a page's plain configuration cannot call.
    throw new Error('[hcuk] mock mode on a page without an origin needs a base URL: in hcukConfig, mock: { baseUrl }', {
      cause,
    });
  }
}
