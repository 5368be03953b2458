/** One vehicle's running costs as `calculateByQuery` answers them, for tests of the answer's checks and display. */
import type { components } from '../generated/finance.ts';

/**
 * The MG4 EV SE Standard Range (49 kWh, 218 miles) at the calculator's defaults (7,800 miles a year, 45 mpg,
 * £1.36 a litre, the first charging profile), as the mock server answers it:
 * current 7800 / 45 x 4.54609 x 1.36 = £1,071.66; blended 0.8 x 0.085 + 0.05 x 0 + 0.05 x 0.52 + 0.1 x 0.79 = £0.173
 * a kWh; new 0.173 x 7800 x 49 / 218 = £303.31; saving 1,071.66 - 303.31 = £768.35 (the shown figures' difference).
 */
export const mg4Result: components['schemas']['CalculationResponse']['vehicleResults'][number] = {
  vehicleId: 'mg-mg4-se-sr',
  annualSaving: 768.35,
  monthlySaving: 64.03,
  weeklySaving: 14.78,
  newAnnualRunningCost: 303.31,
  newMonthlyRunningCost: 25.28,
  newWeeklyRunningCost: 5.83,
  currentAnnualRunningCost: 1071.66,
  currentMonthlyRunningCost: 89.31,
  currentWeeklyRunningCost: 20.61,
  electricityCost: 0.173,
  electricShare: 1,
  vehicle: {
    evRange: 218,
    battery: 49,
    mpg: null,
    capVehicleDescription: 'MG MOTOR UK MG4 EV HATCHBACK 125kW SE 51kWh 5dr Auto',
  },
};
