/**
 * The calculator: one QueryClient and finance client per element; the configuration and the brand's models are
 * requested in parallel on first load, and the flow (its state, texts, styles and first step) downloads from its
 * chunk at the same moment (the first download holds only this shell, since nothing can show before the configuration
 * arrives anyway); the flow starts once both are there.
 */

import { configurationQueryOptions, prefetch, runningCostModelsQueryOptions } from '@hcuk-genesis/sdk/query';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyChunk } from '../components/lazy/lazy-chunk.ts';
import { useChunk } from '../components/lazy/use-chunk.ts';
import { LoadingSpinner } from '../components/loading-spinner/loading-spinner.tsx';
import type { CalculatorAppProps } from './calculator-app-props.ts';
import { CalculatorErrorBoundary } from './calculator-error-boundary.tsx';
import type { CalculatorOptions } from './calculator-options.ts';
import { type CalculatorFinance, type CalculatorServices, createCalculatorServices } from './calculator-services.ts';
import { ChunkProblem } from './chunk-problem.tsx';
import { QueryProblem } from './query-problem.tsx';
import { builtInStatus } from './state/texts/index.ts';

export type { CalculatorAppProps } from './calculator-app-props.ts';

/** The whole calculator, as the element renders it. */
export function CalculatorApp(props: CalculatorAppProps) {
  const [services] = useState(() => takePreloaded(props.host) ?? createCalculatorServices());
  if (!('finance' in services)) {
    return (
      <QueryProblem
        what={status.notSetUp}
        error={services.error}
        status={status}
        report={{ host: props.host, stepName: 'loading' }}
      />
    );
  }
  return (
    <QueryClientProvider client={services.queryClient}>
      <CalculatorErrorBoundary onRetry={() => void services.queryClient.resetQueries()}>
        <CalculatorLoader {...props} finance={services.finance} imageUrl={services.imageUrl} />
      </CalculatorErrorBoundary>
    </QueryClientProvider>
  );
}

// Before the configuration (and its content) has arrived, the calculator speaks with its built-in texts.
const status = builtInStatus;

interface LoaderProps extends CalculatorAppProps {
  finance: CalculatorFinance;
  imageUrl: (src: string) => string;
}

const flowChunk = lazyChunk('the calculator', () => import('./calculator-flow.tsx').then((m) => m.CalculatorFlow));

/** Services created when the element was connected, waiting for its first render to take them. */
const preloaded = new WeakMap<HTMLElement, CalculatorServices>();

function takePreloaded(host: HTMLElement): CalculatorServices | undefined {
  const services = preloaded.get(host);
  preloaded.delete(host);
  return services;
}

/**
 * Called when a calculator is connected, before React first renders it: the flow chunk and the first two API
 * requests start together, so the first step waits for the slower of them, never for one after the other.
 */
export function preloadCalculator(options: CalculatorOptions, { host }: { host: HTMLElement }): void {
  void flowChunk.load().catch(() => {});
  if (preloaded.has(host)) return;
  const services = createCalculatorServices();
  preloaded.set(host, services);
  if (!('finance' in services)) return;
  const { queryClient, finance } = services;
  // The SDK's prefetch: never rejects, and leaves a skipped query alone (no brand: no models request, and no error
  // cached under the skipped key, as queryClient.prefetchQuery would).
  void prefetch(queryClient, configurationQueryOptions(finance));
  void prefetch(queryClient, runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
}

function CalculatorLoader(props: LoaderProps) {
  const { finance, options } = props;
  const configuration = useQuery(configurationQueryOptions(finance));
  // Both were started when the element was connected (preloadCalculator); observed here, so a calculator rendered
  // without that start still sends them together (the models step reads the cache).
  useQuery(runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
  const flow = useChunk(flowChunk);
  const Flow = flow.value;
  if (configuration.isPending || (!Flow && !flow.failed)) return <LoadingSpinner label={status.loadingCalculator} />;
  // A configuration without charging profiles (the document requires one) cannot run the flow: a problem, not a
  // flow whose charging step could never be finished.
  const unusable = configuration.isSuccess && configuration.data.chargingProfiles.length === 0;
  if (configuration.isError || unusable) {
    return (
      <QueryProblem
        what={status.calculatorFailed}
        error={unusable ? '[hcuk] getConfiguration: the configuration has no charging profiles' : configuration.error}
        status={status}
        onRetry={() => void configuration.refetch()}
        report={{ host: props.host, stepName: 'loading' }}
      />
    );
  }
  if (!Flow) return <ChunkProblem chunk={flow} status={status} report={{ host: props.host, stepName: 'loading' }} />;
  return <Flow {...props} configuration={configuration.data} />;
}
