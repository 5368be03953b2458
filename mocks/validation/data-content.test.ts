import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { brandOfModel, editions } from '../handlers/catalogue.ts';
import { staticBody } from '../handlers/data-files.ts';
import { mockDataDir } from '../server/serve-data.ts';

const models = staticBody('getRunningCostModels').models;
const trims = models.flatMap((model) => model.trims);
const configuration = staticBody('getConfiguration');

it('covers at least 3 brands, each with at least 2 models and 5 trims', () => {
  const brands = new Map<string, { models: number; trims: number }>();
  for (const model of models) {
    const brand = brandOfModel(model.modelName) ?? 'unknown';
    const entry = brands.get(brand) ?? { models: 0, trims: 0 };
    brands.set(brand, { models: entry.models + 1, trims: entry.trims + model.trims.length });
  }
  expect(brands.has('unknown')).toBe(false);
  expect(brands.size).toBeGreaterThanOrEqual(3);
  for (const [brand, counts] of brands)
    expect({ brand, ok: counts.models >= 2 && counts.trims >= 5 }).toEqual({ brand, ok: true });
});

it('mixes bev, phev and hev with realistic figures (2.5 to 6 miles per kWh; hybrids have an mpg)', () => {
  expect(new Set(editions().map((e) => e.powerTrain))).toEqual(new Set(['bev', 'phev', 'hev']));
  for (const e of editions()) {
    if (e.powerTrain === 'hev')
      expect({ id: e.id, mpg: (e.weightedCombinedMPG ?? 0) > 30 }).toEqual({ id: e.id, mpg: true });
    else {
      const efficiency = (e.evRange ?? 0) / (e.battery ?? 1);
      expect({ id: e.id, ok: efficiency >= 2.5 && efficiency <= 6 }).toEqual({ id: e.id, ok: true });
    }
  }
});

it('has a hidden trim, a model whose trims are all hidden, a trim without an id and OEM fields on one brand', () => {
  expect(trims.some((t) => !t.runningCostCalcAllowed)).toBe(true);
  expect(models.filter((m) => m.trims.every((t) => !t.runningCostCalcAllowed)).map((m) => m.modelName)).toEqual([
    'MG Cyberster',
  ]);
  expect(trims.filter((t) => !t.id).length).toBe(1);
  const oemBrands = new Set(trims.filter((t) => t.standaloneRunningCostOTP != null).map((t) => brandOfModel(t.model)));
  expect([...oemBrands]).toEqual(['MG']);
});

