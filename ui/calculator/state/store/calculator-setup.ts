/** The parts of the configuration response that the state's rules use. */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { emissionFactorsOf } from '../figures/emission-factors.ts';
import { examplesForBrand } from '../finance/brand-examples.ts';
import { type PriceRange, priceRangesOf } from '../prices/price-ranges.ts';
import type { CalculatorSetup } from './calculator-state.ts';
import { ownNumber, ownValue } from './own-value.ts';

/** The configuration response. */
export type Configuration = FinanceSchema<'Configuration'>;

/**
 * The rules' view of a configuration on a page of `brand`: initial options, charge types in label order, profiles and
 * default prices, the price ranges, the CO2 factors, and the finance settings with that brand's representative
 * examples.
 */
export function calculatorSetup(config: Configuration, brand = ''): CalculatorSetup {
  // Every type that has a label or a price; a type with a label but no price costs nothing. Own keys only (a type named
  // `constructor` or `toString` must not read Object.prototype's function as its label or price).
  const types = [...new Set([...Object.keys(config.types), ...Object.keys(config.prices)])];
  const priceRanges = priceRangesOf(config.priceRanges);
  return {
    initial: initialOptions(config),
    charging: {
      types,
      labels: Object.fromEntries(types.map((type) => [type, chargeTypeLabel(config.types, type)])),
      profiles: config.chargingProfiles,
      prices: Object.fromEntries(
        types.map((type) => [type, configuredPrice(config.prices, type, priceRanges.electricity)]),
      ),
    },
    priceRanges,
    emissionFactors: emissionFactorsOf(config.emissionFactors),
    finance: brandFinance(config.finance, brand),
    priceSources: config.priceSources ?? {},
    priceMaxAgeDays: config.priceMaxAgeDays,
    realWorld: config.realWorld,
    vehicleTax: config.vehicleTax,
    mileageDuty: config.mileageDuty,
  };
}

/**
 * The initial options, with the current car's vehicle tax asked exactly when the configuration has tax rates: its
 * default is the initial option, else the standard rate most cars registered since April 2017 pay.
 */
function initialOptions({ initialCalcOptions: initial, vehicleTax: rates }: Configuration) {
  const { vehicleTax, ...rest } = initial;
  return rates ? { ...rest, vehicleTax: vehicleTax ?? rates.standardRate } : rest;
}

/**
 * The finance settings with the brand's own representative examples, where the lender gave the brand any
 * (`representativeExamplesByBrand`, CONC 3.5.7R: representative of the business the page is expected to bring), in
 * place of the lender's general ones; a product the brand's entry leaves out then has no example on its page.
 */
function brandFinance(finance: Configuration['finance'], brand: string): Configuration['finance'] {
  return finance && { ...finance, representativeExamples: examplesForBrand(finance, brand).examples };
}

/** A type's label: its own non-blank text, else the type's name. */
function chargeTypeLabel(labels: Readonly<Record<string, unknown>>, type: string): string {
  const label = ownValue(labels, type);
  return typeof label === 'string' && label.trim() !== '' ? label : type;
}

/**
 * A type's configured price per kWh: its own finite price from 0 (free) to the electricity range's maximum, else 0,
 * as for a type with a label and no price. The SDK's validation refuses such a configuration first; this keeps a
 * NaN or a price in pence out of every figure even without it.
 */
function configuredPrice(prices: Readonly<Record<string, unknown>>, type: string, range: PriceRange): number {
  const price = ownNumber(prices, type, 0);
  return price >= 0 && price <= range.max ? price : 0;
}
