/**
 * The four-step flow: the navigation and the current step, with the calculator's context provided to every part.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStyles } from '../components/styles/use-styles.ts';
import type { CalculatorAppProps } from './calculator-app-props.ts';
import {
  CalculatorSetupContext,
  type CalculatorSetupValue,
  CalculatorStateContext,
  type CalculatorStateValue,
  type PendingFinanceChoice,
} from './calculator-context.ts';
import { CalculatorErrorBoundary } from './calculator-error-boundary.tsx';
import { CalculatorNav } from './calculator-nav.tsx';
import type { CalculatorFinance } from './calculator-services.ts';
import { useDoubleTapGuard } from './double-tap-guard.ts';
import { prefetchSteps } from './lazy-steps.ts';
import { SharedLinkNote } from './shared-link-note.tsx';
import type { QuoteRequestFields } from './state/finance/quote-request-form.ts';
import { type CalculatorStep, type Configuration, calculatorSetup } from './state/store/index.ts';
import { builtInTexts, resolveTexts, textsLanguage } from './state/texts/index.ts';
import { jumpToStep } from './step-jump.ts';
import { StepOnDemand } from './step-on-demand.tsx';
import { VehicleStep } from './steps/vehicle/vehicle-step.tsx';
import { storedVisitName } from './stored-visit-name.ts';
import { baseStyles } from './styles/base-styles.ts';
import { useCalculatorState } from './use-calculator-state.ts';
import { useDocumentLang } from './use-document-lang.ts';
import { useSetupProblems } from './use-setup-problems.ts';
import { useStepChange } from './use-step-change.ts';
import { useStepHistory } from './use-step-history.ts';
import { useWideLayout } from './use-wide-layout.ts';

/** Loaded with the flow, so the embed's first file carries no validator (`flow-chunk.ts`). */
export * as calculatorResponseChecks from './calculator-response-checks.ts';

/** Props of `CalculatorFlow`. */
export interface CalculatorFlowProps extends CalculatorAppProps {
  configuration: Configuration;
  finance: CalculatorFinance;
  imageUrl: (src: string) => string;
}

/** The calculator once its configuration has loaded. */
export function CalculatorFlow({ configuration, options, host, emit, finance, imageUrl }: CalculatorFlowProps) {
  useStyles(baseStyles);
  const setup = useMemo(() => calculatorSetup(configuration, options.brand), [configuration, options.brand]);
  const pageLang = useDocumentLang();
  const locale = options.locale || pageLang;
  const max = options.maxCompare;
  const texts = useMemo(
    () => resolveTexts(configuration.content, locale, builtInTexts, { max }),
    [configuration, locale, max],
  );
  // Once per configuration and locale, as the texts are, not at every render of the flow.
  const lang = useMemo(() => textsLanguage(configuration.content, locale, builtInTexts), [configuration, locale]);
  const storedAs = useMemo(() => storedVisitName(host, options.brand), [host, options.brand]);
  const { state, dispatch, opened } = useCalculatorState(setup, options.brand, storedAs, max);
  // The visit as it opened: a shared link's note shows on its step until the visitor moves on, and checks the link's
  // own figures, not what the visitor has typed since.
  const [openedAs] = useState(state);
  useSetupProblems(options, host, setup);
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const wide = useWideLayout(ref);
  const headingFocus = useRef(false);
  const stepSubmit = useRef<((to: CalculatorStep) => boolean) | null>(null);
  const priceDrafts = useRef<Record<string, string | undefined>>({});
  const quoteRequestDrafts = useRef<Record<string, QuoteRequestFields | undefined>>({});
  const depositDrafts = useRef<Record<string, string | undefined>>({});
  const pendingFinanceChoices = useRef<Record<string, PendingFinanceChoice | undefined>>({});
  useStepChange(state.step, host, ref, headingFocus, options, emit);
  const historyBack = useStepHistory(state.step, options.brand, !options.noStepHistory, (to) =>
    jumpToStep(state, to, dispatch, stepSubmit),
  );
  useDoubleTapGuard(ref, state.step, state.compared);
  // A car removed from the comparison (or another brand's) loses its finance choices, and so its refused deposit: added
  // again, it starts from the lender's figures, not a deposit typed for choices that are gone (a review).
  useEffect(() => {
    for (const id of Object.keys(depositDrafts.current))
      if (!state.compared.includes(id)) delete depositDrafts.current[id];
  }, [state.compared]);
  useEffect(prefetchSteps, []);

  const fixed = useMemo<CalculatorSetupValue>(
    () => ({
      texts,
      setup,
      options,
      finance,
      imageUrl,
      dispatch,
      host,
      headingFocus,
      stepSubmit,
      priceDrafts,
      quoteRequestDrafts,
      depositDrafts,
      pendingFinanceChoices,
      historyBack,
    }),
    [texts, setup, options, finance, imageUrl, dispatch, host, historyBack],
  );
  const changing = useMemo<CalculatorStateValue>(() => ({ state, wide }), [state, wide]);

  return (
    <CalculatorSetupContext.Provider value={fixed}>
      <CalculatorStateContext.Provider value={changing}>
        <div ref={ref} className={`calc${wide ? ' calc--wide' : ''}`} data-step={state.step} lang={lang}>
          <CalculatorNav />
          {opened && state.step === openedAs.step ? (
            <SharedLinkNote opened={opened} linkVehicle={openedAs.vehicle} />
          ) : null}
          <div className="calc__step">
            {/* A step that fails to render fails in its own place: the navigation stays. Try again asks
              the server for everything again, never rendering a cached answer a second time. */}
            <CalculatorErrorBoundary key={state.step} onRetry={() => void queryClient.resetQueries()}>
              {state.step === 'vehicle' ? <VehicleStep /> : <StepOnDemand key={state.step} step={state.step} />}
            </CalculatorErrorBoundary>
          </div>
        </div>
      </CalculatorStateContext.Provider>
    </CalculatorSetupContext.Provider>
  );
}
