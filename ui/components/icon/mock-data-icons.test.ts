import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { isIconName } from './icon-set.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface RunningCostModels {
  models: { trims: { standaloneRunningCostCta?: { icon?: string } | null }[] }[];
}

it('knows every icon the mock data’s call-to-action buttons use', () => {
  const file = resolve(repoRoot, 'mocks/data/api/v1/VehicleData/GetRunningCostModels.json');
  const { models } = JSON.parse(readFileSync(file, 'utf8')) as RunningCostModels;
  const icons = models.flatMap((model) => model.trims.flatMap((trim) => trim.standaloneRunningCostCta?.icon ?? []));
  expect(icons.length).toBeGreaterThan(0);
  expect(icons.filter((icon) => !isIconName(icon))).toEqual([]);
});
