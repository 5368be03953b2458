/**
 * The floor the embed is measured against (`npm run bench`): the least the chosen stack costs a host page. React 19,
 * react-dom, @tanstack/react-query and openapi-fetch render one custom element, `<hcuk-bench-floor>`, whose first
 * view waits for one query (the calculator's configuration, from the mock server in `hcukConfig.api.mock`) and then
 * shows one input, Average MPG, as the calculator's first step does.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { useId, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FinanceSchema } from '../../../sdk/index.ts';

/** The one path the floor asks for: the configuration as mock mode serves it. */
interface FloorPaths {
  '/data/api/v1/CostSavingCalculator/Configuration.json': {
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': FinanceSchema<'Configuration'> } };
      };
    };
  };
}

function createFloorClient() {
  const mock = window.hcukConfig?.api?.mock;
  const baseUrl = typeof mock === 'object' && mock.baseUrl ? mock.baseUrl : window.location.origin;
  return createClient<FloorPaths>({ baseUrl });
}

function FirstView({ client }: { client: ReturnType<typeof createFloorClient> }) {
  const id = useId();
  const configuration = useQuery({
    queryKey: ['configuration'],
    queryFn: async () => {
      const { data, response } = await client.GET('/data/api/v1/CostSavingCalculator/Configuration.json');
      if (!data) throw new Error(`[hcuk] bench floor: getConfiguration answered ${response.status}; is the mock up?`);
      return data;
    },
  });
  if (configuration.isError) return <p role="alert">{configuration.error.message}</p>;
  if (!configuration.data) return <p>Loading…</p>;
  return (
    <form>
      <label htmlFor={id}>Average MPG</label>
      <input id={id} type="text" inputMode="decimal" defaultValue={configuration.data.initialCalcOptions.mpg} />
    </form>
  );
}

function FloorApp() {
  const [services] = useState(() => ({ queryClient: new QueryClient(), client: createFloorClient() }));
  return (
    <QueryClientProvider client={services.queryClient}>
      <FirstView client={services.client} />
    </QueryClientProvider>
  );
}

class HcukBenchFloor extends HTMLElement {
  #root: Root | undefined;

  connectedCallback() {
    this.#root = createRoot(this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
    this.#root.render(<FloorApp />);
  }

  disconnectedCallback() {
    this.#root?.unmount();
  }
}

if (!customElements.get('hcuk-bench-floor')) customElements.define('hcuk-bench-floor', HcukBenchFloor);
