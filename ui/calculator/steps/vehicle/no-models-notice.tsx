/**
 * A brand with no models on offer, said on the first step: the models answer arrives with the first load, so the
 * visitor learns it before filling in two steps. What they can do: try again, or come back later, with what they enter
 * kept. A models answer that failed, or that broke the document, is said here too, with Try again, which asks again.
 */
import { useEffect } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { QueryProblem } from '../../query-problem.tsx';
import { stepAnalytics } from '../../state/store/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';
import { useOfferedEditions } from '../../use-offered-editions.ts';

const warned = new Set<string>();

/**
 * Says once in the console, for the page's developer, that the brand has no models: a misspelt `brand` looks the same
 * to the visitor as a brand with nothing on offer today (a host-page review: `brand="Tesla"` gave no hint).
 */
function NoModelsWarning({ brand }: { brand: string }) {
  useEffect(() => {
    if (warned.has(brand)) return;
    warned.add(brand);
    console.warn(
      `[hcuk] <hcuk-cost-saving-calculator> brand=${JSON.stringify(brand)} has no models in the lender's running-cost models: check its spelling, which must match the lender's catalogue exactly`,
    );
  }, [brand]);
  return null;
}

/** The notice, or nothing while models are on offer (or still loading). */
export function NoModelsNotice() {
  const { texts, options, host } = useCalculatorSetup();
  const { query, count } = useOfferedEditions();
  const status = texts.status;
  if (options.brand && query.isError) {
    return (
      <QueryProblem
        what={status.modelsFailed}
        error={query.error}
        status={status}
        onRetry={() => void query.refetch()}
        report={{ host, stepName: stepAnalytics.vehicle.name }}
      />
    );
  }
  if (!options.brand) {
    return (
      <div className="calc-notice" role="status">
        <p className="calc-notice__title">{status.notSetUp}</p>
      </div>
    );
  }
  if (!query.isSuccess || count > 0) return null;
  return (
    <div className="calc-notice" role="status">
      <NoModelsWarning brand={options.brand} />
      <p className="calc-notice__title">{fillPlaceholders(status.noModels, { brand: options.brand })}</p>
      <p>{status.noModelsAction}</p>
      <Button variant="secondary" label={status.retry} onClick={() => void query.refetch()} />
    </div>
  );
}
