/**
 * Drops selected or compared editions that the brand no longer offers (a stored visit from before the catalogue
 * changed), so a calculation never asks about a vehicle the server does not know.
 */
import { useEffect } from 'react';
import { useCalculator } from './calculator-context.ts';
import { useOfferedEditions } from './use-offered-editions.ts';

/** Removes unavailable ids once the models have loaded. */
export function usePruneUnavailable(): void {
  const { state, dispatch } = useCalculator();
  const { query, byId } = useOfferedEditions();
  const unavailable = query.isSuccess
    ? [...new Set([...state.selected, ...state.compared])].filter((id) => !byId.has(id))
    : [];
  const key = unavailable.join(',');
  useEffect(() => {
    for (const id of key ? key.split(',') : []) dispatch({ type: 'compare/remove', id });
  }, [key, dispatch]);
}
