import { afterAll, afterEach, beforeAll } from 'vitest';
import { type MockNodeServer, setupMockServer } from '../node.ts';

/** Base URL the handler tests call (any origin matches the handlers). */
export const FINANCE = 'https://finance-api.dev.hcuk.example';
/** Admin base URL for the handler tests. */
export const ADMIN = 'https://admin-api.dev.hcuk.example';
/** A bearer header accepted by the secure finance operations. */
export const BEARER = { Authorization: 'Bearer test-token' };
/** The header every JSON body is sent with, as the SDK sends it (the mock refuses another media type with 415). */
export const JSON_BODY = { 'Content-Type': 'application/json' };

/** Starts an MSW node server with every mock handler for the calling test file (unhandled requests fail). */
export function listenWithMocks(): MockNodeServer {
  const server = setupMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The MG4 example as the JSON reading's body (petrol, 45 mpg, £1.36, 150 miles a week), with overrides. */
export function calculationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fuelType: 'petrol',
    fuelEconomy: 45,
    fuelPrice: 1.36,
    petrolPrice: 1.36,
    weeklyMileage: 150,
    chargingProfile: { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 },
    chargeCosts: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 },
    vehicleIds: ['mg-mg4-se-sr'],
    ...overrides,
  };
}

/**
 * The default calculator query: petrol at 45 mpg and £1.36 (the petrol price too), 150 miles a week, the default
 * profile and prices, with overrides; an empty list leaves a parameter out.
 */
export function calculationQuery(overrides: Record<string, string | string[]> = {}): string {
  const values: Record<string, string | string[]> = {
    fuelType: 'petrol',
    fuelEconomy: '45',
    fuelPrice: '1.36',
    petrolPrice: '1.36',
    weeklyMileage: '150',
    chargingProfile: 'home:0.8,free:0.05,standard:0.05,rapid:0.1',
    vehicleIds: ['mg-mg4-se-sr'],
    homeChargeCost: '0.085',
    freeChargeCost: '0',
    standardChargeCost: '0.52',
    rapidChargeCost: '0.79',
    ...overrides,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  return query.toString();
}
