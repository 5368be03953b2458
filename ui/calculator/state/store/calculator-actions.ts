/** What can happen to the calculator's state: one action per visitor intent. */

import type { FinanceChoice } from '../finance/finance-request.ts';
import type { EditionSort } from '../selection/editions.ts';
import type { Fuel, VehicleDraft, VehicleNumberField } from '../vehicle/vehicle-data.ts';
import type { CalculationBasis, CalculatorState, Period } from './calculator-state.ts';
import type { CalculatorStep } from './calculator-steps.ts';

/** An action for `calculatorReducer`. */
export type CalculatorAction =
  | { type: 'vehicle/edit'; field: VehicleNumberField; value: string }
  | { type: 'vehicle/leave-field'; field: VehicleNumberField }
  | { type: 'vehicle/period'; period: VehicleDraft['mileagePer'] }
  | { type: 'vehicle/fuel'; fuel: Fuel }
  /** Next or Save; `to`, a later step the step indicator was asked for, instead of the next one. */
  | { type: 'vehicle/submit'; to?: CalculatorStep }
  | { type: 'vehicle/apply' }
  | { type: 'vehicle/reset' }
  /** Undo reset: the visit as it was before Reset All. */
  | { type: 'vehicle/undo-reset'; before: CalculatorState }
  | { type: 'charging/profile'; index: number }
  | { type: 'charging/share'; chargeType: string; percent: number }
  | { type: 'charging/price'; chargeType: string; price: number }
  | { type: 'charging/reset' }
  | { type: 'charging/done'; to?: CalculatorStep }
  | { type: 'step/go'; step: CalculatorStep }
  | { type: 'step/back' }
  | { type: 'select/filter'; model: string | null }
  | { type: 'select/sort'; sort: EditionSort }
  | { type: 'select/toggle'; id: string; checked: boolean; max: number }
  | { type: 'select/remove'; id: string }
  | { type: 'select/clear' }
  | { type: 'select/cap'; max: number }
  | { type: 'select/keep-offered'; offered: { has(id: string): boolean } }
  | { type: 'select/compare' }
  | { type: 'compare/remove'; id: string }
  | { type: 'compare/period'; period: Period }
  | { type: 'compare/basis'; basis: CalculationBasis }
  | { type: 'finance/choose'; id: string; choice: FinanceChoice }
  | { type: 'brand/change' };
