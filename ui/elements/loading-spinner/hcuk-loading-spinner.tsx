/**
 * `<hcuk-loading-spinner>`: an accessible loading indicator (`role="status"`).
 *
 * Attributes: `label` (default `Loading…`), `show-label` (default true; `show-label="false"` keeps the text for
 * screen readers only), `size` (pixels; default 40), `theme`. Events: none. Parts: `ring`, `label`.
 */
import { LoadingSpinner } from '../../components/loading-spinner/loading-spinner.tsx';
import { loadingSpinnerStyles } from '../../components/loading-spinner/loading-spinner-styles.ts';
import { booleanAttribute, numberAttribute, stringAttribute } from '../attribute-types.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';

/** The `hcuk-loading-spinner` element class. */
export const HcukLoadingSpinner = createElementClass({
  tag: 'hcuk-loading-spinner',
  attributes: {
    label: stringAttribute('Loading…'),
    showLabel: booleanAttribute(true),
    size: numberAttribute(40),
  },
  styles: loadingSpinnerStyles,
  render: (props) => <LoadingSpinner {...props} />,
});

/** Registers `<hcuk-loading-spinner>` (safe to call more than once). */
export const registerHcukLoadingSpinner = () => registerElement('hcuk-loading-spinner', HcukLoadingSpinner);
