/** The content's names for the vehicle's fields and mileage periods, as the forms, messages and summaries use them. */
import type { MileagePeriod } from '@hcuk-genesis/sdk';
import type { CalculatorTexts } from '../state/texts/index.ts';
import type { VehicleFieldLabels } from '../state/vehicle/index.ts';

type VehicleTexts = CalculatorTexts['vehicle'];

/** Each number field's visible label: "Average MPG", ... */
export const vehicleFieldLabels = (t: VehicleTexts): VehicleFieldLabels => ({
  mpg: t.mpgLabel,
  mileage: t.mileageLabel,
  fuelPrice: t.fuelPriceLabel,
  vehicleTax: t.vehicleTaxLabel,
});

/** Each mileage period's words, in menu order: "per week", "per month", "per year". */
export const mileagePeriodLabels = (t: VehicleTexts): Readonly<Record<MileagePeriod, string>> => ({
  week: t.perWeekLabel,
  month: t.perMonthLabel,
  year: t.perYearLabel,
});
