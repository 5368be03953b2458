import { expect, it } from 'vitest';
import { withVehicleTaxOf } from './vehicle-tax-presence.ts';

const rates = {
  standardRate: 195,
  supplement: 425,
  supplementThreshold: 40000,
  zeroEmissionSupplementThreshold: 50000,
  validFrom: '2025-04-01',
  validTo: '2026-03-31',
  source: 'GOV.UK',
};
const vehicle = { fuel: 'petrol', mpg: '45', mileage: '150', mileagePer: 'week', fuelPrice: '1.36' } as const;
const accepted = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;

it('gives a comparison restored without vehicle tax the standard rate where the configuration has rates', () => {
  expect(withVehicleTaxOf({ vehicle, accepted }, rates)).toEqual({
    state: { vehicle: { ...vehicle, vehicleTax: '195' }, accepted: { ...accepted, vehicleTax: 195 } },
    filledIn: 195,
  });
});

it('keeps the visitor’s own vehicle tax, and fills in only the form of one not yet accepted', () => {
  const own = { vehicle: { ...vehicle, vehicleTax: '0' }, accepted: { ...accepted, vehicleTax: 0 } };
  expect(withVehicleTaxOf(own, rates)).toEqual({ state: own });
  expect(withVehicleTaxOf({ vehicle, accepted: null }, rates)).toEqual({
    state: { vehicle: { ...vehicle, vehicleTax: '195' }, accepted: null },
    filledIn: undefined,
  });
});

it('drops vehicle tax where the configuration has no rates, as no figure would count it', () => {
  const taxed = { vehicle: { ...vehicle, vehicleTax: '195' }, accepted: { ...accepted, vehicleTax: 195 } };
  expect(withVehicleTaxOf(taxed, undefined)).toEqual({ state: { vehicle, accepted } });
  expect(withVehicleTaxOf({ vehicle, accepted }, undefined)).toEqual({ state: { vehicle, accepted } });
});
