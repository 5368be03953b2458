/**
 * What a card heads with, worked out once for the card (on screen and on paper) and the live summary: its saving's line;
 * while the mileage duty is still to start (or has started in figures that leave it out), the duty's lines and note
 * instead (`mileageDutyOnCard`); and the other basis's line, which heads the card too where it points the other way
 * (`otherBasisLine`), both lines then said alike, in whole pounds where either is £100 or more. Beside the duty's
 * lines, expected real-world figures that point another way are lines of their own with the duty
 * (`realWorldDutyLines`).
 */
import {
  dutyCardOf,
  type Headline,
  type MileageDutyOnCard,
  type MileageDutyRates,
  mileageDutyOnCard,
  type PeriodFigures,
  periodFigures,
  runningCostHeadline,
  type YearlyTax,
} from '../../state/figures/index.ts';
import type { Edition } from '../../state/selection/index.ts';
import type { Period } from '../../state/store/index.ts';
import { builtInTexts, type CalculatorTexts, fillPlaceholders } from '../../state/texts/index.ts';
import type { ComparedExample } from '../../state/vehicle/index.ts';
import type { AlternativeFigures } from '../../use-alternative-figures.ts';
import { type OtherBasisLine, otherBasisLine } from './other-basis-line.ts';
import { realWorldDutyLines } from './real-world-duty-lines.ts';

/** A card's figures in a period, and what its headline lines depend on. */
export interface CardHeadlineInput {
  powerTrain: Edition['powerTrain'];
  /** The share of its miles on electricity: a plug-in hybrid that counts any says its condition in its lines. */
  electricShare: number | undefined;
  period: Period;
  figures: PeriodFigures;
  tax: YearlyTax | undefined;
  /** The vehicle's figures on the basis not shown, if asked for. */
  other: AlternativeFigures['other'];
  annualMiles: number;
  dutyRates: MileageDutyRates | undefined;
  now: number;
  /**
   * What of the figures is the example's (`comparedExample`): on the example car every line says so in its claim,
   * the duty is said at the example mileage, and the official basis against the example mpg.
   */
  example: ComparedExample;
  /**
   * Whether the current car's card asks the visitor to check a figure few mean (`costedFigureChecks`,
   * `costedPriceChecks`): every line then says it rests on those.
   */
  toCheck: boolean;
  /**
   * Set where the caller says once before the lines what of the figures is the example's (the live summary, with
   * `exampleQualifier`): no line then repeats it.
   */
  exampleSaidOnce?: boolean;
}

/** The lines a card heads with, in order, and the duty's and the other basis's parts for what goes beside them. */
export interface CardHeadlines {
  lines: Headline[];
  duty: MileageDutyOnCard | undefined;
  other: OtherBasisLine | undefined;
  /**
   * Whether the other basis gives the same figure to the penny (charging that is all free costs nothing on either):
   * then it has no line, and nothing may say one basis favours the new car.
   */
  sameOnBothBases: boolean;
}

