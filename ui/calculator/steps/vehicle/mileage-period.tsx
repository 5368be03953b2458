/** The mileage period beside the mileage input: per week, month or year (spec section 3; default week). */
import { useId } from 'react';
import type { MileagePeriod } from '../../../../sdk/index.ts';
import { useCalculator } from '../../calculator-context.ts';

/** A select with its own (visually hidden) label. */
export function MileagePeriodSelect() {
  const { texts, state, dispatch } = useCalculator();
  const id = useId();
  const options: [MileagePeriod, string][] = [
    ['week', texts.vehicle.perWeekLabel],
    ['month', texts.vehicle.perMonthLabel],
    ['year', texts.vehicle.perYearLabel],
  ];
  return (
    <>
      <label className="hcuk-visually-hidden" htmlFor={id}>
        {texts.vehicle.mileagePeriodLabel}
      </label>
      <select
        id={id}
        className="calc-select"
        value={state.vehicle.mileagePer}
        onChange={(event) => dispatch({ type: 'vehicle/period', period: event.target.value as MileagePeriod })}
      >
        {options.map(([period, label]) => (
          <option key={period} value={period}>
            {label}
          </option>
        ))}
      </select>
    </>
  );
}
