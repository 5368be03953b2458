/** Registers every `hcuk-` element of `elementDefinitions`; safe to call more than once. */
import { HcukButton } from './button/hcuk-button.tsx';
import { elementDefinitions, type HcukElementTag } from './element-definitions.ts';
import { HcukIcon } from './icon/hcuk-icon.tsx';
import { HcukLoadingSpinner } from './loading-spinner/hcuk-loading-spinner.tsx';
import { HcukModal } from './modal/hcuk-modal.tsx';
import { registerElement } from './register-element.ts';
import { HcukStepProgress } from './step-progress/hcuk-step-progress.tsx';

/**
 * The class of every defined element: a definition without a class here does not compile. The calculator's joins
 * when its render is built (its definition is already in the list, for the manifest and the typings).
 */
const elementClasses: Record<Exclude<HcukElementTag, 'hcuk-cost-saving-calculator'>, CustomElementConstructor> = {
  'hcuk-button': HcukButton,
  'hcuk-icon': HcukIcon,
  'hcuk-loading-spinner': HcukLoadingSpinner,
  'hcuk-step-progress': HcukStepProgress,
  'hcuk-modal': HcukModal,
};

/** Registers all elements that have a class, in the definitions' order. */
export function registerAllElements(): void {
  const classes: Partial<Record<HcukElementTag, CustomElementConstructor>> = elementClasses;
  for (const { tag } of elementDefinitions) {
    const element = classes[tag];
    if (element) registerElement(tag, element);
  }
}
