/**
 * The calculator's state for one brand: the reducer, restored from session storage on load and saved on every
 * change; a brand change after the first resets filter, selections and compared set (spec section 4).
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { createCalculatorReducer } from './state/calculator-reducer.ts';
import { type CalculatorSetup, initialCalculatorState } from './state/calculator-state.ts';
import { createCalculatorStore } from './state/calculator-store.ts';

/** State and dispatch of `brand`'s calculator. */
export function useCalculatorState(setup: CalculatorSetup, brand: string) {
  const store = useMemo(() => createCalculatorStore(brand, setup.charging.types), [brand, setup]);
  const reducer = useMemo(() => createCalculatorReducer(setup), [setup]);
  const [state, dispatch] = useReducer(reducer, undefined, () => store.load() ?? initialCalculatorState(setup));
  const brandRef = useRef(brand);

  useEffect(() => {
    if (brandRef.current === brand) return;
    brandRef.current = brand;
    dispatch({ type: 'brand/change' });
  }, [brand]);
  useEffect(() => store.save(state), [store, state]);

  return { state, dispatch };
}
