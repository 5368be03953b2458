/**
 * `<hcuk-cost-saving-calculator>`: the EV running-cost calculator, four steps on the SDK (README, "The calculator").
 *
 * Attributes: `brand` (the brand whose editions are offered), `max-compare` (1-6; default 3), `filter-single-model`
 * (one model at a time: no All Models, the first model until another is chosen), `oem` (manufacturer-direct
 * description, image, price and CTA), `show-vehicle-cta` (a call-to-action per result card: View Offers to
 * `vehicle-cta-href`, or with `oem` the trim's own CTA), `eapply-branding` (the finance provider's eApply look: dark
 * step indicator), `ctas` (JSON `[{label, href, primary?, icon?}]`: the appointment and test-drive block; hidden
 * when empty), `vehicle-cta-href` (`{id}`, `{capCode}` and `{model}` are filled in), `print` (Print button and
 * Ctrl+P / Cmd+P), `locale` (content locale; default the page's `lang`, then `default`), `sticky-header` (CSS
 * selector of the host page's sticky bar, allowed for when a step change scrolls), `scroll-margin` (pixels above
 * the calculator after that scroll; default 16), `site-section`, `theme`.
 * Events: `hcuk-step-change` with `detail: { step, previous }`; `hcuk-ready`.
 */
import { CalculatorApp } from '../../calculator/calculator-app.tsx';
import { isCtaList } from '../../calculator/state/cta-list.ts';
import { calculatorStyles } from '../../calculator/styles/calculator-styles.ts';
import { booleanAttribute, jsonAttribute, numberAttribute, stringAttribute } from '../attribute-types.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';

/** The `hcuk-cost-saving-calculator` element class. */
export const HcukCostSavingCalculator = createElementClass({
  tag: 'hcuk-cost-saving-calculator',
  attributes: {
    brand: stringAttribute(''),
    maxCompare: numberAttribute(3),
    filterSingleModel: booleanAttribute(false),
    oem: booleanAttribute(false),
    showVehicleCta: booleanAttribute(false),
    eapplyBranding: booleanAttribute(false),
    ctas: jsonAttribute([], isCtaList),
    vehicleCtaHref: stringAttribute(''),
    print: booleanAttribute(false),
    locale: stringAttribute(''),
    stickyHeader: stringAttribute(''),
    scrollMargin: numberAttribute(16),
    siteSection: stringAttribute('cost comparison calculator'),
  },
  styles: calculatorStyles,
  render: (props, { host, emit }) => (
    // max-compare is a whole number from 1 to 6, whatever the attribute says.
    <CalculatorApp
      options={{ ...props, maxCompare: Math.min(6, Math.max(1, Math.trunc(props.maxCompare))) }}
      host={host}
      emit={emit}
    />
  ),
});

/** Registers `<hcuk-cost-saving-calculator>` (safe to call more than once). */
export const registerHcukCostSavingCalculator = () =>
  registerElement('hcuk-cost-saving-calculator', HcukCostSavingCalculator);
