/** Each compared car's vehicle tax beside the visitor's own, from the configuration's rates and the submitted data. */
import { useCalculator } from './calculator-context.ts';
import { type YearlyTax, yearlyTax } from './state/figures/index.ts';
import type { Edition } from './state/selection/index.ts';

/** The tax of the visitor's car and of `edition`, or undefined when tax is not part of the comparison. */
export function useYearlyTax(): (edition: Pick<Edition, 'powerTrain' | 'price'>) => YearlyTax | undefined {
  const { setup, state } = useCalculator();
  const currentTax = state.accepted?.vehicleTax;
  return (edition) => yearlyTax(edition, currentTax, setup.vehicleTax);
}
