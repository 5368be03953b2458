/**
 * What every part of one calculator shares, in two contexts so that a part reads only what it needs: the setup (its
 * texts, rules, options, server access and dispatch, fixed while the configuration is) and the state (the visit and
 * the layout width, which change). A part that reads only the setup (`useCalculatorSetup`) does not render again
 * when the visitor types.
 */
import { createContext, type Dispatch, type MutableRefObject, useContext } from 'react';
import type { CalculatorOptions } from './calculator-options.ts';
import type { CalculatorFinance } from './calculator-services.ts';
import type { FinanceChoice } from './state/finance/finance-request.ts';
import type { QuoteRequestFields } from './state/finance/quote-request-form.ts';
import type { CalculatorAction, CalculatorSetup, CalculatorState, CalculatorStep } from './state/store/index.ts';
import type { CalculatorTexts } from './state/texts/index.ts';
import type { HistoryBack } from './use-step-history.ts';

/** A finance choice typed and waiting out the typing pause: what it would choose, and the field's own apply. */
export interface PendingFinanceChoice {
  choice: FinanceChoice;
  apply: () => void;
}

/** What does not change while the visitor uses the calculator. */
export interface CalculatorSetupValue {
  texts: CalculatorTexts;
  setup: CalculatorSetup;
  options: CalculatorOptions;
  finance: CalculatorFinance;
  /** Resolves an image path from the API against the API's host. */
  imageUrl: (src: string) => string;
  /** The reducer's dispatch (stable). */
  dispatch: Dispatch<CalculatorAction>;
  /** The element, for scrolling and print. */
  host: HTMLElement;
  /** Set by a step change: the next step heading to appear takes focus (a lazy step's may appear later). */
  headingFocus: MutableRefObject<boolean>;
  /**
   * Submits the step shown, as its Next or Save would, then goes on to `to` (the step indicator's forward jump);
   * whether it went on. Null while no step form is on screen (`StepForm` sets it).
   */
  stepSubmit: MutableRefObject<((to: CalculatorStep) => boolean) | null>;
  /**
   * The prices per kWh being typed on Charging, by charge type, kept while the visitor is on other steps: a price
   * typed and left open (say, refused) is there again on the way back, not lost to Back.
   */
  priceDrafts: MutableRefObject<Record<string, string | undefined>>;
  /**
   * The quote request forms as typed, by edition id, until each is sent: kept while the visitor is on other steps
   * (Back to Models and forward again, Edit vehicle), in memory only, never stored, since they hold personal data.
   */
  quoteRequestDrafts: MutableRefObject<Record<string, QuoteRequestFields | undefined>>;
  /**
   * The deposits typed on Compare that break the lender's rule ("3,1000"), by edition id: kept while the visitor is on
   * other steps, so the field shows them again with their error, never the last deposit that applied in their place.
   */
  depositDrafts: MutableRefObject<Record<string, string | undefined>>;
  /**
   * The finance choices typed and still waiting out the typing pause (a deposit), by edition id: what applying each
   * would choose, and `apply`, which chooses it as the field would. Copy a link applies them first, so the link
   * holds what the fields show.
   */
  pendingFinanceChoices: MutableRefObject<Record<string, PendingFinanceChoice | undefined>>;
  /** The calculator's Back through the browser's history, where the entry before is the step before (`useStepHistory`). */
  historyBack: HistoryBack;
}

/** What changes as the visitor goes. */
export interface CalculatorStateValue {
  state: CalculatorState;
  /** Whether the calculator is wide enough for the desktop layouts (list filter, radio profiles, basket slots). */
  wide: boolean;
}

/** Both, as `useCalculator` gives them. */
export type CalculatorContextValue = CalculatorSetupValue & CalculatorStateValue;

/** The setup context; provided by `CalculatorFlow`. */
export const CalculatorSetupContext = createContext<CalculatorSetupValue | null>(null);
/** The state context; provided by `CalculatorFlow`. */
export const CalculatorStateContext = createContext<CalculatorStateValue | null>(null);

const outside = () => new Error('[hcuk] calculator parts must be rendered inside CalculatorFlow');

/** The calculator's setup only: a part using it renders again only when the configuration or options change. */
export function useCalculatorSetup(): CalculatorSetupValue {
  const value = useContext(CalculatorSetupContext);
  if (!value) throw outside();
  return value;
}

/** The calculator's setup and state; throws outside a calculator (a programming error). */
export function useCalculator(): CalculatorContextValue {
  const setup = useCalculatorSetup();
  const value = useContext(CalculatorStateContext);
  if (!value) throw outside();
  return { ...setup, ...value };
}
