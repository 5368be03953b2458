import { type CalculatorStep, calculatorStepOrder } from '../../calculator/state/store/index.ts';
import { safeCtaHref, safeCtaHrefExpects } from '../../components/html-content/safe-cta-href.ts';
import { booleanAttribute, jsonAttribute, numberAttribute, stringAttribute, unionType } from '../attribute-types.ts';
import { defineElement, eventSpec } from '../element-definition.ts';
import { type CtaItem, isCtaList } from './cta-list.ts';

/** `<hcuk-cost-saving-calculator>`: tag, attributes (the variants in docs/calculator.md), events and parts. */
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
      description:
        'Manufacturer-direct: cards show the standalone description, image, price and call-to-action. With `finance`, a manufacturer’s page is a credit broker’s: it needs `dealer-id` and that entry’s statements, or no finance shows.',
    }),
    showVehicleCta: booleanAttribute({
      description:
        'Each result card shows a vehicle call-to-action: View Offers, linking to `vehicle-cta-href`, or with `oem` the manufacturer’s own. Without either, none shows (one warning says so).',
    }),
    eapplyBranding: booleanAttribute({ description: "The finance provider's eApply branding: a dark step indicator." }),
    ctas: jsonAttribute<CtaItem[]>({
      default: [],
      isValid: isCtaList,
      type: 'Array<{ label: string; href: string; primary?: boolean; icon?: string }>',
      rules: `each label not blank and each href ${safeCtaHrefExpects}`,
      description:
        "The appointment / test-drive block's buttons; the block is hidden when there are none. `icon` is one of the icon set's names (`calendar`, `car`, `external`, …): a button with another shows without one, and a warning names it and the set.",
    }),
    vehicleCtaHref: stringAttribute({
      rule: { valid: (value) => value === '' || safeCtaHref(value) !== undefined, expects: safeCtaHrefExpects },
      description:
        "The vehicle call-to-action's link; `{id}`, `{capCode}` and `{model}` are replaced (URL-encoded). Used only with `show-vehicle-cta`.",
    }),
    print: booleanAttribute({ description: 'Shows Print on the compare step and prints on Ctrl+P / Cmd+P.' }),
    finance: stringAttribute({
      allowed: ['', 'pcp', 'hp'],
      description:
        'A finance example beside each compared vehicle, with its representative example: `pcp` (Personal Contract Purchase) or `hp` (Hire Purchase); none when absent.',
    }),
    privacyNoticeHref: stringAttribute({
      description:
        "The host's privacy notice, linked from the quote request's consent; without it, Request this quote is not offered.",
    }),
    dealerId: stringAttribute({
      description:
        "The dealer whose statements as a credit broker the page shows, and whom a quote request is for; none only on one of the lender's own sites (`configuration.finance.lenderHosts`).",
    }),
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
    noStepHistory: booleanAttribute({
      description:
        "Steps add no entries to the browser's history. Without it, each step change adds one (the URL unchanged, the page's own history state kept), so Back and Forward move between the steps instead of leaving the page.",
    }),
  },
  events: {
    'hcuk-step-change': eventSpec<{ step: CalculatorStep; previous: CalculatorStep }>(
      'The visitor moved to another step; also sent when the calculator starts (on load, or added to the page again) on a later step than the first (a stored visit or a shared link), with `previous` the first.',
      `{ step: ${unionType(calculatorStepOrder)}; previous: ${unionType(calculatorStepOrder)} }`,
    ),
  },
  // The calculator renders the shared pieces inside its own shadow root, so their parts are its parts.
  parts: [
    {
      name: 'step',
      description: 'Each step of the step indicator (also `step-complete`, `step-current`, `step-upcoming`).',
    },
    { name: 'step-complete', description: 'A completed step: a button back to it.' },
    { name: 'step-current', description: 'The current step.' },
    { name: 'step-upcoming', description: 'A step still to come.' },
    { name: 'circle', description: "A step's numbered circle." },
    { name: 'label', description: "A step's, a button's or the loading indicator's text." },
    {
      name: 'button',
      description: 'Each primary or secondary button and call-to-action link (Next, Compare, View Offers…).',
    },
    { name: 'icon', description: "A button's or the dialog close button's icon." },
    { name: 'ring', description: 'The loading indicator.' },
    { name: 'backdrop', description: "A help or basket dialog's page overlay." },
    { name: 'dialog', description: 'A help or basket dialog.' },
    { name: 'close-button', description: "A dialog's close button." },
    { name: 'title', description: "A dialog's heading." },
  ],
});
