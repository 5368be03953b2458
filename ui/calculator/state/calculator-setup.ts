/** The parts of the configuration response (spec section 3) that the state's rules use. */
import type { FinanceSchema } from '../../../sdk/index.ts';
import type { CalculatorSetup } from './calculator-state.ts';
import { emissionFactorsOf } from './emission-factors.ts';
import { priceRangesOf } from './price-ranges.ts';

/** The configuration response. */
export type Configuration = FinanceSchema<'Configuration'>;

/**
 * The rules' view of a configuration: initial options, charge types in label order, profiles and default prices,
 * the price ranges and the CO2 factors.
 */
export function calculatorSetup(config: Configuration): CalculatorSetup {
  // Every type that has a label or a price; a type with a label but no price costs nothing.
  const types = [...new Set([...Object.keys(config.types), ...Object.keys(config.prices)])];
  return {
    initial: config.initialCalcOptions,
    charging: {
      types,
      labels: Object.fromEntries(types.map((type) => [type, config.types[type] ?? type])),
      profiles: config.chargingProfiles,
      prices: Object.fromEntries(types.map((type) => [type, config.prices[type] ?? 0])),
    },
    priceRanges: priceRangesOf(config.priceRanges),
    emissionFactors: emissionFactorsOf(config.emissionFactors),
  };
}
