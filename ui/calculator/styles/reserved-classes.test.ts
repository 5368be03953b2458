import { expect, it } from 'vitest';
import { buttonStyles } from '../../components/button/button-styles.ts';
import { isReservedClass } from '../../components/html-content/reserved-class.ts';
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

const styleModules = {
  genesisThemeCss,
  buttonStyles,
  iconStyles,
  loadingSpinnerStyles,
  modalStyles,
  modalUnavailableStyles,
  stepProgressStyles,
  baseStyles,
  chargingStyles,
  compareStyles,
  ownershipStyles,
  printStyles,
  selectStyles,
};

it('styles only classes the sanitiser takes from content, so content can never take their look or place', () => {
  const classes = Object.entries(styleModules).flatMap(([module, css]) =>
    Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => `${module}: .${match[1]}`),
  );
  expect(classes.length).toBeGreaterThan(150);
  expect(classes.filter((entry) => !isReservedClass(entry.split('.')[1] ?? ''))).toEqual([]);
});
