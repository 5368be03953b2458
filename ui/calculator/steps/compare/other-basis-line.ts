/**
 * The other basis's result beside a card's headline: expected real-world figures beside official ones, or the
 * reverse. Where the two point the same way it is a smaller line that qualifies the headline's amount ("Estimated
 * saving: about £542 a year on official (WLTP) figures; real-world energy use is usually higher"). Where they point
 * different ways (one saves, the other costs more), a smaller line would contradict the headline (CAP Code 3.10):
 * on official figures, which the visitor chose, the expected real-world result is then a headline line of the same
 * size and tone; on real-world figures, the official one, which favours the new car against the visitor's own mpg
 * (decisions/0003), is not set beside it as a saving at all. The card and the live summary both say it this way.
 */
import { type Headline, periodFigures, runningCostHeadline, type YearlyTax } from '../../state/figures/index.ts';
import type { Period } from '../../state/store/index.ts';
import { type CalculatorTexts, fillPlaceholders, lowerFirst } from '../../state/texts/index.ts';
import type { AlternativeFigures } from '../../use-alternative-figures.ts';

/** The other basis's line, and where it goes: `headline` (a line of the same size), `beside` (smaller) or `none`. */
export interface OtherBasisLine extends Headline {
  place: 'headline' | 'beside' | 'none';
}

/**
 * The line for `other` beside `headline`, in `period`; `untilMonth` while the mileage duty is still to start (the
 * other basis's figure is today's too, so it says until when it holds, as the headline's first line does).
 */
export function otherBasisLine(
  other: AlternativeFigures['other'],
  headline: Headline | undefined,
  period: Period,
  tax: YearlyTax | undefined,
  t: CalculatorTexts['compare'],
  untilMonth?: string,
): OtherBasisLine | undefined {
  if (!other || !headline) return undefined;
  const line = runningCostHeadline(periodFigures(other.result, period, tax).saving, period, t);
  const saving = untilMonth ? fillPlaceholders(t.headlineUntil, { headline: line.text, month: untilMonth }) : line.text;
  const text =
    other.basis === 'official'
      ? fillPlaceholders(t.otherBasisOfficial, { headline: saving })
      : fillPlaceholders(t.otherBasis, { basis: lowerFirst(t.realWorldFigures), headline: saving });
  const place = line.tone === headline.tone ? 'beside' : other.basis === 'real-world' ? 'headline' : 'none';
  return { tone: line.tone, text, place };
}
