/**
 * Whether this page may show finance at all: the `finance` attribute, and every statement and setting a finance
 * promotion must carry (`finance-requirements.ts`). What is missing is named once in the console, per calculator
 * texts, never to the visitor: the calculator simply shows no cost-of-credit figure.
 */
import { useEffect } from 'react';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { missingFinanceSettings } from '../../../state/finance/finance-requirements.ts';

const said = new Set<string>();

/** The product to show, or undefined when finance is off or a required setting is missing. */
export function useFinanceReadiness(): FinanceProduct | undefined {
  const { options, texts, setup } = useCalculatorSetup();
  const product = options.finance || undefined;
  const missing = product
    ? missingFinanceSettings({
        settings: setup.finance,
        texts: texts.finance,
        product,
        dealerId: options.dealerId,
        oem: options.oem,
        brand: options.brand,
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
