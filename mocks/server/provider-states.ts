import { type MockState, resetMockState } from '../handlers/mock-state.ts';

/** What a provider state can change: the mock handlers' shared state. */
export interface ProviderStateContext {
  state: MockState;
}

/** One named provider state of the contract verification. */
export interface ProviderState {
  description: string;
  apply(context: ProviderStateContext): void;
}

const staticData = (what: string): ProviderState => ({
  description: `No-op: ${what} (the default static data in mocks/data).`,
  apply: () => undefined,
});

/** Every provider state the pacts may name, by exact name; each setup first resets to the default state. */
export const providerStates: Readonly<Record<string, ProviderState>> = {
  'the calculator configuration is available': staticData('Configuration.json is served'),
  'the calculator configuration is unavailable': {
    description: 'getConfiguration answers 503 problem+json until the next setup or teardown.',
    apply: ({ state }) => {
      state.configurationUnavailable = true;
    },
  },
  'brand MG has running-cost models': staticData('MG has three models and eight trims, with OEM fields'),
  'vehicle mg-mg4-se-sr can be calculated': staticData('mg-mg4-se-sr (49 kWh, 218 miles) is in GetEditions.json'),
  'vehicles kia-niro-phev-3 and kia-niro-hev-2 can be calculated': staticData(
    'the Kia Niro PHEV (11.1 kWh, 40 miles, 53 mpg charge-sustaining) and HEV (64.2 mpg) are in GetEditions.json',
  ),
  'the bearer token has expired': {
    description: 'Every secure finance call answers 401 problem+json, whatever its bearer token.',
    apply: ({ state }) => {
      state.tokenExpired = true;
    },
  },
  'a client may obtain a token': staticData('Token/Index issues a Bearer token for 3600 s'),
  'brand MG has models and editions': staticData('GetModels and GetEditions list the MG4 EV, MG HS and MG Cyberster'),
  'used vehicles are in stock': staticData('UsedVehicleSearch.json holds four used cars from three dealers'),
  'finance products are configured': staticData(
    'Santander PCP at 9.9% and HP at 10.9% APR for cash prices from £5,000 to £100,000, quoted by the published formula; Zenith products',
  ),
  'the lender offers no PCP for this vehicle': {
    description:
      'Santander PCP quotes and field data answer 404 "No finance product for this vehicle"; HP is still quoted.',
    apply: ({ state }) => {
      state.productsNotOffered = ['PCP'];
    },
  },
  'caches can be cleared': staticData('ClearCache and ClearOemDealerCache always succeed'),
  'app configuration values are set': staticData('GetAppConfigValues.json'),
  'dealer d-1001 has activity and users': staticData('d-1001 Northway Motors Leeds has statistics and four users'),
  'notification n-9001 exists': staticData('n-9001 exists; any other notification id is a 404'),
  'proposal p-7001 exists': staticData('the proposal-status events of p-7001 are acknowledged'),
  'a quote request q-1 exists': staticData(
    'q-1 exists, and every quote request saved since; any other quote request id is a 404',
  ),
  'quote requests can be saved': staticData(
    'saveQuoteRequest answers a fresh reference for any valid request, with or without a dealer',
  ),
  'sarah.okafor@example.co.uk asked the lender about PCP for mg-mg4-se-sr an hour ago': {
    description:
      'A lender-direct PCP quote request for the MG4 from sarah.okafor@example.co.uk was saved an hour ago, so the same request again is a 409.',
    apply: ({ state }) => {
      const createdAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      state.savedQuoteRequests.set('q-sarah001', {
        quoteRequestId: 'q-sarah001',
        createdAt,
        customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk', postcode: 'LS1 4DY' },
        vehicle: { vehicleId: 'mg-mg4-se-sr', description: 'MG4 EV SE Standard Range 51kWh', price: 25995 },
        finance: { product: 'PCP', term: 48, deposit: 2600, monthlyPayment: 410.9, annualMileage: 8000 },
        source: 'cost-saving-calculator',
      });
    },
  },
  'vehicle LB71XKE is registered': staticData(
    'LB71XKE (2021 Kia Niro, electric, 28,450 miles) is in vrmlookup/vehicles.json; marks not in it are 404',
  ),
  'vehicle YK19FHD is registered': staticData(
    'YK19FHD (2019 Ford Focus 1.0 EcoBoost, petrol, 41,230 miles, 50.4 mpg) is in vrmlookup/vehicles.json',
  ),
  'vehicle WR68TNV is registered': staticData(
    'WR68TNV (2018 Volkswagen Golf 2.0 TDI, diesel, 78,940 miles, 53.3 mpg) is in vrmlookup/vehicles.json',
  ),
  'vehicle LC20UHX is registered': staticData(
    'LC20UHX (2020 Toyota Corolla 1.8, hybrid, 36,480 miles, 62.8 mpg) is in vrmlookup/vehicles.json',
  ),
  'no vehicle is registered as AB12CDE': staticData(
    'AB12CDE is a well-formed mark that no vehicle in vrmlookup/vehicles.json has, so the lookup answers 404',
  ),
  'SendGrid may post events': staticData('POST /sendgridevent acknowledges every event it receives'),
};

/** A provider-state request as the Pact verifier sends it. */
export interface ProviderStateRequest {
  state?: unknown;
  action?: unknown;
  params?: unknown;
}

/**
 * A value from the request, for a message: strings as they are, anything else as JSON (`{"toString":1}` has no
 * usable String()), cut to 100 characters.
 */
const describe = (value: unknown): string =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing')).slice(0, 100);

/** Applies a setup (reset, then the state) or a teardown (reset); returns an error message for an unknown state. */
export function applyProviderState(request: ProviderStateRequest, context: ProviderStateContext): string | null {
  const action = request.action ?? 'setup';
  if (action !== 'setup' && action !== 'teardown')
    return `[hcuk] provider-state action must be setup or teardown, not ${describe(action)}`;
  resetMockState(context.state);
  if (action === 'teardown') return null;
  // Own entries only: `constructor` or `__proto__` would otherwise find Object.prototype's and crash the server.
  const state =
    typeof request.state === 'string' && Object.hasOwn(providerStates, request.state)
      ? providerStates[request.state]
      : undefined;
  if (!state) {
    return `[hcuk] unknown provider state "${describe(request.state)}"; known states: ${Object.keys(providerStates).join('; ')}`;
  }
  state.apply(context);
  return null;
}
