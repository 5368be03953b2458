/**
 * Which representative examples a page of `brand` shows (CONC 3.5.7R: representative of the business that page is
 * expected to bring): the lender's own for that brand where it gave any (`representativeExamplesByBrand`), else its
 * general ones; and where in the configuration they are, so a missing one is named where the lender would add it.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { ownValue } from '../store/own-value.ts';

type FinanceSettings = FinanceSchema<'FinanceSettings'>;

/** The examples `brand`'s page shows, and their place under `configuration.finance`. */
export function examplesForBrand(
  settings: FinanceSettings | undefined,
  brand: string,
): { examples: FinanceSettings['representativeExamples']; at: string } {
  const byBrand = settings?.representativeExamplesByBrand;
  const own = byBrand ? ownValue(byBrand, brand) : undefined;
  return own
    ? { examples: own, at: `representativeExamplesByBrand[${JSON.stringify(brand)}]` }
    : { examples: settings?.representativeExamples, at: 'representativeExamples' };
}
