/**
 * `<hcuk-step-progress>`: numbered, labelled steps with a current step.
 *
 * Attributes: `steps` (JSON `[{"value":"vehicle","label":"Details"}, ...]`; default the calculator's four steps),
 * `current` (a step value; default the first), `appearance` (light | dark; default light), `clickable` (completed
 * steps become buttons; default false), `label` (accessible name; default Progress), `theme`.
 * Events: `hcuk-step-select` with `detail: { value, index }` when a completed step is chosen.
 * Parts: `step` (also `step-complete`, `step-current` or `step-upcoming`), `circle`, `label`.
 */
import { isStepList, type Step, StepProgress } from '../../components/step-progress/step-progress.tsx';
import { stepProgressStyles } from '../../components/step-progress/step-progress-styles.ts';
import { booleanAttribute, jsonAttribute, stringAttribute } from '../attribute-types.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';

/** The calculator's steps (spec section 2): internal values and visible labels. */
export const calculatorSteps: readonly Step[] = [
  { value: 'vehicle', label: 'Details' },
  { value: 'charging', label: 'Charging' },
  { value: 'select', label: 'Models' },
  { value: 'compare', label: 'Compare' },
];

/** The `hcuk-step-progress` element class. */
export const HcukStepProgress = createElementClass({
  tag: 'hcuk-step-progress',
  attributes: {
    steps: jsonAttribute<readonly Step[]>(calculatorSteps, isStepList),
    current: stringAttribute(''),
    appearance: stringAttribute('light', ['light', 'dark'] as const),
    clickable: booleanAttribute(false),
    label: stringAttribute('Progress'),
  },
  styles: stepProgressStyles,
  render: (props, { emit }) => (
    <StepProgress {...props} onStepSelect={(value, index) => emit('hcuk-step-select', { value, index })} />
  ),
});

/** Registers `<hcuk-step-progress>` (safe to call more than once). */
export const registerHcukStepProgress = () => registerElement('hcuk-step-progress', HcukStepProgress);
