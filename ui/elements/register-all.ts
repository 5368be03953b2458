/** Registers every `hcuk-` element; safe to call more than once. */
import { registerHcukButton } from './button/hcuk-button.tsx';
import { registerHcukCostSavingCalculator } from './cost-saving-calculator/hcuk-cost-saving-calculator.tsx';
import { registerHcukIcon } from './icon/hcuk-icon.tsx';
import { registerHcukLoadingSpinner } from './loading-spinner/hcuk-loading-spinner.tsx';
import { registerHcukModal } from './modal/hcuk-modal.tsx';
import { registerHcukStepProgress } from './step-progress/hcuk-step-progress.tsx';

/** Registers all elements: button, icon, loading spinner, step progress, modal and the cost-saving calculator. */
export function registerAllElements(): void {
  registerHcukButton();
  registerHcukIcon();
  registerHcukLoadingSpinner();
  registerHcukStepProgress();
  registerHcukModal();
  registerHcukCostSavingCalculator();
}
