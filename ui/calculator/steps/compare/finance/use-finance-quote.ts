/**
 * One compared vehicle's finance example through the query layer: the lender's bounds for its price, then the quote for
 * the request those bounds and the visitor's choices make. One request per vehicle and input set; inputs the lender has
 * answered are served from the cache with no request. A quote whose figures do not add up, or that answers another
 * question than the one asked (`quote-answers-request.ts`), is treated as a failed answer, never shown.
 */

import { financeQueries } from '@hcuk-genesis/sdk/query';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCalculator } from '../../../calculator-context.ts';
import { acceptedAnnualMiles } from '../../../state/figures/index.ts';
import { type FinanceProduct, financeRequest, type QuoteRequest } from '../../../state/finance/finance-request.ts';
import { quoteRefusal } from '../../../state/finance/quote-answers-request.ts';
import type { Edition } from '../../../state/selection/index.ts';
import type { FinanceServices } from './finance-services.ts';

/** A quote query's parameters, not a skipped query's empty ones. */
const isQuoteRequest = (asked: object | null | undefined): asked is QuoteRequest =>
  typeof asked === 'object' && asked !== null && 'product' in asked;

/** The bounds, the request, the quote and why it cannot be shown, for `edition` priced at `price`. */
export function useFinanceQuote(
  client: FinanceServices['quotes'],
  edition: Edition,
  price: number,
  product: FinanceProduct,
) {
  const { state, setup } = useCalculator();
  const time = { validDays: setup.finance?.quoteValidDays };
  const quotes = financeQueries(client);
  const fields = useQuery(
    quotes.getSantanderFinanceQuoteFieldData({ product: product === 'pcp' ? 'PCP' : 'HP', price }),
  );
  const request = fields.data
    ? financeRequest({
        product,
        vehicleId: edition.id,
        price,
        fields: fields.data,
        choice: state.financeChoices[edition.id],
        visitorAnnualMiles: acceptedAnnualMiles(state.accepted),
      })
    : undefined;
  // While a changed deposit or term is quoted, the previous quote stays on screen (marked as updating), but only one
  // that answered its own request: a refused answer is never shown while the next is asked for.
  const quote = useQuery({
    ...quotes.getSantanderFinanceQuoteData(request ?? skipToken),
    placeholderData: (previous, previousQuery) => {
      const asked = previousQuery?.queryKey[2];
      return previous && isQuoteRequest(asked) && !quoteRefusal(previous, asked, time) ? previous : undefined;
    },
  });
  // A previous request's quote, kept on screen while a new one loads, was checked against its own request.
  const mismatch = quote.data
    ? quoteRefusal(quote.data, quote.isPlaceholderData ? undefined : request, time)
    : undefined;
  // When the quote on screen arrived. A kept one is not the new query's, whose `dataUpdatedAt` is 0 until it answers:
  // read as a date, that dated the kept quote 1 January 1970, and sent that with a quote request.
  const [lastArrival, setLastArrival] = useState(0);
  const arrived = quote.isPlaceholderData ? 0 : quote.dataUpdatedAt;
  useEffect(() => {
    if (arrived > 0) setLastArrival(arrived);
  }, [arrived]);
  const arrivedAt = quote.isPlaceholderData ? lastArrival : quote.dataUpdatedAt;
  return { fields, request, quote, mismatch, arrivedAt };
}
