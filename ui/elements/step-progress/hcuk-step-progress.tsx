/**
 * `<hcuk-step-progress>`: numbered, labelled steps with a current step. Attributes, events and parts:
 * `step-progress-definition.ts`.
 */
import { StepProgress } from '../../components/step-progress/step-progress.tsx';
import { stepProgressStyles } from '../../components/step-progress/step-progress-styles.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';
import { stepProgressDefinition } from './step-progress-definition.ts';

/** The `hcuk-step-progress` element class. */
export const HcukStepProgress = createElementClass({
  ...stepProgressDefinition,
  styles: stepProgressStyles,
  render: (props, { emit }) => (
    <StepProgress {...props} onStepSelect={(value, index) => emit('hcuk-step-select', { value, index })} />
  ),
});

/** Registers `<hcuk-step-progress>` (safe to call more than once). */
export const registerHcukStepProgress = () => registerElement(stepProgressDefinition.tag, HcukStepProgress);
