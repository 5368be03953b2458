import { expect, it } from 'vitest';
import { reportBreaches } from './document-breaches.ts';
import type { VerificationReport } from './verification-report.ts';

const proxied = [
  'status: expected 200 but was 502',
  "Mismatch with header 'Content-Type': Expected 'text/plain; charset=utf-8' to match '^application/json'",
];
const configuration = { method: 'GET', path: '/api/v1/CostSavingCalculator/Configuration' };
const breach = {
  ...configuration,
  operationId: 'getConfiguration',
  rules: ['/initialCalcOptions/fuelPrice must be <= 2.5'],
};
const interactions = [
  { description: 'a request for the calculator configuration', ...configuration },
  { description: 'a request for MG models', method: 'POST', path: '/api/v1/VehicleData/GetModels' },
  { description: 'a refused quote', method: 'POST', path: '/api/v1/CostSavingCalculator/Configuration' },
];
const report = (outcomes: VerificationReport['outcomes']): VerificationReport => ({
  outcomes,
  passed: outcomes.every((outcome) => outcome.passed || outcome.pending),
  output: [],
  failures: [],
});

it('says in one line why the breached interaction failed, and lists the rule; a provider’s own 502 stays as it was', () => {
  const verified = report([
    { description: 'a request for the calculator configuration', passed: false, problems: [...proxied] },
    { description: 'a request for MG models', passed: false, problems: ['status: expected 200 but was 502'] },
  ]);
  expect(reportBreaches(verified, [breach], interactions)).toEqual([]);
  expect(verified.outcomes.map(({ problems }) => problems)).toEqual([
    ['the answer breaks the OpenAPI document (the rules it broke are listed below the results)'],
    ['status: expected 200 but was 502'],
  ]);
  expect(verified.failures).toEqual([
    'GET /api/v1/CostSavingCalculator/Configuration (getConfiguration): the answer breaks the OpenAPI document: /initialCalcOptions/fuelPrice must be <= 2.5',
  ]);
  expect(verified.passed).toBe(false);
});

it('says a 200 came where a refusal was expected, as the verifier only saw the 502', () => {
  const verified = report([
    {
      description: 'a request for the calculator configuration',
      passed: false,
      problems: ['status: expected 400 but was 502'],
    },
  ]);
  reportBreaches(verified, [breach], interactions);
  expect(verified.outcomes[0]?.problems).toEqual([
    'status: expected 400 but was 200, an answer that also breaks the OpenAPI document (listed below the results)',
  ]);
});

it('leaves a pending pact’s breach pending: the rules come back as warnings and the run still passes', () => {
  const verified = report([
    { description: 'a request for the calculator configuration', passed: false, pending: true, problems: [...proxied] },
  ]);
  expect(reportBreaches(verified, [breach], interactions)).toEqual([
    "[hcuk] GET /api/v1/CostSavingCalculator/Configuration (getConfiguration): the answer breaks the OpenAPI document: /initialCalcOptions/fuelPrice must be <= 2.5 (a pending pact's: it does not fail the build)",
  ]);
  expect(verified.passed).toBe(true);
  expect(verified.failures).toEqual([]);
});
