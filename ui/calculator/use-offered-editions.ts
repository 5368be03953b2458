/** The brand's offered editions (spec section 5), from the running-cost models query the calculator started. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { runningCostModelsQueryOptions } from '../../sdk/index.ts';
import { useCalculator } from './calculator-context.ts';
import { type Edition, offeredModels } from './state/editions.ts';

/** The models query, the offered models and a lookup of editions by id. */
export function useOfferedEditions() {
  const { finance, options } = useCalculator();
  const query = useQuery(runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
  const models = useMemo(() => offeredModels(query.data?.models ?? [], options.oem), [query.data, options.oem]);
  const byId = useMemo(
    () => new Map<string, Edition>(models.flatMap((model) => model.editions.map((edition) => [edition.id, edition]))),
    [models],
  );
  /** The descriptions of `ids` that are on offer, in order (for analytics). */
  const describe = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id)?.description ?? []);
  return { query, models, byId, describe };
}
