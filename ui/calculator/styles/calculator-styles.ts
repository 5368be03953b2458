/**
 * The calculator's shadow-root stylesheet: the shared pieces it renders as React components (button, step
 * indicator, spinner, modal) without their own elements' `:host` rules, then the shell around the flow. The flow
 * (its frame, fields and first step) and each later step bring their own styles in their chunks (`useStyles`).
 */

import { buttonStyles } from '../../components/button/button-styles.ts';
import { iconStyles } from '../../components/icon/icon-styles.ts';
import { loadingSpinnerStyles } from '../../components/loading-spinner/loading-spinner-styles.ts';
import { stepProgressStyles } from '../../components/step-progress/step-progress-styles.ts';
import { shellStyles } from './shell-styles.ts';

/** A shared piece's CSS without its `:host` rules (those belong to its own element, not to the calculator). */
export const withoutHostRules = (css: string): string => css.replace(/:host(\([^)]*\))?\s*\{[^}]*\}\s*/g, '');

/** The calculator element's stylesheet. */
export const calculatorStyles = [
  ...[buttonStyles, iconStyles, stepProgressStyles, loadingSpinnerStyles].map(withoutHostRules),
  shellStyles,
].join('');
