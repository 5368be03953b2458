/**
 * A shared link's vehicle tax, made to fit this configuration: where the configuration has tax rates, every
 * comparison counts vehicle tax, so a link without it (from a page without rates, or written by hand) takes the
 * standard rate, as a new visit does, and the note says so; where it has none, no comparison counts it, so a tax in
 * the link is dropped without a note, as nothing on the page would differ with it (the form would only show a field
 * no figure uses). Without this a link could silently leave tax out of every saving and hide the field that would put
 * it back (CAP Code 3.3). A stored visit needs none of it: it was made on this page, with its configuration.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import type { CalculatorState } from './calculator-state.ts';

/** The state with its vehicle tax fitted to `rates`, and the standard rate when it was filled in. */
export function withVehicleTaxOf<S extends Pick<CalculatorState, 'vehicle' | 'accepted'>>(
  state: S,
  rates: FinanceSchema<'VehicleTaxRates'> | undefined,
): { state: S; filledIn?: number } {
  const { vehicle, accepted } = state;
  if (!rates) {
    if (vehicle.vehicleTax === undefined && accepted?.vehicleTax === undefined) return { state };
    const { vehicleTax: _draft, ...draft } = vehicle;
    const kept = accepted ? (({ vehicleTax: _tax, ...rest }) => rest)(accepted) : accepted;
    return { state: { ...state, vehicle: draft, accepted: kept } };
  }
  if (vehicle.vehicleTax !== undefined && (accepted === null || accepted.vehicleTax !== undefined)) return { state };
  const standard = rates.standardRate;
  return {
    state: {
      ...state,
      vehicle: { ...vehicle, vehicleTax: vehicle.vehicleTax ?? String(standard) },
      accepted: accepted && { ...accepted, vehicleTax: accepted.vehicleTax ?? standard },
    },
    filledIn: accepted && accepted.vehicleTax === undefined ? standard : undefined,
  };
}
