/**
 * Every `hcuk-` element's definition, in one list: the manifest generator (`custom-elements.json`), the typings of
 * `hcuk-genesis/embed` and `registerAllElements()` all read it, so a new element joins them by being added here.
 */
import { buttonDefinition } from './button/button-definition.ts';
import { costSavingCalculatorDefinition } from './cost-saving-calculator/cost-saving-calculator-definition.ts';
import { iconDefinition } from './icon/icon-definition.ts';
import { loadingSpinnerDefinition } from './loading-spinner/loading-spinner-definition.ts';
import { modalDefinition } from './modal/modal-definition.ts';
import { stepProgressDefinition } from './step-progress/step-progress-definition.ts';

/** All element definitions, in the README's order. */
export const elementDefinitions = [
  buttonDefinition,
  iconDefinition,
  loadingSpinnerDefinition,
  stepProgressDefinition,
  modalDefinition,
  costSavingCalculatorDefinition,
] as const;

/** Every `hcuk-` tag. */
export type HcukElementTag = (typeof elementDefinitions)[number]['tag'];
