import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { dataFileOf, type MockOperation, mockOperations } from '../handlers/operation-types.ts';
import { mockDataDir } from '../server/serve-data.ts';
import { ResponseSchemas } from './response-schemas.ts';

const schemas = new ResponseSchemas();

function validateFileAt(path: string, label: string, operation: MockOperation): string[] {
  return schemas.validate(label, operation, JSON.parse(readFileSync(path, 'utf8')));
}

function operation(id: string): MockOperation {
  const found = mockOperations.find((candidate) => candidate.operationId === id);
  if (!found) throw new Error(`[hcuk] no operation ${id}`);
  return found;
}

it('has a data file for every one of the 34 operations (33 files: calculate and calculateByQuery share one)', () => {
  const files = new Set(mockOperations.map((op) => dataFileOf(op.path)));
  expect([mockOperations.length, files.size]).toEqual([34, 33]);
  const missing = [...files].filter((file) => !existsSync(join(mockDataDir, file)));
  expect(missing).toEqual([]);
});

it.each(mockOperations.map((op) => [op.operationId, op] as const))(
  'validates the data file of %s against its 200 response schema',
  (_id, op) => {
    const file = dataFileOf(op.path);
    expect(validateFileAt(join(mockDataDir, file), file, op)).toEqual([]);
  },
);

it('fails a broken data file, naming the file and the field', () => {
  const good = JSON.parse(readFileSync(join(mockDataDir, 'api/v1/VehicleData/GetRunningCostModels.json'), 'utf8'));
  good.models[0].trims[1].powerTrain = 'diesel';
  delete good.models[1].trims[0].runningCostCalcAllowed;
  const path = join(mkdtempSync(join(tmpdir(), 'hcuk-mocks-')), 'GetRunningCostModels.json');
  writeFileSync(path, JSON.stringify(good));
  const errors = validateFileAt(path, 'broken/GetRunningCostModels.json', operation('getRunningCostModels'));
  expect(errors).toContain(
    'broken/GetRunningCostModels.json: /models/0/trims/1/powerTrain must be equal to one of the allowed values',
  );
  expect(errors).toContain(
    "broken/GetRunningCostModels.json: /models/1/trims/0/runningCostCalcAllowed must have required property 'runningCostCalcAllowed'",
  );
});

it('fails a calculation file whose vehicleResults was renamed, naming the missing field', () => {
  const errors = schemas.validate('Calculate.json', operation('calculate'), { results: [] });
  expect(errors).toEqual(["Calculate.json: /vehicleResults must have required property 'vehicleResults'"]);
});
