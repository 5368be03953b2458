/**
 * The calculation for the compare step, through the SDK's query options (enabled only when vehicles, data, weekly
 * mileage and charging are all present). Unchanged inputs are served from the cache with no request; while new
 * figures compute, the previous ones stay on screen.
 */

import { calculationQueryOptions } from '@hcuk-genesis/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCalculator } from './calculator-context.ts';
import { calculationInput } from './state/figures/index.ts';
import { useOfferedEditions } from './use-offered-editions.ts';

/** The calculation query and the ids it was asked about. */
export function useCalculation() {
  const { finance, state, setup } = useCalculator();
  const { models } = useOfferedEditions();
  const input = calculationInput(state, models[0]?.editions[0]?.id, setup.realWorld !== undefined);
  const query = useQuery({ ...calculationQueryOptions(finance, input), placeholderData: keepPreviousData });
  return { query, input, vehicleIds: input.vehicleIds ?? [] };
}
