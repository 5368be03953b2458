/** What the element hands the calculator: its options, its host element, and where step changes are announced. */
import type { CalculatorOptions } from './calculator-options.ts';
import type { StepChangeEmitter } from './use-step-change.ts';

/** Props of `CalculatorApp` (and of the flow it loads). */
export interface CalculatorAppProps {
  options: CalculatorOptions;
  host: HTMLElement;
  emit: StepChangeEmitter;
}
