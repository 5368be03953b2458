/**
 * The SDK's client options for what a host page gives in `hcukConfig.api` or `adminApi`: the same, except mock mode,
 * which a page gives as plain data (`true` or `{ baseUrl }`) and the SDK takes as `mockMode()`.
 */
import { type MockMode, mockMode } from '@hcuk-genesis/sdk';
import type { HcukMockOption } from './hcuk-config.ts';

/** `options` as the SDK takes them; throws `[hcuk]` as `mockMode` does (mock mode outside a page without a base). */
export function sdkOptionsOf<Options extends { mock?: HcukMockOption }>(
  options: Options,
): Omit<Options, 'mock'> & { mock?: MockMode } {
  const { mock, ...rest } = options;
  return mock ? { ...rest, mock: mockMode(mock === true ? {} : mock) } : rest;
}
