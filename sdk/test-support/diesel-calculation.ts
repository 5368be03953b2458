/**
 * One calculation with all eleven query parameters: a diesel driver (52 mpg, £1.45, 200 miles a week) comparing two
 * cars on a custom charging profile. The request-path tests and the per-call bench send the same one, so the bench
 * times the request the tests pin byte for byte.
 */
import type { CalculateByQueryArgs } from '../request/calculation-params.ts';

/** The calculation's arguments. */
export const dieselCalculation: CalculateByQueryArgs = {
  fuelType: 'diesel',
  fuelEconomy: 52,
  fuelPrice: 1.45,
  petrolPrice: 1.36,
  weeklyMileage: 200,
  chargingProfile: 'home:0.8,free:0.05,standard:0.05,rapid:0.1',
  vehicleIds: ['kia-ev3', 'mg-mg4-se-sr'],
  homeChargeCost: 0.07,
  freeChargeCost: 0,
  standardChargeCost: 0.52,
  rapidChargeCost: 0.79,
};
