/**
 * Each compared car's vehicle tax beside the visitor's own, from the configuration's rates and the submitted data,
 * with its mileage duty (eVED) once that has started: from then the card's figures count it as a line of their own.
 */
import { useCalculator } from './calculator-context.ts';
import {
  acceptedAnnualMiles,
  dutyPencePerMile,
  mileageDutyStart,
  type YearlyTax,
  yearlyMileageDuty,
  yearlyTax,
} from './state/figures/index.ts';
import type { Edition } from './state/selection/index.ts';

/**
 * The tax of the visitor's car and of `edition`, or undefined when tax is not part of the comparison; `now` is the
 * step's one moment, so a card never counts a duty its headline says is still to start.
 */
export function useYearlyTax(now: number): (edition: Pick<Edition, 'powerTrain' | 'price'>) => YearlyTax | undefined {
  const { setup, state } = useCalculator();
  const currentTax = state.accepted?.vehicleTax;
  const rates = setup.mileageDuty;
  const started = mileageDutyStart(rates, now)?.started ?? false;
  const miles = acceptedAnnualMiles(state.accepted);
  return (edition) => {
    const tax = yearlyTax(edition, currentTax, setup.vehicleTax);
    const pence = rates && started ? dutyPencePerMile(edition.powerTrain, rates) : 0;
    return tax && pence > 0 ? { ...tax, duty: yearlyMileageDuty(pence, miles) } : tax;
  };
}
