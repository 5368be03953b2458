/** Registers every `hcuk-` element; safe to call more than once. */
import { registerHcukButton } from './button/hcuk-button.tsx';
import { registerHcukIcon } from './icon/hcuk-icon.tsx';
import { registerHcukLoadingSpinner } from './loading-spinner/hcuk-loading-spinner.tsx';
import { registerHcukModal } from './modal/hcuk-modal.tsx';
import { registerHcukStepProgress } from './step-progress/hcuk-step-progress.tsx';

/** Registers all elements: button, icon, loading spinner, step progress, modal (the calculator joins next). */
export function registerAllElements(): void {
  registerHcukButton();
  registerHcukIcon();
  registerHcukLoadingSpinner();
  registerHcukStepProgress();
  registerHcukModal();
  // Next issue: registerHcukCostSavingCalculator() from ui/calculator/ joins here.
}
