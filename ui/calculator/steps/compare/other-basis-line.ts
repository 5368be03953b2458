/**
 * The other basis's result beside a card's headline: expected real-world figures beside official ones, or the
 * reverse. Where the two point the same way it is a smaller line that qualifies the headline's amount ("Estimated
 * saving: about £542 a year, on official (WLTP) figures (which favour the new car against your own mpg)"). Where they point
 * different ways (one saves, the other costs more), a smaller line would contradict the headline (CAP Code 3.10):
 * on official figures, which the visitor chose, the expected real-world result is then a headline line of the same
 * size and tone; on real-world figures, the official one, which favours the new car against the visitor's own mpg
 * (decisions/0003), is not set beside it as a saving at all. Beside the mileage duty's lines it only ever qualifies
 * their first (see `otherBasisLine`): where real-world figures point another way there, they have duty lines of their
 * own (real-world-duty-lines.ts). The card, on screen and on paper, and the live summary all say it this way.
 */
import { type Headline, runningCostHeadline } from '../../state/figures/index.ts';
import type { CalculationBasis, Period } from '../../state/store/index.ts';
import { type CalculatorTexts, fillPlaceholders, lowerFirst } from '../../state/texts/index.ts';

/**
 * The other basis's line, and where it goes: `headline` (a line of the same size), `beside` (smaller) or `none`;
 * `whole` when a headline line of it makes the card's lines whole pounds (two lines of one card are said alike).
 */
export interface OtherBasisLine extends Headline {
  place: 'headline' | 'beside' | 'none';
  whole: boolean;
}

/**
 * The line for `other` (its basis and its saving in `period`) beside the card's `shown` headline lines; never called
 * where both give the same figure (card-headlines.ts). `dutyAside` when those lines are the
 * mileage duty's (the duty still to start, or started and not counted in the figures): the other basis's figure leaves
 * the duty out, so there it may only qualify the first line, which is today's too, and never heads the card.
 * `untilMonth` while the duty is still to start: the other basis's figure says until when it holds, as the first line
 * does. `exampleMpg` while the mpg is the example's, where the official basis is said against the example mpg.
 */
export function otherBasisLine(
  other: { basis: CalculationBasis; saving: number },
  shown: { lines: readonly Headline[]; saving: number; dutyAside: boolean; exampleMpg: boolean },
  period: Period,
  t: CalculatorTexts['compare'],
  untilMonth?: string,
): OtherBasisLine | undefined {
  const first = shown.lines[0];
  if (!first) return undefined;
  const { saving } = other;
  const tone = runningCostHeadline(saving, period, t).tone;
  const place = tone === first.tone ? 'beside' : !shown.dutyAside && other.basis === 'real-world' ? 'headline' : 'none';
  const whole = place === 'headline' && (Math.abs(saving) >= 100 || Math.abs(shown.saving) >= 100);
  const line = runningCostHeadline(saving, period, t, place === 'headline' ? whole : undefined);
  const said = untilMonth ? fillPlaceholders(t.headlineUntil, { headline: line.text, month: untilMonth }) : line.text;
  const text =
    other.basis === 'official'
      ? // On the example figures, the mpg is the example's, not "your own" (a trial: the line said both at once).
        fillPlaceholders(shown.exampleMpg ? t.otherBasisOfficialExample : t.otherBasisOfficial, { headline: said })
      : onRealWorldFigures(said, t);
  return { tone, text, place, whole };
}

/** A headline said on expected real-world figures: "…, with expected real-world figures" (`otherBasis`). */
export const onRealWorldFigures = (headline: string, t: CalculatorTexts['compare']): string =>
  fillPlaceholders(t.otherBasis, { basis: lowerFirst(t.realWorldFigures), headline });
