/** The finance example's transition (issue 17): the visitor's term, deposit or annual mileage for one vehicle. */
import type { CalculatorState } from '../calculator-state.ts';
import type { FinanceChoice } from './finance-request.ts';

const usable = (value: number | undefined) => value === undefined || (Number.isFinite(value) && value >= 0);

/** Records `choice` for compared edition `id`, over its earlier choices; ignored for an edition not compared. */
export function chooseFinance(state: CalculatorState, id: string, choice: FinanceChoice): CalculatorState {
  if (!state.compared.includes(id) || ![choice.term, choice.deposit, choice.annualMileage].every(usable)) return state;
  const financeChoices = { ...state.financeChoices, [id]: { ...state.financeChoices[id], ...choice } };
  return { ...state, financeChoices };
}
