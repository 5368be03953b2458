import fc from 'fast-check';
import { expect, it } from 'vitest';
import { mockSetup } from '../../test/mock-configuration.ts';
import type { CalculatorAction } from '../store/calculator-actions.ts';
import { createCalculatorReducer } from '../store/calculator-reducer.ts';
import { initialCalculatorState } from '../store/calculator-state.ts';
import { chargingDiffers, chargingTotal, matchingProfile, shareStep, toChargeShares } from './charging-values.ts';

const reduce = createCalculatorReducer(mockSetup);
const submitted = reduce(initialCalculatorState(mockSetup), { type: 'vehicle/submit' });
const types = mockSetup.charging.types;

it('keeps every share a whole percent from 0 to 100, and Done works exactly when the total is 100', () => {
  const moves = fc.array(
    fc.record({
      chargeType: fc.constantFrom(...types),
      percent: fc.oneof(
        fc.integer({ min: -40, max: 140 }).map((n) => n * shareStep),
        fc.double({ min: -50, max: 150, noNaN: true }),
      ),
    }),
    { maxLength: 30 },
  );
  fc.assert(
    fc.property(moves, (sequence) => {
      const state = sequence.reduce(
        (current, move) => reduce(current, { type: 'charging/share', ...move } as CalculatorAction),
        submitted,
      );
      for (const share of Object.values(state.charging.shares)) {
        expect(Number.isInteger(share) && share >= 0 && share <= 100).toBe(true);
      }
      const done = reduce(state, { type: 'charging/done' });
      expect(done.step === 'select').toBe(chargingTotal(state.charging.shares) === 100);
    }),
  );
});

it('names the matching profile, and a custom mix matches none', () => {
  expect(matchingProfile(mockSetup.charging, { home: 50, free: 10, standard: 20, rapid: 20 })).toBe(1);
  expect(matchingProfile(mockSetup.charging, { home: 55, free: 5, standard: 20, rapid: 20 })).toBe(-1);
});

it('differs from the defaults when a share or a price changes', () => {
  const defaults = initialCalculatorState(mockSetup).charging;
  expect(chargingDiffers(defaults, mockSetup.charging)).toBe(false);
  expect(chargingDiffers({ ...defaults, prices: { ...defaults.prices, home: 0.07 } }, mockSetup.charging)).toBe(true);
  expect(
    chargingDiffers({ ...defaults, shares: { ...defaults.shares, home: 75, rapid: 15 } }, mockSetup.charging),
  ).toBe(true);
});

it('sends shares as fractions of 1', () => {
  expect(toChargeShares({ home: 80, free: 5, standard: 5, rapid: 10 })).toEqual({
    home: 0.8,
    free: 0.05,
    standard: 0.05,
    rapid: 0.1,
  });
});
