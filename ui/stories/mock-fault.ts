/**
 * A story's own fault: one of the mocks' scenarios (`mocks/handlers/scenarios.ts`) played by one calculator call in
 * mock mode, through the story's MSW worker (`context.msw`, in its `beforeEach`); the other calls answer as usual.
 */

import type { Scenario } from '@hcuk-genesis/mocks';
import { applyScenario, mockOperations } from '@hcuk-genesis/mocks';
import { storyWorker } from './story-handlers.ts';

/** The calculator's three calls. */
export type CalculatorCall = 'getConfiguration' | 'getRunningCostModels' | 'calculateByQuery';

/** The URL pattern mock mode requests `call` at: `/data{path}.json`, on any origin. */
export function mockModePattern(call: CalculatorCall): string {
  const operation = mockOperations.find(({ operationId }) => operationId === call);
  if (!operation) throw new Error(`[hcuk] stories: the mocks have no operation ${call}`);
  return `*/data${operation.path}.json`;
}

/** A `beforeEach` making `call` play `scenario`. */
export const faultOn =
  (scenario: Scenario, call: CalculatorCall) =>
  (context: object): void =>
    applyScenario(storyWorker(context), scenario, mockModePattern(call));
