/**
 * What a vehicle's running cost is spent on, for the words that name it: an electric car's on electricity, a hybrid's on
 * fuel, and a plug-in hybrid's on both, unless the calculation has it wholly on one (its electric share 1 or 0).
 */
import type { Edition } from '../selection/editions.ts';

/** What a vehicle's energy cost is: `electricity`, `fuel`, or `both`. */
export type EnergyUse = 'electricity' | 'fuel' | 'both';

/** The energy use of a vehicle of `powerTrain`, given a plug-in hybrid's `electricShare` (0 to 1) once calculated. */
export function energyUse(powerTrain: Edition['powerTrain'], electricShare: number | undefined): EnergyUse {
  if (powerTrain === 'bev' || (powerTrain === 'phev' && electricShare !== undefined && electricShare >= 1))
    return 'electricity';
  if (powerTrain === 'hev' || (powerTrain === 'phev' && electricShare !== undefined && electricShare <= 0))
    return 'fuel';
  return 'both';
}
