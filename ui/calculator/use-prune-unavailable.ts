/**
 * Drops selected or compared editions that the brand no longer offers (a stored visit from before the catalogue
 * changed), so a calculation never asks about a vehicle the server does not know. One pass with Set lookups, one
 * dispatch (one dispatch per id was quadratic).
 */
import { useEffect } from 'react';
import { useCalculator } from './calculator-context.ts';
import { useOfferedEditions } from './use-offered-editions.ts';

/** Removes unavailable ids once the models have loaded. */
export function usePruneUnavailable(): void {
  const { state, dispatch } = useCalculator();
  const { query, byId } = useOfferedEditions();
  // An answer with no models at all is a fault (or the mocks' empty scenario), not a catalogue change: the
  // visitor's selection is kept for when the models come back.
  const stale =
    query.isSuccess &&
    byId.size > 0 &&
    (state.selected.some((id) => !byId.has(id)) || state.compared.some((id) => !byId.has(id)));
  useEffect(() => {
    if (stale) dispatch({ type: 'select/keep-offered', offered: byId });
  }, [stale, byId, dispatch]);
}
