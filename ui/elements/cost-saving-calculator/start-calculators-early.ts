/**
 * Starts the downloads of every calculator already on the page (`preloadCalculator`) as soon as the embed runs,
 * before React's code has been evaluated. A module script runs after the page is parsed, so the elements are there;
 * evaluating React takes tens of milliseconds on a phone, and the first step's data and flow chunk arrive in that
 * time instead of after it (`npm run bench`, the first view). A calculator added later starts its downloads when it
 * connects, as before. Nothing here imports React.
 */

import { preloadCalculator } from '../../calculator/preload-calculator.ts';
import { readHcukConfig } from '../../config/hcuk-config.ts';
import { createResolver } from '../attribute-resolver.ts';
import { attributeNameFor } from '../attribute-types.ts';
import { costSavingCalculatorDefinition } from './cost-saving-calculator-definition.ts';

const { tag, attributes } = costSavingCalculatorDefinition;

/**
 * Preloads each `<hcuk-cost-saving-calculator>` in `root`. Silent about unusable attribute values: the element warns
 * about them once, when it connects. Does nothing where the element is already defined: another copy of the embed
 * runs it (`register-element.ts`) and has started its own.
 */
export function startCalculatorsEarly(root: ParentNode = document): void {
  if (customElements.get(tag)) return;
  const resolve = createResolver(tag, () => {});
  const defaults = readHcukConfig().attributes ?? {};
  for (const host of root.querySelectorAll<HTMLElement>(tag)) {
    const brand = resolve(host, attributeNameFor('brand'), attributes.brand, defaults);
    const oem = resolve(host, attributeNameFor('oem'), attributes.oem, defaults);
    preloadCalculator({ brand, oem }, { host });
  }
}
