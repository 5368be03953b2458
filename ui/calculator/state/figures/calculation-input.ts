/**
 * What the calculation is asked for: the compared editions, or the first offered edition when nothing is compared; the
 * accepted vehicle data; the charging values stored by Done, as fractions of 1.
 * The SDK's query options stay disabled while any part is missing.
 */
import type { CalculationInput } from '@hcuk-genesis/sdk';
import { toChargeShares } from '../charging/charging-values.ts';
import type { CalculatorState } from '../store/calculator-state.ts';

/**
 * The calculation input for the state; `defaultEditionId` is the first offered edition, if any. With `realWorld`
 * (the configuration can adjust official figures) the visitor's basis is sent; without it, none (official figures).
 */
export function calculationInput(
  state: CalculatorState,
  defaultEditionId: string | undefined,
  realWorld = false,
): CalculationInput {
  const vehicleIds = state.compared.length > 0 ? state.compared : defaultEditionId ? [defaultEditionId] : [];
  const saved = state.savedCharging;
  return {
    vehicleIds,
    vehicle: state.accepted ?? undefined,
    charging: saved ? { shares: toChargeShares(saved.shares), prices: saved.prices } : undefined,
    ...(realWorld ? { basis: state.basis } : {}),
  };
}
