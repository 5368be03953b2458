/**
 * The mock backend for a frontend's own tests and stories: the MSW handlers of every operation of both documents,
 * the fault scenarios, and the operations they answer. `./node` sets up an MSW server, `./browser` starts the
 * service worker, `./server` runs the standalone HTTP server, `./calculation` holds the published formulas, and
 * `./data/*` the JSON the handlers serve.
 */

export { applyScenario, type HandlerHost } from './apply-scenario.ts';
export { createHandlers, type HandlerOptions } from './handlers/handlers.ts';
export { createMockState, type MockState, type MockVariant, resetMockState } from './handlers/mock-state.ts';
export { type MockOperation, mockOperations, type OkBody, type OperationId } from './handlers/operation-types.ts';
export { SCENARIO_HEADER, SCENARIO_QUERY, type Scenario, scenarios } from './handlers/scenarios.ts';