/** The card's headline lines for `input`. */
export function cardHeadlines(input: CardHeadlineInput, t: CalculatorTexts['compare']): CardHeadlines {
  const { powerTrain, period, figures, tax } = input;
  const dutyOf = (of: PeriodFigures, alsoWhole = false) =>
    mileageDutyOnCard(
      dutyCardOf(powerTrain, { annual: input.annualMiles, example: input.example.mileage }, period, of),
      input.dutyRates,
      input.now,
      t,
      alsoWhole,
    );
  const duty = dutyOf(figures);
  const otherFigures = input.other && periodFigures(input.other.result, period, tax);
  // The same figure on both bases says nothing more.
  const sameOnBothBases = otherFigures !== undefined && Math.abs(otherFigures.saving - figures.saving) < 0.005;
  const otherBasis = sameOnBothBases ? undefined : input.other?.basis;
  // Beside the duty's lines, expected real-world figures that point another way head the card too, with the duty.
  const realWorld =
    duty && otherFigures && otherBasis === 'real-world'
      ? realWorldDutyLines({ shown: figures, realWorld: otherFigures }, duty, dutyOf, t)
      : undefined;
  const shown = duty?.headlines ?? [runningCostHeadline(figures.saving, period, t)];
  const other =
    realWorld || !otherFigures || !otherBasis
      ? undefined
      : otherBasisLine(
          { basis: otherBasis, saving: otherFigures.saving },
          {
            lines: shown,
            saving: figures.saving,
            dutyAside: duty?.headlines !== undefined,
            exampleMpg: input.example.mpg,
          },
          period,
          t,
          duty?.untilMonth,
        );
  const lines = realWorld
    ? [...realWorld.shown, ...realWorld.realWorld]
    : other?.place === 'headline'
      ? [runningCostHeadline(figures.saving, period, t, other.whole), other]
      : shown;
  // A plug-in hybrid's condition goes with each of its claims, the smaller line beside them too; and on the example
  // figures, that they are the example's, or once some are the visitor's, which of those the saving rests on are not.
  const charged = powerTrain === 'phev' && (input.electricShare ?? 0) > 0;
  const saidOnce = input.exampleSaidOnce === true;
  // The official basis's line already says it is set against the example mpg (`otherBasisOfficialExample`): its
  // qualifier names only what else is the example's (a review read "against the example mpg), …, at the example mpg").
  const againstExampleMpg = otherBasis === 'official' && input.example.mpg;
  const checkedUnder = fillPlaceholders(withHeadline(t, 'checkHeadline'), {
    vehicle: input.example.car ? t.exampleVehicle : t.yourVehicle,
  });
  const qualified = (line: Headline, official = false) => {
    const daily = charged ? qualifiedBy(withHeadline(t, 'plugInHybridHeadline'), line) : line;
    const example = exampleQualifier(official ? { ...input.example, mpg: false } : input.example, t, saidOnce);
    const onExample = example === undefined ? daily : qualifiedBy(example, daily);
    // A saving made of a figure the card asks about (".45" confirmed, costed as 1 mpg: "about £47,516 a year", a
    // trial) says so in the claim, not only under the current car (CAP Code 3.7).
    return input.toCheck ? qualifiedBy(checkedUnder, onExample) : onExample;
  };
  return {
    lines: lines.map((line) => qualified(line, line === other && againstExampleMpg)),
    duty,
    other: other?.place === 'beside' ? { ...other, ...qualified(other, againstExampleMpg) } : other,
    sameOnBothBases,
  };
}

/**
 * What a headline adds for the example figures it rests on (nothing where the caller says it once): all of them ("on
 * the example figures"), or once some figures are the visitor's, the mpg or mileage still the example's. A trial found
 * "Estimated saving: about £497 a year" unqualified for a visitor's own mpg at the example's 150 miles a week, with
 * only "(example)" in the current car's line saying so (CAP Code 3.1, 3.7).
 */
export function exampleQualifier(
  example: ComparedExample,
  t: CalculatorTexts['compare'],
  saidOnce: boolean,
): string | undefined {
  if (saidOnce) return undefined;
  if (example.car) return withHeadline(t, 'illustrativeHeadline');
  if (example.mpg && example.mileage) return withHeadline(t, 'exampleMpgMileageHeadline');
  if (example.mpg) return withHeadline(t, 'exampleMpgHeadline');
  return example.mileage ? withHeadline(t, 'exampleMileageHeadline') : undefined;
}

/** The qualifying texts, each of which must keep the claim it qualifies. */
type QualifierKey =
  | 'plugInHybridHeadline'
  | 'illustrativeHeadline'
  | 'exampleMpgHeadline'
  | 'exampleMileageHeadline'
  | 'exampleMpgMileageHeadline'
  | 'checkHeadline';

/**
 * The lender's qualifying text, or the built-in one where theirs leaves out `{headline}`: a qualification is never
 * dropped from the claim it goes with (CAP Code 3.10; a review found a rewording without the placeholder silently
 * leaving the claim unqualified).
 */
function withHeadline(t: CalculatorTexts['compare'], key: QualifierKey): string {
  return t[key].includes('{headline}') ? t[key] : builtInTexts.compare[key];
}

/**
 * A line with what it rests on in the claim itself, not only in a note or title away from it (CAP Code 3.1, 3.9): a
 * plug-in hybrid's full charge every day (a compliance review found "Estimated saving: about £33.28 a year" under
 * "Expected real-world figures" for one costed at 100% electric), and the example figures, before the visitor has
 * entered any of their own (a later review: only the page's title said "Illustrative"). `text` keeps `{headline}`
 * (`withHeadline`).
 */
function qualifiedBy(text: string, line: Headline): Headline {
  return { ...line, text: fillPlaceholders(text, { headline: line.text }) };
}
