/**
 * `<hcuk-cost-saving-calculator>`: the EV running-cost calculator, four steps on the SDK. Attributes, events and
 * parts: `cost-saving-calculator-definition.ts` (and the README's element reference and "The calculator").
 */
import { CalculatorApp } from '../../calculator/calculator-app.tsx';
import { preloadCalculator, stopPreloaded } from '../../calculator/preload-calculator.ts';
import { calculatorStyles } from '../../calculator/styles/calculator-styles.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';
import { costSavingCalculatorDefinition } from './cost-saving-calculator-definition.ts';

/** The `hcuk-cost-saving-calculator` element class. */
export const HcukCostSavingCalculator = createElementClass({
  ...costSavingCalculatorDefinition,
  styles: calculatorStyles,
  render: (props, { host, emit }) => <CalculatorApp options={props} host={host} emit={emit} />,
  onConnect: preloadCalculator,
  onDisconnect: stopPreloaded,
});

/** Registers `<hcuk-cost-saving-calculator>` (safe to call more than once). */
export const registerHcukCostSavingCalculator = () =>
  registerElement(costSavingCalculatorDefinition.tag, HcukCostSavingCalculator);
