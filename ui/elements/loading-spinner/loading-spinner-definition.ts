import { booleanAttribute, numberAttribute, stringAttribute } from '../attribute-types.ts';
import { defineElement } from '../element-definition.ts';

/** `<hcuk-loading-spinner>`: tag, attributes, events and parts. */
export const loadingSpinnerDefinition = defineElement({
  tag: 'hcuk-loading-spinner',
  summary: 'An accessible loading indicator (`role="status"`).',
  attributes: {
    label: stringAttribute({ default: 'Loading…', description: 'The text announced to screen readers.' }),
    showLabel: booleanAttribute({
      default: true,
      description: 'Shows the text; `show-label="false"` keeps it for screen readers only.',
    }),
    size: numberAttribute({ default: 40, min: 8, max: 200, description: "The ring's diameter in pixels." }),
  },
  events: {},
  parts: [
    { name: 'ring', description: 'The spinning ring.' },
    { name: 'label', description: 'The text.' },
  ],
});
