/**
 * "How we worked this out" beside the results: the figures the comparison used, in plain rows, and a link to the full
 * terms, so a saving's assumptions are in sight before anyone acts on it.
 */
import { useId } from 'react';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { FigureList } from './figure-list.tsx';

/** Props of `AssumptionsPanel`. */
export interface AssumptionsPanelProps {
  rows: readonly (readonly [string, string])[];
  /** Opens the terms; default none (no terms, no link). */
  onReadTerms?: () => void;
}

/** The assumptions as a titled list. */
export function AssumptionsPanel({ rows, onReadTerms }: AssumptionsPanelProps) {
  const { texts } = useCalculatorSetup();
  const t = texts.compare.assumptions;
  const id = useId();
  return (
    <section className="calc-assumptions" aria-labelledby={id}>
      <h3 className="calc-assumptions__title" id={id}>
        {t.title}
      </h3>
      <FigureList className="calc-assumptions__list" rows={rows} />
      {onReadTerms ? (
        <button type="button" className="calc-link" onClick={onReadTerms}>
          {t.readTerms}
        </button>
      ) : null}
    </section>
  );
}
