/**
 * The label of a vehicle's fuel or energy line, naming only what it runs on: an electric car's is electricity, a
 * hybrid's fuel, and a plug-in hybrid's both, unless the calculation has it wholly on one (CONC 3.3.1R: clear; a line
 * called 'fuel and electricity' for a car that uses one of them reads as though it used both).
 */
import type { CalculatorTexts } from '../../state/texts/index.ts';

type PowerTrain = 'bev' | 'phev' | 'hev';

/** `texts.compare`'s label for the energy line of a vehicle of `powerTrain` (a plug-in hybrid's `electricShare`, 0 to 1). */
export function energyLineLabel(
  texts: Pick<CalculatorTexts['compare'], 'fuelAndEnergy' | 'fuelOnly' | 'electricityOnly'>,
  powerTrain: PowerTrain,
  electricShare: number | undefined,
): string {
  if (powerTrain === 'bev' || (powerTrain === 'phev' && electricShare !== undefined && electricShare >= 1))
    return texts.electricityOnly;
  if (powerTrain === 'hev' || (powerTrain === 'phev' && electricShare !== undefined && electricShare <= 0))
    return texts.fuelOnly;
  return texts.fuelAndEnergy;
}
