/** The meta every calculator story file shares: the element's generated controls, the MG brand, a starting visit. */
import type { Meta } from '@storybook/react-vite';
import type { CalculatorState, CalculatorStep } from '../calculator/state/store/index.ts';
import { startAt, visitAt } from './calculator-visit.ts';
import { elementMeta } from './element-meta.ts';
import type { ElementArgs } from './render-element.ts';
import { shadowCanvas } from './shadow-canvas.ts';

/** Spread into a calculator story file's default export: `<hcuk-cost-saving-calculator brand="MG">` on `step`. */
export function calculatorMeta(step: CalculatorStep, changes: Partial<CalculatorState> = {}) {
  const element = elementMeta('hcuk-cost-saving-calculator');
  return {
    ...element,
    args: { ...element.args, brand: 'MG' },
    beforeEach: startAt(visitAt(step, changes)),
  } satisfies Meta<ElementArgs>;
}

/** Queries inside the story's calculator. */
export const calculatorView = (canvasElement: HTMLElement) =>
  shadowCanvas(canvasElement, 'hcuk-cost-saving-calculator');
