/** Registers every `hcuk-` element of `elementDefinitions`; safe to call more than once. */

import { readHcukConfig } from '../config/hcuk-config.ts';
import { HcukButton } from './button/hcuk-button.tsx';
import { warnAboutConfigAttributeTypos } from './config-attribute-typos.ts';
import { HcukCostSavingCalculator } from './cost-saving-calculator/hcuk-cost-saving-calculator.tsx';
import { elementDefinitions, type HcukElementTag } from './element-definitions.ts';
import { HcukIcon } from './icon/hcuk-icon.tsx';
import { HcukLoadingSpinner } from './loading-spinner/hcuk-loading-spinner.tsx';
import { HcukModal } from './modal/hcuk-modal.tsx';
import { registerElement } from './register-element.ts';
import { HcukStepProgress } from './step-progress/hcuk-step-progress.tsx';

/** The class of every defined element: a definition without a class here does not compile. */
const elementClasses: Record<HcukElementTag, CustomElementConstructor> = {
  'hcuk-button': HcukButton,
  'hcuk-icon': HcukIcon,
  'hcuk-loading-spinner': HcukLoadingSpinner,
  'hcuk-step-progress': HcukStepProgress,
  'hcuk-modal': HcukModal,
  'hcuk-cost-saving-calculator': HcukCostSavingCalculator,
};

/** Registers all elements, in the definitions' order, and names any `hcukConfig.attributes` none of them has. */
export function registerAllElements(): void {
  for (const { tag } of elementDefinitions) registerElement(tag, elementClasses[tag]);
  warnAboutConfigAttributeTypos(readHcukConfig().attributes, elementDefinitions);
}
