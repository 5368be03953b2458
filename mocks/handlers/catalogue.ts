import { type Frozen, sharedBody } from './data-files.ts';
import type { OkBody } from './operation-types.ts';

/** One edition of the catalogue (`GetEditions.json`): brand, model, usable battery, WLTP range, mpg and price. */
export type Edition = OkBody<'getEditions'>['editions'][number];
/** One trim of `GetRunningCostModels.json`. */
export type Trim = OkBody<'getRunningCostModels'>['models'][number]['trims'][number];

/**
 * Every edition of every brand; `GetEditions.json` is the catalogue the other vehicle answers are read against.
 * Shared and frozen (`sharedBody`): answer with them or read them, never change them.
 */
export function editions(): readonly Frozen<Edition>[] {
  return sharedBody('getEditions').editions;
}

/** The edition with this id, or undefined. */
export function editionById(id: string): Frozen<Edition> | undefined {
  return editions().find((edition) => edition.id === id);
}

/** The brand of a model name (a trim has no brand field, so it is read from the catalogue), or undefined. */
export function brandOfModel(model: string): string | undefined {
  return editions().find((edition) => edition.model === model)?.brand;
}

/** The running-cost trim with this id, or undefined. */
export function trimById(id: string): Frozen<Trim> | undefined {
  for (const model of sharedBody('getRunningCostModels').models) {
    const trim = model.trims.find((candidate) => candidate.id === id);
    if (trim) return trim;
  }
  return undefined;
}

// One collator for every comparison: `localeCompare` with a locale and options builds a new one per call.
const names = new Intl.Collator('en-GB', { sensitivity: 'accent' });

/** Case-insensitive equality for brand and model names as visitors type them. */
export function sameName(a: string, b: string): boolean {
  return names.compare(a, b) === 0;
}
