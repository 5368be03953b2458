/** The mutable state one set of mock handlers answers from (provider states and the broken variant change it). */
export interface MockState {
  /** 'broken' renames `vehicleResults` and makes `getQuoteRequest` a 404, to prove contract verification can fail. */
  variant: MockVariant;
  /** When true, `getConfiguration` answers 503. Default false. */
  configurationUnavailable: boolean;
  /** When true, every secure finance call on a real API path answers 401. Default false. */
  tokenExpired: boolean;
}

/** Which behaviour the mocks follow; default 'standard'. */
export type MockVariant = 'standard' | 'broken';

/** A fresh default state; variant defaults to 'standard'. */
export function createMockState(variant: MockVariant = 'standard'): MockState {
  return { variant, configurationUnavailable: false, tokenExpired: false };
}

/** Puts a state back to its defaults, keeping its variant. */
export function resetMockState(state: MockState): void {
  Object.assign(state, createMockState(state.variant));
}