it('points every image at a file under mocks/data/images', () => {
  const images = trims.flatMap((t) => [t.modelImage, t.standaloneRunningCostImage]).filter((i) => i !== undefined);
  const used = staticBody('usedVehicleSearch').vehicles.map((v) => v.imageUrl);
  const missing = [...images, ...used].filter(
    (path) => !path || !existsSync(join(mockDataDir, path.replace(/^\/data\//, ''))),
  );
  expect(missing).toEqual([]);
});

it('gives every battery-electric and plug-in hybrid trim the WLTP range of its catalogue edition, and hybrids none', () => {
  const disagreeing = trims
    .filter((trim) => trim.id)
    .map((trim) => {
      const edition = editions().find((candidate) => candidate.id === trim.id);
      const expected = trim.powerTrain === 'hev' ? null : edition?.evRange;
      return { id: trim.id, evRange: trim.evRange, expected };
    })
    .filter(({ evRange, expected }) => evRange !== expected || evRange === undefined);
  expect(disagreeing).toEqual([]);
  const electric = trims.filter((trim) => trim.powerTrain !== 'hev');
  expect(electric.filter((trim) => !((trim.evRange ?? 0) > 0)).map((trim) => trim.capCode)).toEqual([]);
});

it('gives every plug-in hybrid a battery, an electric range and a plausible charge-sustaining mpg (30 to 80)', () => {
  const phevs = editions().filter((edition) => edition.powerTrain === 'phev');
  expect(phevs.length).toBeGreaterThanOrEqual(3);
  for (const { id, battery, evRange, chargeSustainingMPG } of phevs) {
    const complete = (battery ?? 0) > 0 && (evRange ?? 0) > 0;
    const plausible = (chargeSustainingMPG ?? 0) >= 30 && (chargeSustainingMPG ?? 0) <= 80;
    expect({ id, complete, plausible }).toEqual({ id, complete: true, plausible: true });
  }
  const others = editions().filter((edition) => edition.powerTrain !== 'phev');
  expect(others.filter((edition) => edition.chargeSustainingMPG !== null).map((edition) => edition.id)).toEqual([]);
});

it("sets the configuration's price ranges to the document's bounds, with its default prices inside them", () => {
  const document = parse(readFileSync(new URL('../../openapi/finance.yaml', import.meta.url), 'utf8'));
  const { PricePerLitre: litre, PricePerKwh: kwh } = document.components.schemas;
  // Electricity from 1p: the document's PricePerKwh minimum is 0 only so that the free type's price can be sent.
  expect(configuration.priceRanges).toEqual({
    fuel: { min: litre.minimum, max: litre.maximum },
    electricity: { min: 0.01, max: kwh.maximum },
  });
  const { fuelPrice, petrolPrice, dieselPrice } = configuration.initialCalcOptions;
  const fuel = configuration.priceRanges?.fuel ?? { min: 0, max: 0 };
  expect([fuelPrice, petrolPrice, dieselPrice].every((p) => p !== undefined && p >= fuel.min && p <= fuel.max)).toBe(
    true,
  );
  const paid = Object.values(configuration.prices).filter((price) => price > 0);
  const electricity = configuration.priceRanges?.electricity ?? { min: 0, max: 0 };
  expect(paid.every((price) => price >= electricity.min && price <= electricity.max)).toBe(true);
});

it('carries the DESNZ 2023 conversion factors (v1.1): petrol 2.09747, diesel 2.51206, electricity 0.20707 + 0.01792', () => {
  const factors = configuration.emissionFactors;
  expect([factors?.petrolKgPerLitre, factors?.dieselKgPerLitre, factors?.electricityKgPerKwh]).toEqual([
    2.09747,
    2.51206,
    Math.round((0.20707 + 0.01792) * 1e5) / 1e5,
  ]);
  expect(factors?.source).toMatch(
    /^UK Government GHG Conversion Factors for Company Reporting 2023 \(DESNZ\), full set v1\.1/,
  );
});

it('states in the terms the rules the figures follow: petrol for hybrids, the PHEV share, the ranges, CO2, real-world use, tax', () => {
  const terms = configuration.content.default?.compare?.terms ?? '';
  const text = terms.replace(/<[^>]+>/g, ' ').replace(/&pound;/g, '£');
  for (const phrase of [
    'costed with the same formula at the petrol price',
    'one full charge a day',
    'SAE J2841',
    'card shows the share',
    '£0.80 to £2.50 a litre',
    'up to £1.00 a kWh',
    '2.09747',
    '2.51206',
    '0.22499',
    'Conversion Factors for Company Reporting 2023',
    'costed at expected real-world figures',
    '23.7% more fuel than official',
    '22% more electricity a mile',
    'Charging loses 10%',
    'Vehicle tax:',
    'You can choose official figures instead',
  ])
    expect({ phrase, found: text.includes(phrase) }).toEqual({ phrase, found: true });
  expect(terms).not.toMatch(/style=/);
  expect(terms.match(/<p>/g)?.length).toBeGreaterThanOrEqual(6);
});

it('lists every edition with an id in both the catalogue and the running-cost models', () => {
  const trimIds = trims.flatMap((t) => (t.id ? [t.id] : [])).sort();
  expect(
    editions()
      .map((e) => e.id)
      .sort(),
  ).toEqual(trimIds);
});

it('has at least three charging profiles whose shares sum to 1, and UK prices for the four charge types', () => {
  expect(configuration.chargingProfiles.length).toBeGreaterThanOrEqual(3);
  for (const profile of configuration.chargingProfiles) {
    const total = Object.values(profile.defaults).reduce((sum, share) => sum + share, 0);
    expect({ profile: profile.name, total: Math.round(total * 1e9) / 1e9 }).toEqual({
      profile: profile.name,
      total: 1,
    });
  }
  expect(configuration.types).toEqual({ home: 'Home', free: 'Free', standard: 'Standard/Fast', rapid: 'Rapid/Ultra' });
  // Home at the standard capped rate until the visitor chooses a tariff (the cheapest is never assumed).
  expect(configuration.prices).toEqual({ home: 0.2467, free: 0, standard: 0.52, rapid: 0.79 });
});

it('fills every text of CalculatorContent under default, help in tooltip and modal forms, and a partial cy-GB', () => {
  const document = parse(readFileSync(new URL('../../openapi/finance.yaml', import.meta.url), 'utf8'));
  const schemas = document.components.schemas;
  const content = configuration.content.default as Record<string, unknown>;
  const missing: string[] = [];
  for (const [key, property] of Object.entries<{ $ref?: string }>(schemas.CalculatorContent.properties)) {
    if (!property.$ref) {
      if (typeof content[key] !== 'string') missing.push(key);
      continue;
    }
    const section = (content[key] ?? {}) as Record<string, unknown>;
    const sectionSchema = schemas[property.$ref.split('/').pop() ?? ''];
    for (const [field, fieldSchema] of Object.entries<{ $ref?: string }>(sectionSchema.properties)) {
      const nested = fieldSchema.$ref?.split('/').pop();
      if (section[field] === undefined || section[field] === '') missing.push(`${key}.${field}`);
      else if (nested === 'HelpText') {
        const help = section[field] as Record<string, string>;
        if (!help.tooltip && !(help.linkText && help.title && help.content)) missing.push(`${key}.${field}.form`);
      } else if (nested) {
        // A nested group of texts (the compare step's assumptions): every text filled in.
        const texts = section[field] as Record<string, unknown>;
        for (const name of Object.keys(schemas[nested].properties))
          if (typeof texts[name] !== 'string' || texts[name] === '') missing.push(`${key}.${field}.${name}`);
      }
    }
  }
  expect(missing).toEqual([]);
  const helps = [content.vehicle, content.charging]
    .flatMap((s) => Object.values(s as object))
    .filter((v) => typeof v === 'object');
  expect(helps.some((h) => h.tooltip && !h.content)).toBe(true);
  expect(helps.some((h) => h.content && !h.tooltip)).toBe(true);
  expect((content.compare as Record<string, string>).terms).toMatch(/4\.54609/);
  expect(Object.keys(configuration.content)).toEqual(['default', 'cy-GB']);
  expect(configuration.content['cy-GB']?.compare?.terms).toBeUndefined();
});

it('writes the compare maximum only as the {max} placeholder in every content text, never as a literal three', () => {
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
  const all = texts(configuration.content);
  const hardCoded = /\bup to (three|3)\b|\b(three|3) (vehicles|models|cars|trims|editions)\b|\bmaximum of (three|3)\b/i;
  expect(all.filter((text) => hardCoded.test(text))).toEqual([]);
  const select = configuration.content.default?.select as Record<string, string>;
  expect([select.description, select.basketTitle, select.maxReached].map((t) => t?.includes('{max}'))).toEqual([
    true,
    true,
    true,
  ]);
});
