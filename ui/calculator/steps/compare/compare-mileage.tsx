/**
 * The mileage, editable on the compare step: a valid value is applied 300 ms after the visitor stops typing, so
 * the figures follow without a request per keystroke; an invalid one shows its message and changes nothing.
 */
import { useEffect, useState } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import { mileagePeriodLabels, vehicleFieldLabels } from '../../format/vehicle-labels.ts';
import { TextField } from '../../parts/text-field.tsx';
import { mileageSteps, vehicleFieldCheck, vehicleFieldError } from '../../state/vehicle/index.ts';

/** How long typing must pause before the mileage is applied, in milliseconds. */
export const mileageApplyDelayMs = 300;

/** A mileage field bound to the vehicle data. */
export function CompareMileage() {
  const { texts, setup, state, dispatch } = useCalculator();
  const t = texts.vehicle;
  const [touched, setTouched] = useState(false);
  const draft = state.vehicle;
  const error = vehicleFieldError('mileage', draft, vehicleFieldLabels(t), setup.priceRanges.fuel);
  useEffect(() => {
    if (String(state.accepted?.mileage) === draft.mileage.trim()) return;
    const timer = setTimeout(() => dispatch({ type: 'vehicle/apply' }), mileageApplyDelayMs);
    return () => clearTimeout(timer);
  }, [draft.mileage, state.accepted?.mileage, dispatch]);
  return (
    <div className="calc-current__mileage">
      <TextField
        label={t.mileageLabel}
        value={draft.mileage}
        // Live: the figures follow this field, so a typed value that cannot apply says why at once.
        error={touched || draft.mileage.trim() !== '' ? error : undefined}
        check={error ? undefined : vehicleFieldCheck('mileage', draft)}
        whole
        onChange={(value) => dispatch({ type: 'vehicle/edit', field: 'mileage', value })}
        onBlur={() => setTouched(true)}
        step={mileageSteps[draft.mileagePer]}
        min={1}
        suffix={`miles ${mileagePeriodLabels(t)[draft.mileagePer]}`}
      />
    </div>
  );
}
