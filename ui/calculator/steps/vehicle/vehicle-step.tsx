/**
 * Step 1, vehicle details: fuel, average MPG, mileage with its period and fuel price; Next (Save once the visitor has
 * been past it), which with a field at fault shows every field's message and moves focus to the first (step-form.tsx);
 * Reset All only when values differ from the defaults, and Undo reset after it (reset-all.tsx); Illustrative titles
 * while the data is representative.
 */

import { financeRules } from '@hcuk-genesis/sdk';
import { useState } from 'react';
import { adminOptionsOf } from '#config/admin-api-options.ts';
import { readHcukConfig } from '#config/hcuk-config.ts';
import { Button } from '../../../components/button/button.tsx';
import { useCalculator } from '../../calculator-context.ts';
import { trackComparison } from '../../calculator-tracking.ts';
import { inList } from '../../format/in-list.ts';
import { formatPrice } from '../../format/money.ts';
import { vehicleFieldLabels } from '../../format/vehicle-labels.ts';
import { labelHelp, linkHelp } from '../../parts/field-help.tsx';
import { MileagePeriodSelect } from '../../parts/mileage-period-select.tsx';
import { afterPress } from '../../parts/press-release.ts';
import { StepForm } from '../../parts/step-form.tsx';
import { StepHeader } from '../../parts/step-header.tsx';
import { TextField } from '../../parts/text-field.tsx';
import { type VehicleTaxRates, withRatesEnded } from '../../state/figures/index.ts';
import { defaultAsOf, formatPence, parsePrice } from '../../state/prices/index.ts';
import { type CalculatorTexts, fillPlaceholders } from '../../state/texts/index.ts';
import {
  costedValue,
  defaultFuelPrice,
  exampleFigures,
  isDefaultData,
  mileageSteps,
  parseVehicleDraft,
  type VehicleNumberField,
  vehicleFieldCheck,
  vehicleFieldError,
  vehicleNumberFields,
} from '../../state/vehicle/index.ts';
import { FuelChoice } from './fuel-choice.tsx';
import { NoModelsNotice } from './no-models-notice.tsx';
import { PlateLookup } from './plate-lookup.tsx';
import { ResetAll } from './reset-all.tsx';

