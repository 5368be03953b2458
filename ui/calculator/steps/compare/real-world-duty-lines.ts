/**
 * Beside the mileage duty's lines, the expected real-world figures' own lines where they point another way. An
 * electric car or plug-in hybrid heads its card with two lines while the duty is still to start (the saving until
 * then, and from then with the duty), or one once it has started in figures that leave it out (mileage-duty.ts). On
 * official figures, which the visitor chose, the real-world result was then never shown where it contradicted them: a
 * compliance review (2026-11-28) found an MG4 headed "Estimated saving: about £363 a year until March 2028" with
 * nothing on the card saying that on expected real-world figures it costs more. A qualification must not contradict
 * the claim it qualifies, and a smaller line that did would (CAP Code 3.9, 3.10); leaving it out hides what the
 * visitor needs to judge the claim (CAP Code 3.3; FCA PRIN 2A.5, consumer understanding). So the real-world figures get
 * the same lines, with the duty worked out the same way, as headline lines of the same size, each saying its basis.
 */
import type { Headline, MileageDutyOnCard, PeriodFigures } from '../../state/figures/index.ts';
import type { CalculatorTexts } from '../../state/texts/index.ts';
import { onRealWorldFigures } from './other-basis-line.ts';

/** The card's duty lines and the real-world figures' own, said alike (whole pounds if either pair is). */
export interface RealWorldDutyLines {
  shown: Headline[];
  realWorld: Headline[];
}

/**
 * The lines for a card whose `figures` head it with the duty's lines (`shown`), when `realWorld` are the vehicle's
 * expected real-world figures and any of their duty lines (`dutyOf`: the card's rules, in whole pounds when asked)
 * points another way than the card's line it stands beside. Undefined where every line agrees: a smaller line then
 * qualifies the first (other-basis-line.ts).
 */
export function realWorldDutyLines(
  figures: { shown: PeriodFigures; realWorld: PeriodFigures },
  shown: MileageDutyOnCard,
  dutyOf: (figures: PeriodFigures, alsoWhole: boolean) => MileageDutyOnCard | undefined,
  t: CalculatorTexts['compare'],
): RealWorldDutyLines | undefined {
  const theirs = dutyOf(figures.realWorld, false);
  const ours = shown.headlines;
  const lines = theirs?.headlines;
  if (!ours || !lines || lines.every((line, i) => line.tone === ours[i]?.tone)) return undefined;
  // Four lines of one card read alike: in whole pounds if either pair is.
  const sayWhole = (duty: MileageDutyOnCard, of: PeriodFigures) =>
    (shown.whole || theirs.whole) && !duty.whole ? dutyOf(of, true)?.headlines : duty.headlines;
  return {
    shown: [...(sayWhole(shown, figures.shown) ?? ours)],
    realWorld: (sayWhole(theirs, figures.realWorld) ?? lines).map((line) => ({
      ...line,
      text: onRealWorldFigures(line.text, t),
    })),
  };
}
