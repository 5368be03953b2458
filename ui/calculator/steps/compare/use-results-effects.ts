/**
 * What arriving results do: the first results after the compare step was entered scroll to the top of the calculator,
 * and each new set of figures is tracked as the cost and saving per model.
 */
import { useEffect, useRef } from 'react';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { trackComparison } from '../../calculator-tracking.ts';
import { periodFigures, type ResultRow } from '../../state/figures/index.ts';
import { scrollToCalculator } from '../../use-step-change.ts';
import { useYearlyTax } from '../../use-yearly-tax.ts';

/** Props of `useResultsEffects`. */
export interface ResultsEffectsInput {
  /** Rows with figures, or none while the figures on screen are not for the current inputs. */
  rows: readonly ResultRow[];
  /** Changes with every new response (TanStack Query's `dataUpdatedAt`). */
  updatedAt: number;
  /** The step's one moment. */
  now: number;
}

/** Scrolls once for the first results and tracks every new set. */
export function useResultsEffects({ rows, updatedAt, now }: ResultsEffectsInput): void {
  const { host, options, texts } = useCalculatorSetup();
  const taxOf = useYearlyTax(now);
  const waitingForFirst = useRef(rows.length === 0);
  const latest = useRef({ rows, host, options, taxOf, linkText: texts.select.compare });
  latest.current = { rows, host, options, taxOf, linkText: texts.select.compare };
  const ready = rows.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new response (updatedAt) is tracked once; the rows are read from the ref.
  useEffect(() => {
    if (!ready) return;
    const { rows: current, host: element, options: opts, taxOf: taxFor, linkText } = latest.current;
    if (waitingForFirst.current) {
      waitingForFirst.current = false;
      scrollToCalculator(element, opts.stickyHeader, opts.scrollMargin);
    }
    const selection = current.map((row) => row.edition.description);
    for (const { edition, result } of current) {
      // The year's figures as the card shows them: vehicle tax included when it is part of the comparison.
      const { next: cost, saving } = periodFigures(result, 'annual', taxFor(edition));
      trackComparison(element, 'compare', { linkText, selection, cost, saving, model: edition.description });
    }
  }, [ready, updatedAt]);
}
