/**
 * The mileage period beside a mileage input, on Details and on the comparison: per week, month or year (default week).
 * On the comparison it is the control the mileage's note names ("for 8,000 miles a year, choose per year"): without
 * it, the note's one action there was "Use 8,000 miles per week" (a phone review).
 */
import type { MileagePeriod } from '@hcuk-genesis/sdk';
import { useCalculator } from '../calculator-context.ts';
import { mileagePeriodLabels } from '../format/vehicle-labels.ts';
import { SelectField } from './select-field.tsx';

/** A select with its own (visually hidden) label. */
export function MileagePeriodSelect() {
  const { texts, state, dispatch } = useCalculator();
  const t = texts.vehicle;
  return (
    <SelectField
      label={t.mileagePeriodLabel}
      hiddenLabel
      value={state.vehicle.mileagePer}
      options={Object.entries(mileagePeriodLabels(t)).map(([value, label]) => ({ value, label }))}
      onChange={(value) => dispatch({ type: 'vehicle/period', period: value as MileagePeriod })}
    />
  );
}
