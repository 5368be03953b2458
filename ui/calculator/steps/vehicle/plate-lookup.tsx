/**
 * "Find your car by its number plate", before the vehicle step's own fields: the plate is normalised (spaces, case)
 * and checked against the UK formats (the admin document's rule) before any call; the lookup (`getVrmData`, from a
 * chunk of its own) fills the fuel and an annual mileage estimated from the recorded mileage, names the car, and asks
 * for the mpg the record lacks, with the model's official figure when known. Every filled field stays the visitor's
 * to change, and the fields below work without a lookup: an unknown plate or a failure says so and leaves them be.
 *
 * The answer fills only what the visitor has not changed since pressing Find, and only while the step is there: a
 * phone review's lookup answered late, after the visitor had typed 12,000 miles a year, or had gone on to Compare,
 * and its fuel and mileage replaced theirs without a word, so the saving was worked out on figures they never gave.
 * Leaving the step cancels the lookup; a field changed while it ran keeps the visitor's value (the estimate is still
 * said, for them to use or not).
 *
 * The plate is personal data: it lives in this component's state only (never the calculator's stored state), is sent
 * in the one lookup request, and is never logged or sent to analytics. Enter in the plate field looks it up instead
 * of submitting the step.
 */
import { ApiError } from '@hcuk-genesis/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { lazyChunk } from '../../../components/lazy/lazy-chunk.ts';
import { useCalculator } from '../../calculator-context.ts';
import { formatCount } from '../../format/count.ts';
import { dateFormat } from '../../format/intl-on-first-use.ts';
import { FieldError } from '../../parts/field-error.tsx';
import { fillPlaceholders } from '../../state/texts/index.ts';
import { draftFrom, type VehicleDraft } from '../../state/vehicle/index.ts';
import {
  calculatorFuelOf,
  describeVehicle,
  estimateAnnualMileage,
  isUkPlate,
  normalisePlate,
} from '../../state/vehicle/number-plate.ts';
import type { VrmData } from './plate-lookup-client.ts';

const lookupChunk = lazyChunk('the number-plate lookup', () => import('./plate-lookup-client.ts'));
const day = dateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

type Outcome =
  | { kind: 'idle' }
  | { kind: 'finding' }
  | { kind: 'found'; lines: string[] }
  | { kind: 'problem'; message: string };

