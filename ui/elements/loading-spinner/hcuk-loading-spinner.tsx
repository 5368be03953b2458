/**
 * `<hcuk-loading-spinner>`: an accessible loading indicator (`role="status"`). Attributes and parts:
 * `loading-spinner-definition.ts`.
 */
import { LoadingSpinner } from '../../components/loading-spinner/loading-spinner.tsx';
import { loadingSpinnerStyles } from '../../components/loading-spinner/loading-spinner-styles.ts';
import { createElementClass } from '../define-element.ts';
import { loadingSpinnerDefinition } from './loading-spinner-definition.ts';

/** The `hcuk-loading-spinner` element class. */
export const HcukLoadingSpinner = createElementClass({
  ...loadingSpinnerDefinition,
  styles: loadingSpinnerStyles,
  render: (props) => <LoadingSpinner {...props} />,
});
