import { expect, it } from 'vitest';
import { createMockState } from '../handlers/mock-state.ts';
import { applyProviderState, providerStates } from './provider-states.ts';

it('names exactly the provider states the pacts use', () => {
  expect(Object.keys(providerStates).sort()).toEqual(
    [
      'the calculator configuration is available',
      'the calculator configuration is unavailable',
      'brand MG has running-cost models',
      'vehicle mg-mg4-se-sr can be calculated',
      'vehicles kia-niro-phev-3 and kia-niro-hev-2 can be calculated',
      'the bearer token has expired',
      'a client may obtain a token',
      'brand MG has models and editions',
      'used vehicles are in stock',
      'finance products are configured',
      'the lender offers no PCP for this vehicle',
      'caches can be cleared',
      'app configuration values are set',
      'dealer d-1001 has activity and users',
      'notification n-9001 exists',
      'proposal p-7001 exists',
      'a quote request q-1 exists',
      'quote requests can be saved',
      'sarah.okafor@example.co.uk asked the lender about PCP for mg-mg4-se-sr an hour ago',
      'vehicle LB71XKE is registered',
      'vehicle YK19FHD is registered',
      'vehicle WR68TNV is registered',
      'vehicle LC20UHX is registered',
      'no vehicle is registered as AB12CDE',
      'SendGrid may post events',
    ].sort(),
  );
});

it('resets before each setup, so states never leak into the next interaction', () => {
  const state = createMockState();
  applyProviderState({ state: 'the bearer token has expired', action: 'setup' }, { state });
  applyProviderState({ state: 'the calculator configuration is unavailable', action: 'setup' }, { state });
  expect(state).toEqual({ ...createMockState(), configurationUnavailable: true });
  applyProviderState({ state: 'the lender offers no PCP for this vehicle', action: 'setup' }, { state });
  expect(state).toEqual({ ...createMockState(), productsNotOffered: ['PCP'] });
});

it('holds Sarah’s lender-direct PCP request for the MG4, saved an hour ago, and forgets it at the next setup', () => {
  const state = createMockState();
  const now = Date.now();
  applyProviderState(
    { state: 'sarah.okafor@example.co.uk asked the lender about PCP for mg-mg4-se-sr an hour ago', action: 'setup' },
    { state },
  );
  const [held] = [...state.savedQuoteRequests.values()];
  expect(held).toMatchObject({
    customer: { email: 'sarah.okafor@example.co.uk' },
    vehicle: { vehicleId: 'mg-mg4-se-sr' },
    finance: { product: 'PCP' },
  });
  expect(held?.dealerId).toBeUndefined();
  expect(Math.round((now - Date.parse(held?.createdAt ?? '')) / 60_000)).toBe(60);
  applyProviderState({ state: 'quote requests can be saved', action: 'setup' }, { state });
  expect(state.savedQuoteRequests.size).toBe(0);
});

it('resets on teardown and keeps the broken variant', () => {
  const state = createMockState('broken');
  applyProviderState({ state: 'the bearer token has expired', action: 'setup' }, { state });
  expect(applyProviderState({ state: 'the bearer token has expired', action: 'teardown' }, { state })).toBeNull();
  expect(state).toEqual(createMockState('broken'));
});

it('rejects an unknown state or action, naming what is known', () => {
  const state = createMockState();
  expect(applyProviderState({ state: 'brand Tesla exists', action: 'setup' }, { state })).toMatch(
    /^\[hcuk\] unknown provider state "brand Tesla exists"; known states: the calculator configuration is available; /,
  );
  expect(applyProviderState({ state: 'caches can be cleared', action: 'reset' }, { state })).toBe(
    '[hcuk] provider-state action must be setup or teardown, not reset',
  );
});
