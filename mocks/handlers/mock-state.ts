import type { AdminComponents as components } from '@hcuk-genesis/sdk';
import { randomQuoteReference } from './quote-reference.ts';

/** A quote request the mocks saved, by its reference (held in memory only, never logged). */
export type SavedQuoteRequest = components['schemas']['QuoteRequest'];

/** The mutable state one set of mock handlers answers from (provider states and the broken variant change it). */
export interface MockState {
  /** 'broken' renames `vehicleResults` and makes `getQuoteRequest` a 404, to prove contract verification can fail. */
  variant: MockVariant;
  /** When true, `getConfiguration` answers 503. Default false. */
  configurationUnavailable: boolean;
  /** When true, every secure finance call on a real API path answers 401. Default false. */
  tokenExpired: boolean;
  /** Products the lender offers for no vehicle: their quotes and field data answer 404. Default none. */
  productsNotOffered: readonly ('PCP' | 'HP')[];
  /** Quote requests saved since the last reset, by reference; `getQuoteRequest` answers them. Default none. */
  savedQuoteRequests: Map<string, SavedQuoteRequest>;
  /** Makes the reference of a saved quote request; default `q-` and 8 random letters and digits. Kept on reset. */
  newQuoteReference: () => string;
}

/** Which behaviour the mocks follow; default 'standard'. */
export type MockVariant = 'standard' | 'broken';

/** A fresh default state; variant defaults to 'standard', references to random ones. */
export function createMockState(
  variant: MockVariant = 'standard',
  newQuoteReference: () => string = randomQuoteReference,
): MockState {
  return {
    variant,
    configurationUnavailable: false,
    tokenExpired: false,
    productsNotOffered: [],
    savedQuoteRequests: new Map(),
    newQuoteReference,
  };
}

/** Puts a state back to its defaults, keeping its variant and how it makes references. */
export function resetMockState(state: MockState): void {
  Object.assign(state, createMockState(state.variant, state.newQuoteReference));
}
