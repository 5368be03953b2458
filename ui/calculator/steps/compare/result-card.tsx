/**
 * One compared vehicle: its picture and description, Remove, the period tabs, then one plain headline ("Estimated
 * saving: about £768 a year": the words carry the meaning, not a colour), the current and estimated running costs and
 * the difference, and its cost per mile, CO2 a year, a plug-in hybrid's electric share of miles, on-the-road price,
 * fuel economy, electric range and battery.
 */
import { useId } from 'react';
import { Icon } from '../../../components/icon/icon.tsx';
import { useCalculator } from '../../calculator-context.ts';
import { formatFigure, formatKg, formatPencePerMile, formatShare, formatTenths } from '../../format/figures.ts';
import { formatMoney, formatPrice } from '../../format/money.ts';
import { powerTrainLabel } from '../../format/power-train.ts';
import { chargingSummary } from '../../format/vehicle-summary.ts';
import { EditionImage } from '../../parts/edition-image.tsx';
import { matchingProfile } from '../../state/charging/index.ts';
import {
  milesPerKwh,
  periodFigures,
  type VehicleResult,
  vehicleExtras,
  wallKwhPerOfficialKwh,
} from '../../state/figures/index.ts';
import type { Edition } from '../../state/selection/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';
import type { ComparedExample } from '../../state/vehicle/index.ts';
import type { AlternativeFigures } from '../../use-alternative-figures.ts';
import { useYearlyTax } from '../../use-yearly-tax.ts';
import { cardHeadlines } from './card-headlines.ts';
import { energyLineLabel } from './energy-line-label.ts';
import { FigureList } from './figure-list.tsx';
import { FinancePanel } from './finance/finance-panel.tsx';
import { Pending } from './pending.tsx';
import { PeriodTabs, panelId, tabId } from './period-tabs.tsx';
import { TariffFigures } from './tariff-figures.tsx';
import { VehicleCta } from './vehicle-cta.tsx';

/** Props of `ResultCard`. */
export interface ResultCardProps {
  edition: Edition;
  /** Undefined while its figures are being calculated, or when they could not be. */
  result: VehicleResult | undefined;
  /** "Not available" when the figures could not be given; empty while they are being calculated. */
  missing: string;
  /** Miles a year of the submitted data, for the cost per mile, CO2 and the mileage duty. */
  annualMiles: number;
  /** The compare step's one moment, for whether the mileage duty has started. */
  now: number;
  /** The Remove button's ref (focus moves on when a card is removed). */
  removeRef?: (element: HTMLButtonElement | null) => void;
  /** "Running Cost Difference", or the Illustrative label while the data is representative. */
  differenceLabel: string;
  /** What of the figures is the example's (`comparedExample`): the headlines and notes then say so. */
  example: ComparedExample;
  /** Whether the current car's card asks the visitor to check a figure the saving rests on. */
  toCheck: boolean;
  /** The same vehicle on the other basis and at each home tariff. */
  alternatives: AlternativeFigures;
  /** "Prices as of October 2026" beside the headline, when default prices are in use. */
  pricesAsOf: string | undefined;
  onRemove: () => void;
}

