/**
 * Step 4, compare: the current-vehicle card, one result card per compared edition with shared period tabs, "How we
 * worked this out", the info block, the terms, Print, a live summary of the figures, and the printed table. Loading
 * (one message, in the results), failure (with Try again) and updating are shown in place.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { LoadingSpinner } from '../../../components/loading-spinner/loading-spinner.tsx';
import { useStyles } from '../../../components/styles/use-styles.ts';
import { useCalculator } from '../../calculator-context.ts';
import { EmptyState } from '../../parts/empty-state.tsx';
import { StepHeader } from '../../parts/step-header.tsx';
import { useRemovalFocus } from '../../parts/use-removal-focus.ts';
import { QueryProblem } from '../../query-problem.tsx';
import { costedPriceChecks, offeredHomeTariffs } from '../../state/charging/index.ts';
import {
  type AssumptionInputs,
  acceptedAnnualMiles,
  assumptionRows,
  type CalculationResponse,
  currentCarResult,
  pricesInUse,
  resultsById,
  taxRatesEnded,
  unbalancedResults,
  type VehicleResult,
} from '../../state/figures/index.ts';
import { oldestMonth, outOfDateMonth } from '../../state/prices/index.ts';
import type { Edition } from '../../state/selection/index.ts';
import { stepAnalytics } from '../../state/store/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';
import { costedFigureChecks, petrolPriceOf } from '../../state/vehicle/index.ts';
import { compareStyles } from '../../styles/compare-styles.ts';
import { printStyles } from '../../styles/print-styles.ts';
import { useAlternativeFigures } from '../../use-alternative-figures.ts';
import { useCalculation } from '../../use-calculation.ts';
import { useComparedExample } from '../../use-compared-example.ts';
import { useOfferedEditions } from '../../use-offered-editions.ts';
import { useYearlyTax } from '../../use-yearly-tax.ts';
import { AssumptionsPanel } from './assumptions-panel.tsx';
import { BasisChoice } from './basis-choice.tsx';
import { CurrentVehicleCard } from './current-vehicle-card.tsx';
import { FinanceSummary } from './finance/finance-summary.tsx';
import { InfoBlock } from './info-block.tsx';
import { OwnershipPanel } from './ownership/ownership-panel.tsx';
import { PrintSummary } from './print-summary.tsx';
import { ResultCard } from './result-card.tsx';
import { ResultsAnnouncer } from './results-announcer.tsx';
import { resultsSummary } from './results-summary.ts';
import { ShareLinkButton } from './share-link-button.tsx';
import { TermsDisclosure } from './terms-disclosure.tsx';
import { usePrintShortcut } from './use-print-shortcut.ts';
import { useResultsEffects } from './use-results-effects.ts';

/** The comparison. */
export function CompareStep() {
  useStyles(compareStyles, printStyles);
  const { texts, setup, state, dispatch, options, host } = useCalculator();
  const t = texts.compare;
  const [termsOpen, setTermsOpen] = useState(false);
  const termsToggle = useRef<HTMLButtonElement>(null);
  const report = { host, stepName: stepAnalytics.compare.name };
  const editions = useOfferedEditions();
  const { query, input, vehicleIds } = useCalculation();
  // One moment for every "has it started" and "has it ended" below: read separately, a render across midnight could
  // disagree with itself.
  const now = Date.now();
  const taxOf = useYearlyTax(now);
  const alternatives = useAlternativeFigures(input, query.isSuccess && !query.isPlaceholderData);
  usePrintShortcut(options.print);
  const example = useComparedExample();
  const illustrative = example.car;
  const differenceLabel = illustrative ? t.illustrativeCostDifference : t.runningCostDifference;
  const compared = state.compared.flatMap((id) => editions.byId.get(id) ?? []);
  // The figures on screen: the latest answer, which may be the previous one while new figures compute.
  const shown = query.data ? resultsById(query.data, vehicleIds) : new Map<string, VehicleResult>();
  const shownRows = compared.flatMap((edition) => {
    const result = shown.get(edition.id);
    return result ? [{ edition, result }] : [];
  });
  useResultsEffects({ rows: query.isPlaceholderData ? [] : shownRows, updatedAt: query.dataUpdatedAt, now });
  useUnbalancedReport(query.data, vehicleIds);

  const status = texts.status;
  const removal = useRemovalFocus(compared.map((edition) => edition.id));
  const header = (
    <StepHeader
      title={illustrative ? t.illustrativeTitle : t.title}
      description={illustrative ? t.illustrativeDescription : t.description}
    />
  );
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
          report={report}
        />
      </>
    );
  }
  // Figures still to come show a quiet dash (the results say "Calculating…" once); figures the calculation could not
  // give read "Not available".
  const missing = query.isFetching ? '' : t.notAvailable;
  const annualMiles = acceptedAnnualMiles(state.accepted);
  const homeTariffs = offeredHomeTariffs(texts.charging.homeTariffs, setup.priceRanges.electricity);
  // What the comparison used, once: for "How we worked this out" and for whether its default prices are dated.
  const used: AssumptionInputs | undefined =
    state.accepted && state.savedCharging
      ? {
          data: state.accepted,
          petrolPrice: petrolPriceOf(state.accepted, setup.initial),
          charging: state.savedCharging,
          chargingSetup: setup.charging,
          compared,
          rows: shownRows,
          factors: setup.emissionFactors,
          sources: setup.priceSources,
          initial: setup.initial,
          basis: state.basis,
          realWorld: setup.realWorld,
          // The rates only when the figures include tax: a visit stored before tax was asked has none.
          vehicleTax: state.accepted.vehicleTax === undefined ? undefined : setup.vehicleTax,
          mileageDuty: setup.mileageDuty,
          now,
          homeTariffs,
        }
      : undefined;
  const assumptions = used && shownRows.length > 0 ? assumptionRows(used, texts) : [];
  // A default price older than the configuration allows is said to be possibly out of date, above the results.
  const inUse = used ? pricesInUse(used) : { sources: setup.priceSources, keys: [] };
  const staleMonth = outOfDateMonth(inUse.sources, inUse.keys, setup.priceMaxAgeDays, now);
  // Only when the figures count tax (the rates the comparison used): no notice about tax that is not in them.
  const taxUntil = taxRatesEnded(used?.vehicleTax, now);
  // Beside each headline: the month of the oldest default price the figures use (none when all are the visitor's).
  const pricesMonth = oldestMonth(inUse.sources, inUse.keys);
  const pricesAsOf = pricesMonth ? fillPlaceholders(t.pricesAsOf, { month: pricesMonth }) : undefined;
  // The visitor's car's tax a year where the comparison counts tax: a visit stored on a page with tax rates keeps its
  // tax on one without, where it is costed nowhere.
  const currentTax = setup.vehicleTax ? state.accepted?.vehicleTax : undefined;
  // Figures confirmed though few mean them, asked about again beside the results (plausibility.ts).
  const checks = state.accepted ? costedFigureChecks({ ...state.accepted, vehicleTax: currentTax }, state.vehicle) : [];
  const priceChecks = state.savedCharging ? costedPriceChecks(setup.charging, homeTariffs, state.savedCharging) : [];
  // A car's saving rests on the current car's figures to check, and on a price per kWh to check only where it charges.
  const toCheck = (powerTrain: Edition['powerTrain']) =>
    checks.length > 0 || (priceChecks.length > 0 && powerTrain !== 'hev');
  const readTerms = () => {
    setTermsOpen(true);
    termsToggle.current?.focus({ preventScroll: true });
  };
  return (
    <>
      {header}
      <div className="calc-compare">
        <CurrentVehicleCard
          first={currentCarResult(query.data)}
          currentTax={currentTax}
          checks={checks}
          priceChecks={priceChecks}
          missing={missing}
          annualMiles={annualMiles}
        />
        <div className="calc-results">
          {query.isError ? (
            <QueryProblem
              what={status.calculationFailed}
              error={query.error}
              status={status}
              onRetry={() => void query.refetch()}
              report={report}
            />
          ) : null}
          {query.isPending && query.fetchStatus === 'fetching' ? <LoadingSpinner label={status.calculating} /> : null}
          {query.isPlaceholderData ? <LoadingSpinner label={status.updating} size={20} /> : null}
          {query.data?.vehicleResults.length === 0 ? (
            <EmptyState message={status.noResults} retryLabel={status.retry} onRetry={() => void query.refetch()} />
          ) : null}
          {staleMonth ? (
            <p className="calc-notice calc-notice--prices">
              {fillPlaceholders(t.assumptions.pricesOutOfDate, { month: staleMonth })}
            </p>
          ) : null}
          {/* The headline counts the tax: rates past their end are said above the results, as old prices are, not
              only in "How we worked this out" (CAP Code 3.3). */}
          {taxUntil ? (
            <p className="calc-notice calc-notice--prices">
              {fillPlaceholders(t.assumptions.vehicleTaxOutOfDate, { to: taxUntil })}
            </p>
          ) : null}
          <BasisChoice />
          <FinanceSummary />
          <ul className="calc-results__list">
            {compared.map((edition) => (
              <ResultCard
                key={edition.id}
                edition={edition}
                result={shown.get(edition.id)}
                alternatives={alternatives.of(edition.id)}
                pricesAsOf={pricesAsOf}
                missing={missing}
                annualMiles={annualMiles}
                now={now}
                differenceLabel={differenceLabel}
                example={example}
                toCheck={toCheck(edition.powerTrain)}
                removeRef={removal.buttonRef(edition.id)}
                onRemove={() => {
                  removal.removing(edition.id);
                  dispatch({ type: 'compare/remove', id: edition.id });
                }}
              />
            ))}
          </ul>
          {/* Kept while new figures compute, like the cards (and the years chosen with it), marked as updating. */}
          {shownRows.length > 0 ? <OwnershipPanel rows={shownRows} updating={query.isPlaceholderData} /> : null}
          {assumptions.length > 0 ? (
            <AssumptionsPanel rows={assumptions} onReadTerms={t.terms.trim() ? readTerms : undefined} />
          ) : null}
          <PrintSummary rows={shownRows} differenceLabel={differenceLabel} example={example} now={now} />
          <InfoBlock />
          <TermsDisclosure open={termsOpen} onOpenChange={setTermsOpen} toggleRef={termsToggle} />
          <div className="calc-actions">
            <ShareLinkButton />
            {options.print ? (
              <Button variant="secondary" icon="print" label={t.print} onClick={() => window.print()} />
            ) : null}
          </div>
        </div>
      </div>
      <ResultsAnnouncer
        text={resultsSummary(
          shownRows,
          state.period,
          texts,
          taxOf,
          { rates: setup.mileageDuty, annualMiles, now, example, toCheck },
          alternatives.of,
          // The mileage's is left to its field, which says it live as the figure is used.
          [...checks.filter(({ field }) => field !== 'mileage'), ...priceChecks].map(({ text }) => text),
        )}
        updating={query.isPlaceholderData}
      />
    </>
  );
}

/** The answers already named in the console: a return to the compare step shows the same cached answer again. */
const reported = new WeakSet<CalculationResponse>();

/**
 * Names in the console, once per answer, the results of the vehicles asked about that were refused because a saving
 * is not its costs' difference: on screen they read "Not available" like a failed calculation, and the integrator
 * needs to know the provider is at fault.
 */
function useUnbalancedReport(response: CalculationResponse | undefined, requested: readonly string[]) {
  useEffect(() => {
    if (!response || reported.has(response)) return;
    reported.add(response);
    const refused = unbalancedResults(response, requested);
    if (refused.length > 0)
      console.error(
        `[hcuk] calculateByQuery: refused the results for ${refused.join(', ')}: a saving is more than a penny from the current running cost less the new one`,
      );
  }, [response, requested]);
}
