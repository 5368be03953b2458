/**
 * The brand's offered editions, from the running-cost models query the calculator started. Worked out once per answer,
 * however many parts ask (the navigation, the first step's notice and the models step each read them; 5,000 trims are
 * not turned into editions three times over).
 */

import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { runningCostModelsQueryOptions } from '@hcuk-genesis/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useCalculatorSetup } from './calculator-context.ts';
import { type Edition, inModelOrder, type OfferedModel, offeredInAnswerOrder } from './state/selection/index.ts';

interface Offered {
  /** In model-name order, sorted when first read: the first step needs only `count` and `byId`. */
  readonly models: OfferedModel[];
  /** How many models are on offer. */
  readonly count: number;
  readonly byId: Map<string, Edition>;
}

const none: Offered = { models: [], count: 0, byId: new Map() };
// Per answer object, standard and manufacturer-direct: an answer the cache drops takes its editions with it.
const offeredByAnswer = new WeakMap<FinanceSchema<'RunningCostModels'>, Map<boolean, Offered>>();

function offeredIn(answer: FinanceSchema<'RunningCostModels'> | undefined, oem: boolean): Offered {
  if (!answer) return none;
  const cached = offeredByAnswer.get(answer) ?? new Map<boolean, Offered>();
  offeredByAnswer.set(answer, cached);
  const known = cached.get(oem);
  if (known) return known;
  const unsorted = offeredInAnswerOrder(answer.models, oem);
  const byId = new Map(unsorted.flatMap((model) => model.editions.map((edition) => [edition.id, edition] as const)));
  // Sorting collates the names, and the first collation of a page costs about 5 ms (ICU's data, in Chromium): done
  // when the models step first reads them, not on the first step.
  let sorted: OfferedModel[] | undefined;
  const offered: Offered = {
    get models() {
      sorted ??= inModelOrder(unsorted);
      return sorted;
    },
    count: unsorted.length,
    byId,
  };
  cached.set(oem, offered);
  return offered;
}

/** The models query, the offered models and a lookup of editions by id. */
export function useOfferedEditions() {
  const { finance, options } = useCalculatorSetup();
  const query = useQuery(runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
  const offered = offeredIn(query.data, options.oem);
  const { byId } = offered;
  /** The descriptions of `ids` that are on offer, in order (for analytics). */
  const describe = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id)?.description ?? []);
  return {
    query,
    /** The offered models in model-name order (sorted on first read). */
    get models() {
      return offered.models;
    },
    count: offered.count,
    byId,
    describe,
  };
}
