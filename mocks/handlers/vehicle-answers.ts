import { editions, sameName, trimById } from './catalogue.ts';
import { type Answers, requiredQuery } from './operation-input.ts';
import { runningCostModelsFor } from './running-cost-models.ts';

function modelCode(brand: string, model: string): string {
  const withoutBrand = model.startsWith(`${brand} `) ? model.slice(brand.length + 1) : model;
  return withoutBrand.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Vehicle-data answers, all read from the `GetEditions.json` catalogue and `GetRunningCostModels.json`. */
export const vehicleAnswers: Answers<'getModels' | 'getRunningCostModels' | 'getEditions' | 'searchVehicles'> = {
  getModels: ({ query }) => {
    const brand = requiredQuery(query, 'brand');
    if (brand instanceof Response) return brand;
    const ofBrand = editions().filter((edition) => sameName(edition.brand, brand));
    const names = [...new Set(ofBrand.map((edition) => edition.model))];
    const models = names.map((modelName) => {
      const prices = ofBrand.flatMap((e) => (e.model === modelName && e.otp != null ? [e.otp] : []));
      return {
        modelCode: modelCode(brand, modelName),
        modelName,
        fromPrice: prices.length ? Math.min(...prices) : null,
      };
    });
    return { brand: ofBrand[0]?.brand ?? brand, models };
  },
  getRunningCostModels: ({ query }) => {
    const brand = requiredQuery(query, 'brand');
    if (brand instanceof Response) return brand;
    return runningCostModelsFor(brand, query.get('isOem') === 'true');
  },
  getEditions: ({ query }) => {
    const brand = requiredQuery(query, 'brand');
    if (brand instanceof Response) return brand;
    const model = query.get('model');
    return {
      editions: editions().filter((e) => sameName(e.brand, brand) && (model === null || sameName(e.model, model))),
    };
  },
  searchVehicles: ({ query }) => {
    const term = requiredQuery(query, 'term');
    if (term instanceof Response) return term;
    const brand = query.get('brand');
    const words = term.toLowerCase().split(/\s+/);
    const results = editions()
      .filter((e) => brand === null || sameName(e.brand, brand))
      .filter((e) => {
        // Each typed word must start a word of the edition, so "niro ev" does not match "Niro PHEV".
        const tokens = `${e.brand} ${e.description}`.toLowerCase().split(/[\s-]+/);
        return words.every((word) => tokens.some((token) => token.startsWith(word)));
      })
      .map((e) => {
        const image = trimById(e.id)?.modelImage;
        const hit = { id: e.id, brand: e.brand, model: e.model, description: e.description, powerTrain: e.powerTrain };
        return { ...hit, otp: e.otp ?? null, ...(image ? { image } : {}) };
      });
    return { term, results };
  },
};
