import { expect, it } from 'vitest';
import { mockSetup } from '../../test/mock-configuration.ts';
import { initialCalculatorState } from '../store/calculator-state.ts';
import { calculationInput } from './calculation-input.ts';

const start = initialCalculatorState(mockSetup);
const ready = {
  ...start,
  accepted: { fuel: 'diesel', mpg: 38, mileage: 800, mileagePer: 'month', fuelPrice: 1.45 },
  savedCharging: start.charging,
} as const;

it('asks about the compared editions with the submitted data and the stored charging, as fractions of 1', () => {
  expect(calculationInput({ ...ready, compared: ['mg-mg4-se-sr', 'mg-hs-hybrid-se'] }, 'first')).toEqual({
    vehicleIds: ['mg-mg4-se-sr', 'mg-hs-hybrid-se'],
    vehicle: ready.accepted,
    charging: { shares: { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 }, prices: start.charging.prices },
  });
});

it('uses the first offered edition while nothing is compared (spec section 4)', () => {
  expect(calculationInput(ready, 'mg-mg4-se-sr').vehicleIds).toEqual(['mg-mg4-se-sr']);
  expect(calculationInput(ready, undefined).vehicleIds).toEqual([]);
});

it('leaves out what has not been submitted yet, so the query stays disabled', () => {
  expect(calculationInput(start, 'mg-mg4-se-sr')).toMatchObject({ vehicle: undefined, charging: undefined });
});
