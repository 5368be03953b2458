import { brandOfModel, sameName, type Trim } from './catalogue.ts';
import { sharedBody } from './data-files.ts';
import type { OkBody } from './operation-types.ts';

type RunningCostModels = OkBody<'getRunningCostModels'>;

const oemFields = [
  'standaloneRunningCostOTP',
  'standaloneRunningCostVehicleDescription',
  'standaloneRunningCostImage',
  'standaloneRunningCostCta',
] as const;

function isOemTrim(trim: Trim): boolean {
  return oemFields.some((field) => trim[field] !== undefined);
}

function withoutOemFields(trim: Trim): Trim {
  const copy = { ...trim };
  for (const field of oemFields) delete copy[field];
  return copy;
}

/**
 * A brand's running-cost models: trims whose edition is of that brand; with `isOem` only trims carrying the
 * standaloneRunningCost* fields, otherwise those fields stripped. Models left without trims are dropped.
 */
export function runningCostModelsFor(brand: string, isOem: boolean): RunningCostModels {
  const models = sharedBody('getRunningCostModels')
    .models.filter((model) => {
      const modelBrand = brandOfModel(model.modelName);
      return modelBrand !== undefined && sameName(modelBrand, brand);
    })
    .map((model) => ({
      ...model,
      trims: isOem ? model.trims.filter(isOemTrim) : model.trims.map(withoutOemFields),
    }))
    .filter((model) => model.trims.length > 0);
  return { models };
}
