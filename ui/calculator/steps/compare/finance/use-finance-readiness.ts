/**
 * Whether this page may show finance at all: the `finance` attribute, and every statement and setting a finance
 * promotion must carry (`finance-requirements.ts`). What is missing is named once in the console, per calculator
 * texts, never to the visitor: the calculator simply shows no cost-of-credit figure.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { useEffect } from 'react';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { missingFinanceSettings } from '../../../state/finance/finance-requirements.ts';
import { useOfferedEditions } from '../../../use-offered-editions.ts';

const said = new Set<string>();

// Every name a trim of the brand goes by (the dealer's, CAP's, the manufacturer's own price's), once per answer.
const catalogues = new WeakMap<FinanceSchema<'RunningCostModels'>, string[]>();
function catalogueOf(answer: FinanceSchema<'RunningCostModels'>): string[] {
  const known = catalogues.get(answer);
  if (known) return known;
  const names = answer.models.flatMap((model) =>
    model.trims.flatMap((trim) =>
      [trim.vendorVehicleDescription, trim.capVehicleDescription, trim.standaloneRunningCostVehicleDescription].filter(
        (name): name is string => typeof name === 'string',
      ),
    ),
  );
  catalogues.set(answer, names);
  return names;
}

/**
 * The product to show, or undefined when finance is off, a required setting is missing, or the brand's models (which
 * say whether the lender's general example is for one of its cars) have not arrived.
 */
export function useFinanceReadiness(): FinanceProduct | undefined {
  const { options, texts, setup } = useCalculatorSetup();
  const models = useOfferedEditions().query.data;
  const product = (models && options.finance) || undefined;
  const missing = product
    ? missingFinanceSettings({
        settings: setup.finance,
        texts: texts.finance,
        product,
        dealerId: options.dealerId,
        oem: options.oem,
        brand: options.brand,
        catalogue: models ? catalogueOf(models) : [],
        pageHost: globalThis.location?.hostname ?? '',
      })
    : [];
  const message =
    missing.length > 0
      ? `[hcuk] <hcuk-cost-saving-calculator> finance="${product}" needs ${missing.join(', ')}: no finance figure is shown without them (CONC 3.3, 3.5, 3.7, 4.5)`
      : '';
  useEffect(() => {
    if (!message || said.has(message)) return;
    said.add(message);
    console.error(message);
  }, [message]);
  return product && missing.length === 0 ? product : undefined;
}
