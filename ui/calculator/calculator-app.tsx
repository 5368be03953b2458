/**
 * The calculator: one QueryClient and finance client per element; the configuration and the brand's models are
 * requested in parallel on first load, and the flow (its state, texts, styles and first step) downloads from its
 * chunk at the same moment (the first download holds only this shell, since nothing can show before the configuration
 * arrives anyway); the flow starts once both are there.
 */

import { configurationQueryOptions, runningCostModelsQueryOptions } from '@hcuk-genesis/sdk/query';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useChunk } from '../components/lazy/use-chunk.ts';
import { LoadingSpinner } from '../components/loading-spinner/loading-spinner.tsx';
import type { CalculatorAppProps } from './calculator-app-props.ts';
import { CalculatorErrorBoundary } from './calculator-error-boundary.tsx';
import { type CalculatorFinance, createCalculatorServices } from './calculator-services.ts';
import { ChunkProblem } from './chunk-problem.tsx';
import { flowChunk, loadResponseChecks } from './flow-chunk.ts';
import { preloadedServices, releasePreloaded } from './preload-calculator.ts';
import { QueryProblem } from './query-problem.tsx';
import { builtInStatus } from './state/texts/index.ts';

export type { CalculatorAppProps } from './calculator-app-props.ts';

/** The whole calculator, as the element renders it. */
export function CalculatorApp(props: CalculatorAppProps) {
  const { host } = props;
  const [services] = useState(() => preloadedServices(host) ?? createCalculatorServices(loadResponseChecks));
  useEffect(() => {
    releasePreloaded(host, services);
    // Removed for good (the element unmounts its tree only then, not on a move): its answers go with it, instead of
    // waiting out TanStack's 5 minutes in memory, since a calculator added later makes a QueryClient of its own.
    // After the whole tree has gone: React runs this cleanup before its children's, whose observers, letting go of
    // their queries, would start TanStack's 5-minute timers again after a clear made here at once.
    return () =>
      queueMicrotask(() => {
        void services.queryClient.cancelQueries();
        services.queryClient.clear();
      });
  }, [host, services]);
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

function CalculatorLoader(props: LoaderProps) {
  const { finance, options } = props;
  const configuration = useQuery(configurationQueryOptions(finance));
  // Both were started when the element was connected (preloadCalculator); observed here, so a calculator rendered
  // without that start still sends them together (the models step reads the cache).
  useQuery(runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
  const flow = useChunk(flowChunk);
  const Flow = flow.value?.CalculatorFlow;
  // The flow chunk also brings the validators every answer is checked with (decisions/0019): while it cannot be
  // downloaded, the configuration waits for it, so the chunk's problem (and its Try again) is what shows, until this
  // calculator's Try again, or another's on the page, brings it.
  if (flow.failed && !Flow)
    return <ChunkProblem chunk={flow} status={status} report={{ host: props.host, stepName: 'loading' }} />;
  if (configuration.isPending || !Flow) return <LoadingSpinner label={status.loadingCalculator} />;
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
  return <Flow {...props} configuration={configuration.data} />;
}
