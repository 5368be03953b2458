/** Everything the calculator remembers about a visit: one serialisable object (it is stored across reloads). */

import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { type ChargingSetup, type ChargingValues, defaultCharging } from '../charging/charging-values.ts';
import type { EmissionFactors } from '../figures/emission-factors.ts';
import type { FinanceChoice } from '../finance/finance-request.ts';
import type { FinanceSettings } from '../finance/finance-requirements.ts';
import type { PriceRanges } from '../prices/price-ranges.ts';
import type { PriceSource } from '../prices/price-sources.ts';
import type { EditionSort } from '../selection/editions.ts';
import { draftFrom, type InitialOptions, type VehicleData, type VehicleDraft } from '../vehicle/vehicle-data.ts';
import { parseVehicleDraft } from '../vehicle/vehicle-validation.ts';
import type { CalculatorStep } from './calculator-steps.ts';

/** The result period tabs. */
export type Period = 'annual' | 'monthly' | 'weekly';
/** Period values in tab order. */
export const periods: readonly Period[] = ['annual', 'monthly', 'weekly'];

/** The calculator's state. */
export interface CalculatorState {
  step: CalculatorStep;
  /** The vehicle form as typed. */
  vehicle: VehicleDraft;
  /** The vehicle data last submitted (the calculation uses it); null until the form is first submitted. */
  accepted: VehicleData | null;
  /** Whether the visitor has been past the vehicle step (its button then reads Save). */
  vehicleSaved: boolean;
  /** The charging shares and prices as edited. */
  charging: ChargingValues;
  /** The charging values stored by Done; null until charging has been done. */
  savedCharging: ChargingValues | null;
  /** The model shown, or null for all models. */
  modelFilter: string | null;
  sort: EditionSort;
  /** Edition ids chosen on the models step, in the order chosen. */
  selected: string[];
  /** Edition ids on the compare step. */
  compared: string[];
  period: Period;
  /** The visitor's own term, deposit and annual mileage for each compared edition's finance example. */
  financeChoices: Record<string, FinanceChoice>;
  /**
   * Expected real-world figures for the new vehicles (the default: the visitor's own mpg is real-world, so the
   * comparison is like for like, CAP Code 3.1 and 3.7), or the official WLTP figures when the visitor asks for them.
   */
  basis: CalculationBasis;
}

/** Official (WLTP) figures, or the expected real-world ones. */
export type CalculationBasis = FinanceSchema<'CalculationBasis'>;

/** What the state's rules need of the configuration. */
export interface CalculatorSetup {
  initial: InitialOptions;
  charging: ChargingSetup;
  /** The prices a visitor may enter: the configuration's ranges within the document's bounds. */
  priceRanges: PriceRanges;
  /** The CO2 factors: the configuration's, else the built-in UK Government ones. */
  emissionFactors: EmissionFactors;
  /** The lender's finance settings (its representative examples, products, quote validity), if any. */
  finance: FinanceSettings | undefined;
  /** Each default price's date and source, by `petrol`, `diesel` and charge type; and how old one may be. */
  priceSources: Readonly<Record<string, PriceSource>>;
  priceMaxAgeDays: number | undefined;
  /** How official figures become expected real-world ones; without it, only official figures are offered. */
  realWorld: FinanceSchema<'RealWorldAdjustment'> | undefined;
  /** The vehicle tax rates, dated; without them, vehicle tax is left out of the comparison (and not asked). */
  vehicleTax: FinanceSchema<'VehicleTaxRates'> | undefined;
  /** The mileage duty (eVED) on electric cars and plug-in hybrids, dated; without it, none is said or counted. */
  mileageDuty: FinanceSchema<'MileageDuty'> | undefined;
}

/** A first visit: the initial options in the form, the first charging profile, nothing selected. */
export function initialCalculatorState(setup: CalculatorSetup): CalculatorState {
  const vehicle = draftFrom(setup.initial);
  return {
    step: 'vehicle',
    vehicle,
    // showOnLoad: the illustrative data counts as submitted, so a comparison can be shown before any edit.
    accepted: setup.initial.showOnLoad ? (parseVehicleDraft(vehicle, setup.priceRanges.fuel) ?? null) : null,
    vehicleSaved: false,
    charging: defaultCharging(setup.charging),
    savedCharging: null,
    modelFilter: null,
    sort: 'model',
    selected: [],
    compared: [],
    period: 'annual',
    financeChoices: {},
    basis: 'real-world',
  };
}
