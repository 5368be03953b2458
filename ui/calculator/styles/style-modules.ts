/**
 * Every stylesheet module the elements and the calculator adopt, by name: what the style tests read
 * (`reserved-classes.test.ts`, `important-rules.test.ts`).
 */
import { buttonStyles } from '../../components/button/button-styles.ts';
import { iconStyles } from '../../components/icon/icon-styles.ts';
import { loadingSpinnerStyles } from '../../components/loading-spinner/loading-spinner-styles.ts';
import { modalStyles } from '../../components/modal/modal-styles.ts';
import { modalUnavailableStyles } from '../../components/modal/modal-unavailable-styles.ts';
import { stepProgressStyles } from '../../components/step-progress/step-progress-styles.ts';
import { genesisThemeCss } from '../../theme/genesis-theme.ts';
import { baseStyles } from './base-styles.ts';
import { chargingStyles } from './charging-styles.ts';
import { compareStyles } from './compare-styles.ts';
import { ownershipStyles } from './ownership-styles.ts';
import { printStyles } from './print-styles.ts';
import { selectStyles } from './select-styles.ts';
import { shellStyles } from './shell-styles.ts';

export const styleModules: Readonly<Record<string, string>> = {
  genesisThemeCss,
  buttonStyles,
  iconStyles,
  loadingSpinnerStyles,
  modalStyles,
  modalUnavailableStyles,
  stepProgressStyles,
  shellStyles,
  baseStyles,
  chargingStyles,
  compareStyles,
  ownershipStyles,
  printStyles,
  selectStyles,
};
