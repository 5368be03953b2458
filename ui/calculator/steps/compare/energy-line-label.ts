/**
 * The label of a vehicle's fuel or energy line, naming only what it runs on (`energyUse`): an electric car's is
 * electricity, a hybrid's fuel, and a plug-in hybrid's both, unless the calculation has it wholly on one (CONC 3.3.1R:
 * clear; a line called 'fuel and electricity' for a car that uses one of them reads as though it used both).
 */
import { energyUse } from '../../state/figures/index.ts';
import type { Edition } from '../../state/selection/index.ts';
import type { CalculatorTexts } from '../../state/texts/index.ts';

/** `texts.compare`'s label for the energy line of a vehicle of `powerTrain` (a plug-in hybrid's `electricShare`, 0 to 1). */
export function energyLineLabel(
  texts: Pick<CalculatorTexts['compare'], 'fuelAndEnergy' | 'fuelOnly' | 'electricityOnly'>,
  powerTrain: Edition['powerTrain'],
  electricShare: number | undefined,
): string {
  return { electricity: texts.electricityOnly, fuel: texts.fuelOnly, both: texts.fuelAndEnergy }[
    energyUse(powerTrain, electricShare)
  ];
}
