/**
 * The brand's offered editions, from the running-cost models query the calculator started. Worked out once per answer,
 * however many parts ask (the navigation, the first step's notice and the models step each read them; 5,000 trims are
 * not turned into editions three times over).
 */

import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { runningCostModelsQueryOptions } from '@hcuk-genesis/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useCalculatorSetup } from './calculator-context.ts';
import { type Edition, type OfferedModel, offeredModels } from './state/selection/index.ts';

interface Offered {
  models: OfferedModel[];
  byId: Map<string, Edition>;
}

const none: Offered = { models: [], byId: new Map() };
// Per answer object, standard and manufacturer-direct: an answer the cache drops takes its editions with it.
const offeredByAnswer = new WeakMap<FinanceSchema<'RunningCostModels'>, Map<boolean, Offered>>();

function offeredIn(answer: FinanceSchema<'RunningCostModels'> | undefined, oem: boolean): Offered {
  if (!answer) return none;
  const cached = offeredByAnswer.get(answer) ?? new Map<boolean, Offered>();
  offeredByAnswer.set(answer, cached);
  const known = cached.get(oem);
  if (known) return known;
  const models = offeredModels(answer.models, oem);
  const byId = new Map(models.flatMap((model) => model.editions.map((edition) => [edition.id, edition] as const)));
  const offered = { models, byId };
  cached.set(oem, offered);
  return offered;
}

/** The models query, the offered models and a lookup of editions by id. */
export function useOfferedEditions() {
  const { finance, options } = useCalculatorSetup();
  const query = useQuery(runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
  const { models, byId } = offeredIn(query.data, options.oem);
  /** The descriptions of `ids` that are on offer, in order (for analytics). */
  const describe = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id)?.description ?? []);
  return { query, models, byId, describe };
}
