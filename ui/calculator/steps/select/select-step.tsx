/**
 * Step 3, models: the model filter and sort, a grid of edition cards (1, 2 or 3 columns), Back to Top, and the basket.
 * Loading, failure (with Retry) and "no models" are shown in place.
 */
import { useMemo, useRef } from 'react';
import { hostSiteSection } from '../../../analytics/click-tracking.ts';
import { trackEvent } from '../../../analytics/track-event.ts';
import { filterEvent } from '../../../analytics/tracking-events.ts';
import { LoadingSpinner } from '../../../components/loading-spinner/loading-spinner.tsx';
import { useStyles } from '../../../components/styles/use-styles.ts';
import { useCalculator } from '../../calculator-context.ts';
import { trackComparison } from '../../calculator-tracking.ts';
import { formatCount } from '../../format/count.ts';
import { EmptyState } from '../../parts/empty-state.tsx';
import { StepHeader } from '../../parts/step-header.tsx';
import { QueryProblem } from '../../query-problem.tsx';
import { type Edition, offeredFuelKind, sortEditions } from '../../state/selection/index.ts';
import { stepAnalytics } from '../../state/store/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';
import { selectStyles } from '../../styles/select-styles.ts';
import { useComparedExample } from '../../use-compared-example.ts';
import { useOfferedEditions } from '../../use-offered-editions.ts';
import { Basket } from './basket.tsx';
import { EditionGrid, editionPageSize } from './edition-grid.tsx';
import { ListChangeStatus } from './list-change-status.tsx';
import { ModelFilter } from './model-filter.tsx';
import { SortSelect, sortLabels } from './sort-select.tsx';
import { useFocusedCardClear } from './use-focused-card-clear.ts';
import { useStableHandler } from './use-stable-handler.ts';

/** The models step. */
export function SelectStep() {
  useStyles(selectStyles);
  const { texts, state, dispatch, options, host, imageUrl } = useCalculator();
  const { query, models, byId, describe } = useOfferedEditions();
  const toolbar = useRef<HTMLDivElement>(null);
  const basket = useRef<HTMLElement>(null);
  const focusedCardClear = useFocusedCardClear(basket, toolbar, options.stickyHeader);
  const t = texts.select;
  const max = options.maxCompare;
  const status = texts.status;
  // Still on the configuration's example figures, the models are compared with the example car, not the visitor's.
  const description = useComparedExample().car ? t.descriptionExample : t.description;
  const header = <StepHeader title={t.title} description={description} />;
  const retry = () => void query.refetch();
  const names = useMemo(() => models.map((model) => model.modelName), [models]);
  const known = state.modelFilter !== null && names.includes(state.modelFilter) ? state.modelFilter : null;
  // filter-single-model: always one model, the first until the visitor picks another.
  const filter = options.filterSingleModel ? (known ?? names[0] ?? null) : known;
  // Filtered and sorted once per filter and sort, not on every checkbox (a brand may have 5,000 editions).
  const shown = useMemo(
    () =>
      sortEditions(
        models.filter((model) => filter === null || model.modelName === filter).flatMap((model) => model.editions),
        state.sort,
      ),
    [models, filter, state.sort],
  );
  const toggle = useStableHandler((edition: Edition, next: boolean) => {
    const ids = next ? [...state.selected, edition.id] : state.selected.filter((id) => id !== edition.id);
    const linkText = next ? t.compareLabel : t.selectedLabel;
    trackComparison(host, 'select', { linkText, selection: describe(ids), model: edition.description });
    dispatch({ type: 'select/toggle', id: edition.id, checked: next, max });
  });

  if (query.isPending && options.brand)
    return (
      <>
        {header}
        <LoadingSpinner label={status.loadingModels} />
      </>
    );
  if (query.isError) {
    return (
      <>
        {header}
        <QueryProblem
          what={status.modelsFailed}
          error={query.error}
          status={status}
          onRetry={retry}
          report={{ host, stepName: stepAnalytics.select.name }}
        />
      </>
    );
  }
  if (models.length === 0)
    return (
      <>
        {header}
        <EmptyState message={t.noModels} retryLabel={status.retry} onRetry={options.brand ? retry : undefined} />
      </>
    );

  const selected = state.selected.flatMap((id) => byId.get(id) ?? []);
  const listKey = `${filter ?? ''}\u0000${state.sort}`;
  // At the maximum, the cards not chosen and the basket both say so, in the same words.
  const fullText =
    selected.length >= max ? fillPlaceholders(t.maxReached, { fuel: offeredFuelKind(models) }) : undefined;

  return (
    <>
      {header}
      <div className="calc-toolbar" ref={focusedCardClear.toolbarRef}>
        <ModelFilter
          modelNames={names}
          current={filter}
          onChange={(model) => {
            trackEvent(filterEvent(hostSiteSection(host), model ?? t.allModels), { source: host });
            dispatch({ type: 'select/filter', model });
          }}
        />
        <SortSelect
          onChange={(sort) => {
            trackEvent(filterEvent(hostSiteSection(host), sortLabels(texts)[sort]), { source: host });
            dispatch({ type: 'select/sort', sort });
          }}
        />
      </div>
      <ListChangeStatus
        listKey={listKey}
        message={`${filter ?? t.allModels}, ${sortLabels(texts)[state.sort]}: ${fillPlaceholders(t.shownCount, {
          shown: formatCount(Math.min(shown.length, editionPageSize)),
          total: formatCount(shown.length),
        })}`}
      />
      <EditionGrid
        // A new filter or sort is a new list: it starts again at its first page.
        key={listKey}
        ref={focusedCardClear.gridRef}
        onFocus={focusedCardClear.onFocus}
        editions={shown}
        selected={state.selected}
        fullText={fullText}
        texts={t}
        imageUrl={imageUrl}
        onToggle={toggle}
      />
      <Basket
        ref={basket}
        watch={toolbar}
        selected={selected}
        fullText={fullText}
        onRemove={(edition) => dispatch({ type: 'select/remove', id: edition.id })}
        onClear={() => dispatch({ type: 'select/clear' })}
        onCompare={() => {
          trackComparison(host, 'select', { linkText: t.compare, selection: describe(state.selected) });
          dispatch({ type: 'select/compare' });
        }}
      />
    </>
  );
}
