import { isStepList, type Step } from '../../components/step-progress/step-list.ts';
import { booleanAttribute, jsonAttribute, stringAttribute } from '../attribute-types.ts';
import { defineElement, eventSpec } from '../element-definition.ts';

/** The calculator's four steps (docs/calculator.md): internal values and visible labels. */
export const calculatorSteps: readonly Step[] = [
  { value: 'vehicle', label: 'Details' },
  { value: 'charging', label: 'Charging' },
  { value: 'select', label: 'Models' },
  { value: 'compare', label: 'Compare' },
];

/** `<hcuk-step-progress>`: tag, attributes, events and parts. */
export const stepProgressDefinition = defineElement({
  tag: 'hcuk-step-progress',
  summary: 'Numbered, labelled steps with a current step.',
  attributes: {
    steps: jsonAttribute<readonly Step[]>({
      default: calculatorSteps,
      isValid: isStepList,
      type: 'Array<{ value: string; label: string }>',
      description: "The steps in order; default the calculator's four (Details, Charging, Models, Compare).",
    }),
    current: stringAttribute({ description: "The current step's value; default the first step." }),
    appearance: stringAttribute({ default: 'light', allowed: ['light', 'dark'], description: 'Light or dark style.' }),
    clickable: booleanAttribute({ description: 'Completed steps become buttons.' }),
    label: stringAttribute({ default: 'Progress', description: 'The accessible name of the list.' }),
  },
  events: {
    'hcuk-step-select': eventSpec<{ value: string; index: number }>(
      'A completed step was chosen.',
      '{ value: string; index: number }',
    ),
  },
  parts: [
    { name: 'step', description: 'Each step (also `step-complete`, `step-current` or `step-upcoming`).' },
    { name: 'step-complete', description: 'A completed step.' },
    { name: 'step-current', description: 'The current step.' },
    { name: 'step-upcoming', description: 'A step still to come.' },
    { name: 'circle', description: "A step's numbered circle." },
    { name: 'label', description: "A step's label." },
  ],
});
