/**
 * What of the comparison is still the configuration's example (`comparedExample`), read once per accepted vehicle
 * data by every part that words it: the compare step, the current car's card, the Models step, the whole cost of
 * switching and the finance notes.
 */
import { useMemo } from 'react';
import { useCalculator } from './calculator-context.ts';
import { type ComparedExample, comparedExample } from './state/vehicle/index.ts';

/** The comparison's example figures, as `comparedExample` reads them from the accepted vehicle data. */
export function useComparedExample(): ComparedExample {
  const { state, setup } = useCalculator();
  return useMemo(() => comparedExample(state.accepted, setup.initial), [state.accepted, setup.initial]);
}