/** The vehicle form. */
export function VehicleStep() {
  const { texts, setup, state, dispatch, host } = useCalculator();
  const t = texts.vehicle;
  const draft = state.vehicle;
  const labels = vehicleFieldLabels(t);
  const fuelRange = setup.priceRanges.fuel;
  const errorFor = (field: VehicleNumberField) => vehicleFieldError(field, draft, labels, fuelRange);
  // A field's message shows once the visitor has left it; a value restored from an earlier visit shows at once.
  const [touched, setTouched] = useState(() => new Set(vehicleNumberFields.filter(errorFor)));
  const errorOf = (field: VehicleNumberField) => (touched.has(field) ? errorFor(field) : undefined);
  // An unlikely figure (plausibility.ts) is asked about once the visitor has left its field, as an error is. Next
  // stops once for each such figure, with focus on its field (which reads the note out), so a figure typed and
  // submitted with Enter is never costed unseen; Next again uses it as typed.
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  // A figure already costed (set on the comparison, or restored from an earlier visit) was seen with its note there.
  const accepted = state.accepted;
  // An MPG under 1, kept as typed, was costed as 1 (vehicle-validation.ts).
  const costedAs = (name: VehicleNumberField, value: number | undefined) =>
    name === 'mpg' && value !== undefined ? Math.max(financeRules.MilesPerGallon.minimum, value) : value;
  const costedAlready = (name: VehicleNumberField) =>
    accepted != null &&
    costedAs(name, costedValue(name, draft)) === accepted[name] &&
    (name !== 'mileage' || draft.mileagePer === accepted.mileagePer);
  const checkOf = (field: VehicleNumberField) => {
    const check = touched.has(field) && !errorFor(field) ? vehicleFieldCheck(field, draft) : undefined;
    return check && asked.has(check) ? `${check} If it is, select ${submitLabel} again.` : check;
  };
  const typedPrice = parsePrice(draft.fuelPrice);
  const field = (name: VehicleNumberField) => ({
    value: draft[name] ?? '',
    error: errorOf(name),
    onChange: (value: string) => dispatch({ type: 'vehicle/edit', field: name, value }),
    // Once a press that left the field is released: its message must not move Next from under the click.
    onBlur: () =>
      afterPress(() => {
        setTouched((previous) => new Set(previous).add(name));
        dispatch({ type: 'vehicle/leave-field', field: name });
      }),
  });
  const valid = parseVehicleDraft(draft, fuelRange) !== undefined;
  const illustrative = isDefaultData(draft, setup.initial);
  // Once a figure is theirs, the fields still holding the example's are named, so "Your current vehicle" is not read
  // as every figure being theirs (a trial: its own mpg typed, 150 miles a week left as the example's).
  const still = exampleFigures(draft, setup.initial);
  const stillExample = [still.mpg ? t.mpgLabel : '', still.mileage ? t.mileageLabel : ''].filter(Boolean);
  const description = illustrative
    ? t.illustrativeDescription
    : stillExample.length > 0 && t.partlyExampleDescription.includes('{fields}')
      ? fillPlaceholders(t.partlyExampleDescription, { fields: inList(stillExample) })
      : t.description;
  const submitLabel = state.vehicleSaved ? t.save : t.next;
  // The plate lookup needs the admin API: a page whose configuration reaches none offers the fields alone.
  const [plateLookup] = useState(() => adminOptionsOf(readHcukConfig()) !== undefined);

  return (
    <StepForm
      onSubmit={(to) => {
        setTouched(new Set(vehicleNumberFields));
        if (!valid) return false;
        const unasked = vehicleNumberFields
          .filter((name) => !costedAlready(name))
          .map((name) => vehicleFieldCheck(name, draft))
          .filter((check): check is string => check !== undefined && !asked.has(check));
        if (unasked.length > 0) {
          setAsked((previous) => new Set([...previous, ...unasked]));
          return false;
        }
        // A jump is tracked by the step indicator, as before it saved.
        if (!to) trackComparison(host, 'vehicle', { linkText: submitLabel, selection: [draft.fuel] });
        dispatch({ type: 'vehicle/submit', to });
      }}
    >
      <StepHeader title={illustrative ? t.illustrativeTitle : t.title} description={description} />
      <NoModelsNotice />
      {plateLookup ? <PlateLookup /> : null}
      <FuelChoice />
      <TextField
        label={t.mpgLabel}
        labelHelp={labelHelp(t.mpgLabel, t.mpgHelp)}
        help={linkHelp(t.mpgHelp)}
        step={1}
        min={1}
        check={checkOf('mpg')}
        {...field('mpg')}
      />
      <TextField
        label={t.mileageLabel}
        labelHelp={labelHelp(t.mileageLabel, t.mileageHelp)}
        help={linkHelp(t.mileageHelp)}
        step={mileageSteps[draft.mileagePer]}
        min={1}
        width="medium"
        whole
        check={checkOf('mileage')}
        after={<MileagePeriodSelect />}
        {...field('mileage')}
      />
      <TextField
        label={t.fuelPriceLabel}
        labelHelp={labelHelp(t.fuelPriceLabel, t.fuelPriceHelp)}
        help={linkHelp(t.fuelPriceHelp)}
        prefix="£"
        step={0.1}
        min={fuelRange.min}
        decimals={2}
        // Issue 16: the field says what the typed figure means, so 136 for 136p cannot pass unnoticed.
        // ... and, while it holds the default, how old that default is and where it comes from.
        echo={
          typedPrice === undefined
            ? undefined
            : [
                fillPlaceholders(t.pricePerLitre, { pence: formatPence(typedPrice) }),
                typedPrice === defaultFuelPrice(setup.initial, draft.fuel)
                  ? defaultAsOf(setup.priceSources, draft.fuel, t.defaultAsOf)
                  : undefined,
              ]
                .filter(Boolean)
                .join(', ')
        }
        check={checkOf('fuelPrice')}
        {...field('fuelPrice')}
      />
      {draft.vehicleTax === undefined ? null : (
        <TextField
          label={t.vehicleTaxLabel}
          prefix="£"
          step={5}
          min={financeRules.AnnualVehicleTax.minimum}
          width="medium"
          whole
          check={checkOf('vehicleTax')}
          echo={setup.vehicleTax ? vehicleTaxHint(setup.vehicleTax, texts, Date.now()) : undefined}
          {...field('vehicleTax')}
        />
      )}
      <div className="calc-actions">
        <Button type="submit" label={submitLabel} icon="chevron-right" iconPosition="end" />
        <ResetAll
          illustrative={illustrative}
          onReset={() => setTouched(new Set())}
          onUndo={(before) => {
            // As on a return to the step: a restored figure at fault shows its message at once.
            const faults = (name: VehicleNumberField) => vehicleFieldError(name, before.vehicle, labels, fuelRange);
            setTouched(new Set(vehicleNumberFields.filter(faults)));
          }}
        />
      </div>
    </StepForm>
  );
}

/**
 * Under the tax field: what most cars pay at the configured rates, and, once those rates have ended, that they applied
 * until then ("These rates applied until March 2026; check GOV.UK for today's."), so an old figure is not read as
 * today's (CAP Code 3.3).
 */
function vehicleTaxHint(rates: VehicleTaxRates, texts: CalculatorTexts, now: number): string {
  const hint = fillPlaceholders(texts.vehicle.vehicleTaxHint, { standard: formatPrice(rates.standardRate) });
  return withRatesEnded(hint, rates, now, texts.compare.assumptions);
}
