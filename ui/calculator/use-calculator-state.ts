/**
 * The calculator's state for one brand: the reducer, restored from session storage on load and saved on every
 * change; a brand change after the first resets filter, selections and compared set. The selection and compared set
 * never exceed `max-compare`, restored or after the attribute changes.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { forgetSharedFragment, sharedStart } from './opened-from-link.ts';
import { capSelection } from './state/selection/index.ts';
import {
  type CalculatorSetup,
  createCalculatorReducer,
  createCalculatorStore,
  initialCalculatorState,
} from './state/store/index.ts';

/**
 * State and dispatch of `brand`'s calculator, stored as `storedAs` (stored-visit-name.ts), with at most `maxCompare`
 * editions selected or compared; a page opened from a shared link starts on the shared comparison
 * (`opened-from-link.ts`), and `opened` says how that went.
 */
export function useCalculatorState(setup: CalculatorSetup, brand: string, storedAs: string, maxCompare: number) {
  const store = useMemo(() => createCalculatorStore(storedAs, setup), [storedAs, setup]);
  const reducer = useMemo(() => createCalculatorReducer(setup), [setup]);
  const [shared] = useState(() => sharedStart(setup, brand, maxCompare, globalThis.location));
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    capSelection(
      shared.patch
        ? { ...initialCalculatorState(setup), ...shared.patch }
        : (store.load() ?? initialCalculatorState(setup)),
      maxCompare,
    ),
  );
  // Another calculator's link stays on the address for it to open.
  useEffect(() => {
    if (!shared.othersLink) forgetSharedFragment();
  }, [shared]);
  const brandRef = useRef(brand);

  useEffect(() => dispatch({ type: 'select/cap', max: maxCompare }), [maxCompare]);

  useEffect(() => {
    if (brandRef.current === brand) return;
    brandRef.current = brand;
    dispatch({ type: 'brand/change' });
  }, [brand]);
  useEffect(() => store.save(state), [store, state]);

  return { state, dispatch, opened: shared.opened };
}
