import { booleanAttribute, jsonAttribute, numberAttribute, stringAttribute } from '../attribute-types.ts';
import { defineElement, eventSpec } from '../element-definition.ts';
import { type CtaItem, isCtaList } from './cta-list.ts';

/** The calculator's internal step values (spec section 2), in order. */
export const calculatorStepValues = ['vehicle', 'charging', 'select', 'compare'] as const;

/** One of the calculator's steps. */
export type CalculatorStep = (typeof calculatorStepValues)[number];

const stepType = calculatorStepValues.map((step) => JSON.stringify(step)).join(' | ');

/** `<hcuk-cost-saving-calculator>`: tag, attributes (spec section 1's variants), events and parts. */
export const costSavingCalculatorDefinition = defineElement({
  tag: 'hcuk-cost-saving-calculator',
  summary: "The EV running-cost calculator: compare a petrol or diesel car's running cost with a brand's editions.",
  attributes: {
    brand: stringAttribute({ description: 'The brand whose editions are offered (required in practice).' }),
    maxCompare: numberAttribute({
      default: 3,
      min: 1,
      max: 6,
      integer: true,
      description: 'How many editions may be compared at once.',
    }),
    filterSingleModel: booleanAttribute({
      description:
        'The model filter shows one model at a time: no All Models option, the first model chosen, no Clear.',
    }),
    oem: booleanAttribute({
      description: 'Manufacturer-direct: cards show the standalone description, image, price and call-to-action.',
    }),
    showVehicleCta: booleanAttribute({ description: 'Each result card shows a vehicle call-to-action (View Offers).' }),
    eapplyBranding: booleanAttribute({ description: "The finance provider's eApply branding: a dark step indicator." }),
    ctas: jsonAttribute<CtaItem[]>({
      default: [],
      isValid: isCtaList,
      type: 'Array<{ label: string; href: string; primary?: boolean; icon?: string }>',
      description: "The appointment / test-drive block's buttons; the block is hidden when there are none.",
    }),
    vehicleCtaHref: stringAttribute({
      description: "The vehicle call-to-action's link; `{id}`, `{capCode}` and `{model}` are replaced (URL-encoded).",
    }),
    print: booleanAttribute({ description: 'Shows Print on the compare step and prints on Ctrl+P / Cmd+P.' }),
    locale: stringAttribute({
      description: "Which content locale to use; default the page's `lang`, then the content's `default`.",
    }),
    stickyHeader: stringAttribute({
      description: "A CSS selector for the host page's sticky navigation bar, whose height step changes scroll past.",
    }),
    scrollMargin: numberAttribute({
      default: 16,
      min: 0,
      max: 400,
      integer: true,
      description: 'Extra top margin in pixels when a step change scrolls to the calculator.',
    }),
  },
  events: {
    'hcuk-step-change': eventSpec<{ step: CalculatorStep; previous: CalculatorStep }>(
      'The visitor moved to another step.',
      `{ step: ${stepType}; previous: ${stepType} }`,
    ),
  },
  // The main session lists the parts with the element's render.
  parts: [],
});
