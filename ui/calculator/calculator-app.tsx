/**
 * The calculator: one QueryClient and finance client per element; the configuration and the brand's models are
 * requested in parallel on first load; the flow starts once the configuration has arrived.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configurationQueryOptions, runningCostModelsQueryOptions } from '../../sdk/index.ts';
import { LoadingSpinner } from '../components/loading-spinner/loading-spinner.tsx';
import { CalculatorErrorBoundary } from './calculator-error-boundary.tsx';
import { CalculatorFlow } from './calculator-flow.tsx';
import type { CalculatorOptions } from './calculator-options.ts';
import { type CalculatorFinance, createCalculatorServices } from './calculator-services.ts';
import { QueryProblem } from './query-problem.tsx';
import { builtInTexts } from './state/built-in-texts.ts';
import type { StepChangeEmitter } from './use-step-change.ts';

/** Props of `CalculatorApp`. */
export interface CalculatorAppProps {
  options: CalculatorOptions;
  host: HTMLElement;
  emit: StepChangeEmitter;
}

/** The whole calculator, as the element renders it. */
export function CalculatorApp(props: CalculatorAppProps) {
  const [services] = useState(createCalculatorServices);
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
const status = builtInTexts.status;

interface LoaderProps extends CalculatorAppProps {
  finance: CalculatorFinance;
  imageUrl: (src: string) => string;
}

function CalculatorLoader(props: LoaderProps) {
  const { finance, options } = props;
  const configuration = useQuery(configurationQueryOptions(finance));
  // Started here, beside the configuration, so both requests go out together (the models step reads the cache).
  useQuery(runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
  if (configuration.isPending) return <LoadingSpinner label={status.loadingCalculator} />;
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
  return <CalculatorFlow {...props} configuration={configuration.data} />;
}
