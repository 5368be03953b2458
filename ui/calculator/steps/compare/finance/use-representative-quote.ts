/**
 * The representative example's quote: the lender's answer for the figures it chose (`representative-request.ts`),
 * asked through the query layer once per calculator (every card shares it). Refused like any quote that does not
 * add up or answers another question, and also when the lender does not mark it as at its representative APR.
 */

import { financeQueries } from '@hcuk-genesis/sdk/query';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { quoteRefusal } from '../../../state/finance/quote-answers-request.ts';
import { representativeRequest } from '../../../state/finance/representative-request.ts';
import type { FinanceServices } from './finance-services.ts';

/** The request, the query and why its answer cannot be shown. */
export function useRepresentativeQuote(client: FinanceServices['quotes'], product: FinanceProduct) {
  const { setup } = useCalculatorSetup();
  const chosen = representativeRequest(setup.finance, product);
  const request = chosen ? (({ vehicle: _, ...asked }) => asked)(chosen) : undefined;
  const quote = useQuery(financeQueries(client).getSantanderFinanceQuoteData(request ?? skipToken));
  const mismatch =
    quote.data && request
      ? (quoteRefusal(quote.data, request, { validDays: setup.finance?.quoteValidDays }) ??
        (quote.data.representative ? undefined : 'the lender does not mark the quote as its representative example'))
      : undefined;
  // Shown only when the lender answered the question asked and marks it representative; `waiting` while it is asked.
  const shown = Boolean(quote.data && request && !mismatch);
  return { vehicle: chosen?.vehicle ?? '', quote, mismatch, shown, waiting: Boolean(request) && quote.isPending };
}
