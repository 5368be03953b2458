import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
const page = (name: string) =>
  new DOMParser().parseFromString(readFileSync(`${repoRoot}ui/${name}`, 'utf8'), 'text/html');
const demo = page('index.html');

interface RunningCostModels {
  models: { modelName: string; trims: { standaloneRunningCostCta?: unknown }[] }[];
}

it('demos the calculator with a brand the mock data has, with OEM data', () => {
  const file = `${repoRoot}mocks/data/api/v1/VehicleData/GetRunningCostModels.json`;
  const { models } = JSON.parse(readFileSync(file, 'utf8')) as RunningCostModels;
  const brand = demo.querySelector('hcuk-cost-saving-calculator')?.getAttribute('brand');
  const brandModels = models.filter((model) => model.modelName.split(' ')[0] === brand);
  expect(brand).toBe('MG');
  expect(brandModels.some((model) => model.trims.some((trim) => trim.standaloneRunningCostCta))).toBe(true);
});
