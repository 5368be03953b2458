/**
 * Step 4, compare (spec section 2): the current-vehicle card, one result card per compared edition with shared
 * period tabs, the info block, the terms, Print, a live summary of the figures, and the printed table. Loading,
 * failure (with Retry) and updating are shown in place.
 */
import { Button } from '../../../components/button/button.tsx';
import { LoadingSpinner } from '../../../components/loading-spinner/loading-spinner.tsx';
import { useCalculator } from '../../calculator-context.ts';
import { StepHeader } from '../../parts/step-header.tsx';
import { QueryProblem } from '../../query-problem.tsx';
import { isRepresentative } from '../../state/representative-data.ts';
import { resultsById, type VehicleResult } from '../../state/vehicle-results.ts';
import { compareStyles } from '../../styles/compare-styles.ts';
import { printStyles } from '../../styles/print-styles.ts';
import { useCalculation } from '../../use-calculation.ts';
import { useOfferedEditions } from '../../use-offered-editions.ts';
import { CurrentVehicleCard } from './current-vehicle-card.tsx';
import { InfoBlock } from './info-block.tsx';
import { PrintSummary } from './print-summary.tsx';
import { ResultCard } from './result-card.tsx';
import { ResultsAnnouncer } from './results-announcer.tsx';
import { resultsSummary } from './results-summary.ts';
import { TermsDisclosure } from './terms-disclosure.tsx';
import { usePrintShortcut } from './use-print-shortcut.ts';
import { useResultsEffects } from './use-results-effects.ts';

/** The comparison. */
export function CompareStep() {
  const { texts, setup, state, dispatch, options } = useCalculator();
  const t = texts.compare;
  const editions = useOfferedEditions();
  const { query, vehicleIds } = useCalculation();
  usePrintShortcut(options.print);
  const illustrative = state.accepted === null || isRepresentative(state.accepted, setup.initial);
  const differenceLabel = illustrative ? t.illustrativeCostDifference : t.runningCostDifference;
  const compared = state.compared.flatMap((id) => editions.byId.get(id) ?? []);
  // The figures on screen: the latest answer, which may be the previous one while new figures compute.
  const shown = query.data ? resultsById(query.data, vehicleIds) : new Map<string, VehicleResult>();
  const shownRows = compared.flatMap((edition) => {
    const result = shown.get(edition.id);
    return result ? [{ edition, result }] : [];
  });
  useResultsEffects({ rows: query.isPlaceholderData ? [] : shownRows, updatedAt: query.dataUpdatedAt });

  const header = <StepHeader title={illustrative ? t.illustrativeTitle : t.title} description={t.description} />;
  if (editions.query.isPending)
    return (
      <>
        {header}
        <LoadingSpinner label="Loading models…" />
      </>
    );
  if (editions.query.isError) {
    return (
      <>
        {header}
        <QueryProblem
          what="We could not load the models"
          error={editions.query.error}
          onRetry={() => void editions.query.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <style>{compareStyles + printStyles}</style>
      <div className="calc-compare">
        <CurrentVehicleCard first={query.data?.vehicleResults[0]} />
        <div className="calc-results">
          {query.isError ? (
            <QueryProblem
              what="We could not calculate the running costs"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.isPending && query.fetchStatus === 'fetching' ? (
            <LoadingSpinner label="Calculating running costs…" />
          ) : null}
          {query.isPlaceholderData ? <LoadingSpinner label="Updating the figures…" size={20} /> : null}
          {query.data?.vehicleResults.length === 0 ? (
            <p className="calc-empty">No running costs came back for these models.</p>
          ) : null}
          <ul className="calc-results__list">
            {compared.map((edition) => (
              <ResultCard
                key={edition.id}
                edition={edition}
                result={shown.get(edition.id)}
                differenceLabel={differenceLabel}
                onRemove={() => dispatch({ type: 'compare/remove', id: edition.id })}
              />
            ))}
          </ul>
          <PrintSummary rows={shownRows} differenceLabel={differenceLabel} />
          <InfoBlock />
          <TermsDisclosure />
          {options.print ? (
            <div className="calc-actions">
              <Button variant="secondary" icon="print" label={t.print} onClick={() => window.print()} />
            </div>
          ) : null}
        </div>
      </div>
      <ResultsAnnouncer
        text={resultsSummary(shownRows, state.period, texts, differenceLabel)}
        updating={query.isPlaceholderData}
      />
    </>
  );
}