/** The plate field, its button and what the lookup found. */
export function PlateLookup() {
  const { texts, dispatch, state, setup } = useCalculator();
  const t = texts.vehicle.plate;
  const queryClient = useQueryClient();
  const id = useId();
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // The form as it is now, for an answer that arrives after renders this closure has not seen.
  const vehicle = useRef(state.vehicle);
  vehicle.current = state.vehicle;
  useEffect(() => () => running.current?.abort(), []);

  // What an earlier lookup filled in: a plate looked up again (one character corrected) may replace it.
  const lastFilled = useRef<Partial<Pick<VehicleDraft, 'fuel' | 'mileage' | 'mileagePer' | 'mpg'>>>({});
  /**
   * Fills from `data` what is not the visitor's own: a field still as the configuration starts it, or as an earlier
   * lookup filled it, and unchanged since `asked` (the form when Find was pressed). What the visitor entered is never
   * replaced, and is said to be kept where the record differs: a lookup once turned a diesel at 12,000 miles a year,
   * typed before Find, into a petrol car at 5,900, with its diesel mpg (a phone review).
   */
  const fill = (data: VrmData, asked: VehicleDraft): string[] => {
    const now = vehicle.current;
    const start = draftFrom({ ...setup.initial, fuel: setup.initial.fuel ?? 'petrol' });
    const notTheirs = (field: 'fuel' | 'mileage' | 'mileagePer' | 'mpg') =>
      now[field] === asked[field] && (asked[field] === start[field] || asked[field] === lastFilled.current[field]);
    const lines = [fillPlaceholders(t.found, { vehicle: describeVehicle(data) })];
    let filled = false;
    const kept: string[] = [];
    const fuel = calculatorFuelOf(data.fuelType);
    if (!fuel) lines.push(t.electric);
    else if (notTheirs('fuel')) {
      dispatch({ type: 'vehicle/fuel', fuel });
      lastFilled.current.fuel = fuel;
      filled = true;
    } else if (now.fuel !== fuel) kept.push(texts.vehicle.fuelLabel);
    const miles = estimateAnnualMileage(data, new Date());
    if (miles === undefined) lines.push(t.mileageUnknown);
    else {
      if (notTheirs('mileage') && notTheirs('mileagePer')) {
        dispatch({ type: 'vehicle/period', period: 'year' });
        dispatch({ type: 'vehicle/edit', field: 'mileage', value: String(miles) });
        lastFilled.current = { ...lastFilled.current, mileage: String(miles), mileagePer: 'year' };
        filled = true;
      } else if (now.mileage !== String(miles) || now.mileagePer !== 'year') kept.push(texts.vehicle.mileageLabel);
      const recordedOn = data.mileageRecordedAt ? day.format(new Date(`${data.mileageRecordedAt}T12:00:00Z`)) : '';
      lines.push(
        fillPlaceholders(t.mileageEstimated, {
          miles: formatCount(miles),
          recorded: formatCount(data.mileage),
          date: recordedOn,
        }),
      );
    }
    // The mpg is the visitor's to give either way (an official figure is not what a car does); a record with one
    // says it, one without says so, never both. The configuration's example mpg goes from the field, so the saving is
    // never costed on it for this car: a trial's 2015 MG3 (no mpg on record) went on at the example 45 mpg, titled
    // "Your vehicle". Next then asks for the mpg.
    if (fuel) {
      lines.push(data.officialMpg === undefined ? t.askMpg : fillPlaceholders(t.typicalMpg, { mpg: data.officialMpg }));
      if (notTheirs('mpg') && now.mpg !== '') {
        dispatch({ type: 'vehicle/edit', field: 'mpg', value: '' });
        lastFilled.current.mpg = '';
      }
    }
    if (filled) lines.push(t.filled);
    if (kept.length > 0) lines.push(fillPlaceholders(t.kept, { fields: kept.join(' and ') }));
    return lines;
  };

  const find = async () => {
    const normalised = normalisePlate(plate);
    if (!isUkPlate(normalised)) {
      // Nothing typed is a plate to enter, not a wrong one.
      setError(normalised === '' ? t.missing : fillPlaceholders(t.invalid, { label: t.label }));
      setOutcome({ kind: 'idle' });
      return;
    }
    setError(undefined);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setOutcome({ kind: 'finding' });
    const asked = vehicle.current;
    try {
      const { lookUpPlate } = await lookupChunk.load();
      const data = await lookUpPlate(queryClient, normalised, controller.signal);
      if (!controller.signal.aborted) setOutcome({ kind: 'found', lines: fill(data, asked) });
    } catch (failure) {
      if (controller.signal.aborted) return;
      // The plate the visitor typed, as they typed it (trimmed): never the failure's text, which could carry the URL.
      const notFound = failure instanceof ApiError && failure.status === 404;
      setOutcome({
        kind: 'problem',
        message: notFound ? fillPlaceholders(t.notFound, { plate: plate.trim() }) : t.failed,
      });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  return (
    <section className="calc-plate" aria-labelledby={`${id}-title`}>
      <h3 className="calc-plate__title" id={`${id}-title`}>
        {t.title}
      </h3>
      <div className={`calc-field${error ? ' calc-field--error' : ''}`}>
        <label className="calc-field__label" htmlFor={id}>
          {t.label}
        </label>
        <p className="calc-plate__hint" id={`${id}-hint`}>
          {t.privacy}
        </p>
        {/* A live region around the error, so it is announced where it appears: focus stays on Find or in the field. */}
        <div aria-live="polite">
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <div className="calc-plate__control">
          <input
            id={id}
            className="calc-field__input calc-field__input--medium calc-plate__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // No maxLength: the browser cut a longer paste to its first characters without a word ("my car is AB"),
            // so a plate pasted with words around it was lost; the rule's error says what a plate is instead.
            value={plate}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setPlate(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {/* Never disabled while finding: a disabled button drops the focus it holds; a second Find starts over. */}
          <Button variant="secondary" label={t.find} onClick={() => void find()} />
        </div>
      </div>
      <div className="calc-plate__outcome" role="status">
        {outcome.kind === 'finding' ? <p>{t.finding}</p> : null}
        {outcome.kind === 'problem' ? <p className="calc-plate__problem">{outcome.message}</p> : null}
        {outcome.kind === 'found' ? outcome.lines.map((line) => <p key={line}>{line}</p>) : null}
      </div>
    </section>
  );
}