/** A result card. */
export function ResultCard(props: ResultCardProps) {
  const { edition, result, missing, differenceLabel, example, removeRef, onRemove, alternatives } = props;
  const { texts, setup, state, imageUrl, options } = useCalculator();
  const t = texts.compare;
  const saved = state.savedCharging;
  const profile = saved ? setup.charging.profiles[matchingProfile(setup.charging, saved.shares)] : undefined;
  const charging = saved
    ? fillPlaceholders(t.chargingBasis, {
        // A profile of the visitor's own is said by its shares: "Custom profile, 0% of it at home" hid that the
        // saving rested on charging that was all free (compliance review, 2026-11-28).
        profile: profile?.name ?? `${texts.charging.customProfile} (${chargingSummary(saved, setup.charging)})`,
        home: `${saved.shares.home ?? 0}%`,
      })
    : undefined;
  const idBase = useId();
  const tax = useYearlyTax(props.now)(edition);
  const figures = result ? periodFigures(result, state.period, tax) : undefined;
  // The headline's lines: the saving's, the mileage duty's while it is still to start, and the other basis's where it
  // points the other way (card-headlines.ts); the duty's note and the other basis's smaller line go beside them.
  const heads = figures
    ? cardHeadlines(
        {
          powerTrain: edition.powerTrain,
          electricShare: result?.electricShare,
          period: state.period,
          figures,
          tax,
          other: alternatives.other,
          annualMiles: props.annualMiles,
          dutyRates: setup.mileageDuty,
          now: props.now,
          example,
          toCheck: props.toCheck,
        },
        t,
      )
    : undefined;
  const duty = heads?.duty;
  const other = heads?.other;
  // Official figures favour the new car only where its expected real-world figures cost more: charging that is all
  // free costs nothing on either basis, and the note would be untrue (compliance review, 2026-11-28).
  const sameOnBothBases = heads?.sameOnBothBases ?? false;
  const wallKwh = wallKwhPerOfficialKwh(setup.realWorld, state.basis, state.savedCharging?.shares ?? {});
  const extras = result ? vehicleExtras(result, props.annualMiles, setup.emissionFactors, wallKwh) : undefined;
  // The economy the costs used: on real-world figures, miles per kWh ÷ the electric factor and the result's mpg
  // (already real-world); the label says which. A plug-in hybrid runs on both: its miles per kWh and, once the
  // battery's range is used, its charge-sustaining mpg on petrol (not the official weighted figure, which counts the
  // battery's miles as free).
  const realWorld = setup.realWorld && state.basis === 'real-world' ? setup.realWorld : undefined;
  const official = result ? milesPerKwh(result) : null;
  const efficiency = official === null ? null : official / (realWorld?.factors.electric ?? 1);
  const petrolMpg = edition.powerTrain === 'phev' ? (result?.vehicle.mpg ?? null) : null;
  const hybridMpg = realWorld ? (result?.vehicle.mpg ?? null) : edition.mpg;
  const economy =
    edition.powerTrain === 'hev' && hybridMpg
      ? `${formatFigure(hybridMpg)} mpg`
      : efficiency
        ? [
            `${formatTenths(efficiency)} miles per kWh`,
            ...(petrolMpg ? [`${formatFigure(petrolMpg)} mpg on petrol`] : []),
          ].join(' · ')
        : null;
  const specs: [string, string | null][] = [
    [t.costPerMile, extras?.pencePerMile == null ? null : formatPencePerMile(extras.pencePerMile)],
    [t.co2PerYear, extras?.co2 == null ? null : fillPlaceholders(t.co2Kg, { kg: formatKg(extras.co2) })],
    [t.electricShare, edition.powerTrain === 'phev' && result ? formatShare(result.electricShare) : null],
    [t.onTheRoadPrice, edition.price === null ? null : formatPrice(edition.price)],
    [realWorld ? t.expectedEconomy : t.fuelEconomy, economy],
    [t.electricRange, result?.vehicle.evRange ? `${formatFigure(result.vehicle.evRange)} miles` : null],
    // On real-world figures, the range the card is costed at, to the mile: the official range alone read as the
    // range behind these figures (compliance review, 2026-11-28).
    [
      t.expectedRange,
      realWorld && result?.vehicle.evRange
        ? `${formatFigure(Math.round(result.vehicle.evRange / realWorld.factors.electric))} miles`
        : null,
    ],
    [t.batteryCapacity, result?.vehicle.battery ? `${formatFigure(result.vehicle.battery)} kWh` : null],
  ];
  return (
    <li className={options.finance ? 'calc-result calc-result--finance' : 'calc-result'}>
      <div className="calc-result__head">
        <EditionImage src={imageUrl(edition.image)} className="calc-result__image" />
        <div className="calc-result__title">
          <span className="calc-card__train">{powerTrainLabel(edition.powerTrain)}</span>
          <span className="calc-result__model">{edition.model}</span>
          {/* The heading names the edition in full: "MG HS" alone would head two different cards. */}
          <h3 className="calc-result__description">{edition.description}</h3>
        </div>
        <button
          ref={removeRef}
          type="button"
          className="calc-icon-button"
          aria-label={`${t.remove} ${edition.description}`}
          // An icon alone has no text for click tracking: the host's analytics hear "Remove", as from the basket.
          tracking-title={t.remove}
          onClick={onRemove}
        >
          <Icon name="trash" />
        </button>
      </div>
      <PeriodTabs idBase={idBase} label={`${edition.description}: running costs`} />
      <div
        role="tabpanel"
        id={panelId(idBase)}
        aria-labelledby={tabId(idBase, state.period)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA Tabs pattern makes a panel without focusable content a tab stop.
        tabIndex={0}
        className="calc-result__panel"
      >
        {figures && heads ? (
          <>
            <div className="calc-headline-block">
              {heads.lines.map((line) => (
                <p key={line.text} className={`calc-headline calc-headline--${line.tone}`}>
                  <Icon name={line.tone === 'saves' ? 'check' : 'info'} />
                  {line.text}
                </p>
              ))}
              {/* The duty's note right after the lines it qualifies, before the basis, as a screen reader reads them
                  (CAP Code 3.10: a qualification goes with the claim). */}
              {duty ? <p className="calc-headline__basis">{duty.note}</p> : null}
              {/* What the headline's figure counts, beside it rather than only in the terms (CAP Code 3.3, 3.7), and
                  the assumptions it rests on where they flatter it: official figures against the visitor's own mpg,
                  and a plug-in hybrid charged fully every day (CAP Code 3.9, 3.10: a qualification goes with the
                  claim, not only into "How we worked this out"). */}
              <p className="calc-headline__basis">{figures.lines ? t.savingBasisWithTax : t.savingBasis}</p>
              {/* The charging the figure assumes: a saving made on cheap home charging turns into a cost without it
                  (a compliance review saw £363 a year saved become £312 more on "No home charger"), so the
                  assumption goes with the claim, not only beside the current car (CAP Code 3.1, 3.3, 3.10). */}
              {charging && edition.powerTrain !== 'hev' ? <p className="calc-headline__basis">{charging}</p> : null}
              {realWorld || sameOnBothBases ? null : (
                <p className="calc-headline__basis">{example.mpg ? t.officialBasisNoteExample : t.officialBasisNote}</p>
              )}
              {edition.powerTrain === 'phev' && result && result.electricShare > 0 ? (
                <p className="calc-headline__basis">{t.plugInHybridBasis}</p>
              ) : null}
              {props.pricesAsOf ? <p className="calc-headline__as-of">{props.pricesAsOf}</p> : null}
            </div>
            {/* With vehicle tax, this car's total comes with its lines right after it, each to the penny, the total
              their sum: "of which" reads as part of the row before, so placed after the current car's row they were
              taken for its breakdown (CONC 3.3.1R: not misleading). */}
            <FigureList
              className="calc-figures"
              rows={[
                [t.currentRunningCost, formatMoney(figures.current)],
                [t.estimatedRunningCost, formatMoney(figures.next)],
                [
                  energyLineLabel(t, edition.powerTrain, result?.electricShare),
                  figures.lines ? formatMoney(figures.lines.energy.next) : null,
                ],
                [t.vehicleTax, figures.lines ? formatMoney(figures.lines.tax.next) : null],
                [t.mileageDutyLine, figures.lines?.duty === undefined ? null : formatMoney(figures.lines.duty)],
                [differenceLabel, formatMoney(figures.saving)],
              ]}
            />
            {/* One row for what follows the figures, so that the figures' row lines up across the cards (subgrid). */}
            <div className="calc-result__more">
              {other?.place === 'beside' ? <p className="calc-result__other-basis">{other.text}</p> : null}
              <TariffFigures tariffs={alternatives.tariffs} tax={tax} period={state.period} />
            </div>
          </>
        ) : (
          <p className="calc-result__pending">
            <Pending text={missing} />
          </p>
        )}
      </div>
      <FigureList className="calc-specs" rows={specs} />
      <FinancePanel edition={edition} result={result} />
      <VehicleCta edition={edition} />
    </li>
  );
}
