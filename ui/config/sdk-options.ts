/**
 * The SDK's client options for what a host page gives in `hcukConfig.api` or `adminApi`: the same, except mock mode,
 * which a page gives as plain data (`true` or `{ baseUrl }`) and the SDK takes as `mockMode()`.
 */
import { type ClientOptions, type FinanceClientOptions, mockMode } from '@hcuk-genesis/sdk';
import type { HcukAdminApiOptions, HcukApiOptions } from './hcuk-config.ts';

/** `options` as the SDK takes them; throws `[hcuk]` as `mockMode` does (mock mode outside a page without a base). */
export function sdkOptionsOf(options: HcukApiOptions): FinanceClientOptions;
export function sdkOptionsOf(options: HcukAdminApiOptions): ClientOptions;
export function sdkOptionsOf(options: HcukApiOptions | HcukAdminApiOptions): FinanceClientOptions {
  const { mock, ...rest } = options;
  return mock ? { ...rest, mock: mockMode(mock === true ? {} : mock) } : rest;
}
