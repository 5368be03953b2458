/** The mileage period beside the mileage input: per week, month or year (default week). */
import type { MileagePeriod } from '@hcuk-genesis/sdk';
import { useCalculator } from '../../calculator-context.ts';
import { mileagePeriodLabels } from '../../format/vehicle-labels.ts';
import { SelectField } from '../../parts/select-field.tsx';

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
