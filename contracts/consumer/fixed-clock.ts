/**
 * Vitest setup of the pact project: the mock handlers stamp some answers with the time (a cache's clearedAt), and
 * those answers are the pacts' examples, so a fixed clock keeps the committed pact files identical run to run.
 * Only Date is faked; timers stay real for Pact's mock server.
 */
import { vi } from 'vitest';

vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T09:30:00Z') });
