/** The sentence the live region reads when the figures change: the period, then each vehicle's cost and headline. */
import { formatMoney } from '../../format/money.ts';
import type { MileageDutyRates, YearlyTax } from '../../state/figures/index.ts';
import { periodFigures, type ResultRow } from '../../state/figures/index.ts';
import type { Period } from '../../state/store/index.ts';
import { type CalculatorTexts, fillPlaceholders } from '../../state/texts/index.ts';
import type { ComparedExample } from '../../state/vehicle/index.ts';
import type { AlternativeFigures } from '../../use-alternative-figures.ts';
import { cardHeadlines, exampleQualifier } from './card-headlines.ts';

/**
 * "Annual figures. Your vehicle: £1,071.66. MG4 EV SE ...: estimated running cost £303.31. Estimated saving: about £768
 * a year." While the mileage duty is still to start, an electric car's or plug-in hybrid's headline is its two lines,
 * as on its card: "… until March 2028. … from April 2028, after the mileage duty (eVED)." Then the other basis's line
 * where the card sets it beside them. A request to check a figure few mean (`costedFigureChecks`) follows "Your
 * vehicle", as it stands under that card's summary.
 */
export function resultsSummary(
  rows: readonly ResultRow[],
  period: Period,
  texts: CalculatorTexts,
  taxOf: (edition: ResultRow['edition']) => YearlyTax | undefined,
  context: {
    rates: MileageDutyRates | undefined;
    annualMiles: number;
    now: number;
    example: ComparedExample;
    /** Whether the current car's card asks to check a figure a car of this power train's saving rests on. */
    toCheck: (powerTrain: ResultRow['edition']['powerTrain']) => boolean;
  },
  alternativesOf: (id: string) => AlternativeFigures = () => ({ tariffs: [] }),
  checks: readonly string[] = [],
): string {
  const first = rows[0];
  if (!first) return '';
  const t = texts.compare;
  const vehicles = rows.map(({ edition, result }) => {
    const figures = periodFigures(result, period, taxOf(edition));
    // As the card says them (card-headlines.ts).
    const { lines, other } = cardHeadlines(
      {
        powerTrain: edition.powerTrain,
        electricShare: result.electricShare,
        period,
        figures,
        tax: taxOf(edition),
        other: alternativesOf(edition.id).other,
        annualMiles: context.annualMiles,
        dutyRates: context.rates,
        now: context.now,
        // Said once, as "Example vehicle" or "Your vehicle: £1,400.62, at the example mileage" before them, not after
        // each of its lines: a summary heard whole at each change, it carried the qualifier six times for two cards.
        example: context.example,
        toCheck: context.toCheck(edition.powerTrain),
        exampleSaidOnce: true,
      },
      t,
    );
    // The smaller line that qualifies the first too: heard without it, the headline's saving stood unqualified
    // (compliance review, 2026-11-28; CAP Code 3.9, 3.10).
    const qualified = other?.place === 'beside' ? [...lines, other] : lines;
    const said = qualified.map((line) => `${line.text}.`).join(' ');
    return `${edition.description}: ${t.estimatedRunningCost.toLowerCase()} ${formatMoney(figures.next)}. ${said}`;
  });
  const current = `${context.example.car ? t.exampleVehicle : t.yourVehicle}: ${formatMoney(periodFigures(first.result, period, taxOf(first.edition)).current)}`;
  // Some figures the visitor's, others still the example's: which, once, with the current car's figure.
  const partly = context.example.car ? undefined : exampleQualifier(context.example, t, false);
  return [
    `${t[period]} figures.`,
    `${partly ? fillPlaceholders(partly, { headline: current }) : current}.`,
    // The card's requests to check a figure few visitors mean (4.5 mpg): heard without them, every saving after would
    // stand as if the figure were surely meant (CAP Code 3.7).
    ...checks,
    ...vehicles,
  ].join(' ');
}
