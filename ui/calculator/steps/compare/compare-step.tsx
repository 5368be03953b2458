/**
 * Step 4, compare (spec section 2): the current-vehicle card, one result card per compared edition with shared
 * period tabs, the info block, the terms, Print, a live summary of the figures, and the printed table. Loading,
 * failure (with Retry) and updating are shown in place.
 */
import { Button } from '../../../components/button/button.tsx';
import { LoadingSpinner } from '../../../components/loading-spinner/loading-spinner.tsx';
import { useStyles } from '../../../components/styles/use-styles.ts';
import { useCalculator } from '../../calculator-context.ts';
import { EmptyState } from '../../parts/empty-state.tsx';
import { StepHeader } from '../../parts/step-header.tsx';
import { useRemovalFocus } from '../../parts/use-removal-focus.ts';
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
  useStyles(compareStyles, printStyles);
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

  const status = texts.status;
  const removal = useRemovalFocus(compared.map((edition) => edition.id));
  const header = <StepHeader title={illustrative ? t.illustrativeTitle : t.title} description={t.description} />;
  if (editions.query.isPending)
    return (
      <>
        {header}
        <LoadingSpinner label={status.loadingModels} />
      </>
    );
  if (editions.query.isError) {
    return (
      <>
        {header}
        <QueryProblem
          what={status.modelsFailed}
          error={editions.query.error}
          status={status}
          onRetry={() => void editions.query.refetch()}
        />
      </>
    );
  }
  // Figures still to come read "Calculating…"; figures the calculation could not give read "Not available".
  const missing = query.isFetching ? status.calculating : t.notAvailable;
  return (
    <>
      {header}
      <div className="calc-compare">
        <CurrentVehicleCard first={query.data?.vehicleResults[0]} missing={missing} />
        <div className="calc-results">
          {query.isError ? (
            <QueryProblem
              what={status.calculationFailed}
              error={query.error}
              status={status}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.isPending && query.fetchStatus === 'fetching' ? <LoadingSpinner label={status.calculating} /> : null}
          {query.isPlaceholderData ? <LoadingSpinner label={status.updating} size={20} /> : null}
          {query.data?.vehicleResults.length === 0 ? (
            <EmptyState message={status.noResults} retryLabel={status.retry} onRetry={() => void query.refetch()} />
          ) : null}
          <ul className="calc-results__list">
            {compared.map((edition) => (
              <ResultCard
                key={edition.id}
                edition={edition}
                result={shown.get(edition.id)}
                missing={missing}
                differenceLabel={differenceLabel}
                removeRef={removal.buttonRef(edition.id)}
                onRemove={() => {
                  removal.removing(edition.id);
                  dispatch({ type: 'compare/remove', id: edition.id });
                }}
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
