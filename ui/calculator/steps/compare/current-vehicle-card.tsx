/**
 * The current-vehicle card: its running cost for the chosen period with the other periods beside it, its cost per mile
 * and CO2 a year, the vehicle summary with Edit, the charging profile with Edit, and the mileage, which can be changed
 * here to see every figure update.
 */
import type { ReactNode } from 'react';
import { useCalculator, useCalculatorSetup } from '../../calculator-context.ts';
import { trackComparison } from '../../calculator-tracking.ts';
import { formatKg, formatPencePerMile } from '../../format/figures.ts';
import { formatMoney } from '../../format/money.ts';
import { chargingSummary, vehicleSummary } from '../../format/vehicle-summary.ts';
import { matchingProfile, type PriceCheck } from '../../state/charging/index.ts';
import { currentCarExtras, periodFigures, type VehicleResult } from '../../state/figures/index.ts';
import type { CalculatorStep } from '../../state/store/index.ts';
import { type Period, periods } from '../../state/store/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';
import type { CostedFigureCheck } from '../../state/vehicle/index.ts';
import { useComparedExample } from '../../use-compared-example.ts';
import { CompareMileage } from './compare-mileage.tsx';
import { FigureList } from './figure-list.tsx';
import { Pending } from './pending.tsx';

/** Props of `CurrentVehicleCard`. */
export interface CurrentVehicleCardProps {
  /** The first result, which carries the current running cost; undefined while calculating or after a failure. */
  first: VehicleResult | undefined;
  /** The visitor's car's vehicle tax a year, when tax is part of the comparison. */
  currentTax: number | undefined;
  /** "Not available" when the figures could not be given; empty while they are being calculated. */
  missing: string;
  /** Miles a year of the submitted data. */
  annualMiles: number;
  /** Requests to check a costed figure few visitors mean (`costedFigureChecks`), under the vehicle's summary. */
  checks: readonly CostedFigureCheck[];
  /** Requests to check a costed price per kWh few pay (`costedPriceChecks`), under the charging profile. */
  priceChecks: readonly PriceCheck[];
}

/** A request to check a figure, under a summary: on paper alone where a field on screen asks about it. */
interface SectionNote {
  key: string;
  text: string;
  paperOnly: boolean;
}

/** Props of `Section`. */
interface SectionProps {
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
  /** Requests to check a figure the summary holds, under it and its Edit link; default none. */
  checks?: readonly SectionNote[];
}

/** A summary with its Edit link; the link is named for what it edits ("Edit vehicle") and reads "Edit". */
function Section({ editLabel, onEdit, children, checks = [] }: SectionProps) {
  const { texts } = useCalculatorSetup();
  return (
    <div className="calc-current__section">
      <p>{children}</p>
      <button type="button" className="calc-link" aria-label={editLabel} onClick={onEdit}>
        {texts.compare.edit}
      </button>
      {checks.map(({ key, text, paperOnly }) => (
        <p key={key} className={paperOnly ? 'calc-current__check calc-current__check--paper' : 'calc-current__check'}>
          {text}
        </p>
      ))}
    </div>
  );
}

/** The card beside (or above, on narrow screens) the results. */
export function CurrentVehicleCard(props: CurrentVehicleCardProps) {
  const { first, missing, annualMiles, currentTax, checks, priceChecks } = props;
  const { texts, setup, state, dispatch, host } = useCalculator();
  const t = texts.compare;
  const edit = (step: CalculatorStep, label: string) => {
    trackComparison(host, 'compare', { linkText: label, selection: [] });
    dispatch({ type: 'step/go', step });
  };
  const saved = state.savedCharging;
  const profile = saved ? setup.charging.profiles[matchingProfile(setup.charging, saved.shares)] : undefined;
  const others = periods.filter((period) => period !== state.period);
  // The current car's total: its fuel and, when asked, its tax (the new car's side is not used here).
  const tax = currentTax === undefined ? undefined : { current: currentTax, next: 0 };
  const total = (result: VehicleResult, period: Period) => periodFigures(result, period, tax).current;
  // Its lines, each to the penny, when tax is part of the comparison: the total above is their sum.
  const shownLines = first ? periodFigures(first, state.period, tax).lines : undefined;
  const lines: [string, string][] = shownLines
    ? [
        // The current car runs on petrol or diesel alone.
        [t.fuelOnly, formatMoney(shownLines.energy.current)],
        [t.vehicleTax, formatMoney(shownLines.tax.current)],
      ]
    : [];
  const extras =
    first && state.accepted ? currentCarExtras(first, state.accepted, annualMiles, setup.emissionFactors) : undefined;

  // The example vehicle, or "Your vehicle" with an mpg or mileage still the configuration's example marked so in its
  // summary line.
  const { car, mpg, mileage } = useComparedExample();
  const title = car ? t.exampleVehicle : t.yourVehicle;
  return (
    <aside className="calc-current" aria-label={title}>
      <h3 className="calc-current__title">{title}</h3>
      <div className="calc-current__cost">
        <p className="calc-current__label">
          {t.currentRunningCost} ({t[state.period].toLowerCase()})
        </p>
        <p className="calc-current__figure">
          {first ? formatMoney(total(first, state.period)) : <Pending text={missing} />}
        </p>
        {/* Right under the total they make up: "of which" reads as part of the line before it. */}
        {extras && lines.length ? <FigureList className="calc-current__extras" rows={lines} /> : null}
        {first ? (
          <p className="calc-current__others">
            {others.map((period) => `${formatMoney(total(first, period))} ${t[period].toLowerCase()}`).join(' · ')}
          </p>
        ) : null}
        {extras ? (
          <FigureList
            className="calc-current__extras"
            rows={[
              [t.costPerMile, extras.pencePerMile === null ? null : formatPencePerMile(extras.pencePerMile)],
              [t.co2PerYear, extras.co2 === null ? null : fillPlaceholders(t.co2Kg, { kg: formatKg(extras.co2) })],
            ]}
          />
        ) : null}
      </div>
      {/* A figure confirmed on Details though few visitors mean it (4.5 mpg for 45) is asked about again here, beside
          the figures it made: a saving ten times too large is not made fair by having been confirmed (CAP Code 3.7). */}
      <Section
        editLabel={t.editVehicle}
        onEdit={() => edit('vehicle', t.editVehicle)}
        // The mileage's on paper only: on screen the mileage field below asks about it, and paper leaves the field out.
        checks={checks.map(({ field, text }) => ({ key: field, text, paperOnly: field === 'mileage' }))}
      >
        {state.accepted ? vehicleSummary(state.accepted, texts, { mpg: !car && mpg, mileage: !car && mileage }) : ''}
      </Section>
      <CompareMileage />
      {/* So is a price per kWh few pay (2.45p for 24.5p at home), beside the charging profile it is part of. */}
      <Section
        editLabel={t.editCharging}
        onEdit={() => edit('charging', t.editCharging)}
        checks={priceChecks.map(({ type, text }) => ({ key: type, text, paperOnly: false }))}
      >
        <strong>{t.chargingProfile}:</strong> {profile?.name ?? texts.charging.customProfile}
        {saved ? <span className="calc-current__detail">{chargingSummary(saved, setup.charging)}</span> : null}
      </Section>
    </aside>
  );
}
