/** What every part of one calculator shares: its texts, rules, options and server access (one per element). */
import { createContext, type Dispatch, type MutableRefObject, useContext } from 'react';
import type { CalculatorOptions } from './calculator-options.ts';
import type { CalculatorFinance } from './calculator-services.ts';
import type { CalculatorAction } from './state/calculator-actions.ts';
import type { CalculatorSetup, CalculatorState } from './state/calculator-state.ts';
import type { CalculatorTexts } from './state/calculator-texts.ts';

/** One calculator's shared context. */
export interface CalculatorContextValue {
  texts: CalculatorTexts;
  setup: CalculatorSetup;
  options: CalculatorOptions;
  finance: CalculatorFinance;
  /** Resolves an image path from the API against the API's host. */
  imageUrl: (src: string) => string;
  /** Whether the calculator is wide enough for the desktop layouts (list filter, radio profiles, basket slots). */
  wide: boolean;
  state: CalculatorState;
  dispatch: Dispatch<CalculatorAction>;
  /** The element, for scrolling and print. */
  host: HTMLElement;
  /** Set by a step change: the next step heading to appear takes focus (a lazy step's may appear later). */
  headingFocus: MutableRefObject<boolean>;
}

/** The context; provided by `CalculatorFlow`. */
export const CalculatorContext = createContext<CalculatorContextValue | null>(null);

/** The calculator's context; throws outside a calculator (a programming error). */
export function useCalculator(): CalculatorContextValue {
  const value = useContext(CalculatorContext);
  if (!value) throw new Error('[hcuk] calculator parts must be rendered inside CalculatorFlow');
  return value;
}
