/**
 * The mileage, editable on the compare step: a valid value is applied 300 ms after the visitor stops typing, so
 * the figures follow without a request per keystroke; an invalid one shows its message and changes nothing. An
 * unlikely one (1,500 miles a week, typed for 150: plausibility.ts) is asked about and held, as Next holds it on
 * Details, until the visitor chooses "Use 1,500 miles per week": costed at once, it would multiply every saving on the
 * page by ten before the note under the field was read (CAP Code 3.7). Either message says which mileage the figures
 * are still for. The period beside it is the one Details has: the note for "8000" on per week says to choose per year,
 * and a change of period is applied as the figure is.
 */
import { useEffect, useState } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import { formatTyped } from '../../format/figures.ts';
import { mileagePeriodLabels, vehicleFieldLabels } from '../../format/vehicle-labels.ts';
import { MileagePeriodSelect } from '../../parts/mileage-period-select.tsx';
import { afterPress, usePresses } from '../../parts/press-release.ts';
import { TextField } from '../../parts/text-field.tsx';
import { typingPauseMs } from '../../parts/typing-pause.ts';
import {
  mileageSteps,
  readVehicleNumber,
  typedMileage,
  vehicleFieldCheck,
  vehicleFieldError,
} from '../../state/vehicle/index.ts';

/** A mileage field bound to the vehicle data. */
export function CompareMileage() {
  const { texts, setup, state, dispatch } = useCalculator();
  const t = texts.vehicle;
  // A field left empty on an earlier visit (the tab reloaded) says so at once, as the vehicle step does: the figures
  // beside it are for the last mileage costed, and nothing else would say which.
  const [touched, setTouched] = useState(() => state.vehicle.mileage.trim() === '');
  // Its message waits for a press's release, so nothing below moves from under a click (press-release.ts).
  usePresses();
  const draft = state.vehicle;
  const typed = draft.mileage.trim();
  const typedMiles = readVehicleNumber('mileage', typed);
  const accepted = state.accepted;
  const error = vehicleFieldError('mileage', draft, vehicleFieldLabels(t), setup.priceRanges.fuel);
  const check = error ? undefined : vehicleFieldCheck('mileage', draft);
  const { costed, held } = typedMileage(state, check);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `typed` restarts the wait at every keystroke, so a figure is applied once typing stops, not 300 ms after it starts.
  useEffect(() => {
    if (costed || held) return;
    const timer = setTimeout(() => dispatch({ type: 'vehicle/apply' }), typingPauseMs);
    return () => clearTimeout(timer);
  }, [typed, costed, held, dispatch]);
  const period = mileagePeriodLabels(t)[draft.mileagePer];
  // What the figures are for while the field holds something they cannot be: said with the message, as the
  // figures beside it do not change (a cleared field or "0" must not read as costed).
  const stillFor = accepted
    ? ` The figures are still for ${formatTyped(accepted.mileage)} miles ${mileagePeriodLabels(t)[accepted.mileagePer]}.`
    : '';
  return (
    <div className="calc-current__mileage">
      <TextField
        label={t.mileageLabel}
        value={draft.mileage}
        // Live: the figures follow this field, so a typed value that cannot apply says why at once.
        // A rule's message has no full stop of its own (GOV.UK style): one goes before the sentence added to it.
        error={error && (touched || typed !== '') ? `${error}${stillFor && `.${stillFor}`}` : undefined}
        check={held ? `${check}${stillFor}` : check}
        whole
        onChange={(value) => dispatch({ type: 'vehicle/edit', field: 'mileage', value })}
        onBlur={() => afterPress(() => setTouched(true))}
        announceErrorAfterMs={typingPauseMs}
        step={mileageSteps[draft.mileagePer]}
        min={1}
        suffix="miles"
        after={<MileagePeriodSelect />}
      />
      {held && typedMiles !== undefined ? (
        <button
          type="button"
          className="calc-link"
          onClick={(event) => {
            // The button goes once the figure is used: focus back to the field it spoke for.
            event.currentTarget.parentElement?.querySelector('input')?.focus();
            dispatch({ type: 'vehicle/apply' });
          }}
        >
          Use {formatTyped(typedMiles)} miles {period}
        </button>
      ) : null}
    </div>
  );
}
