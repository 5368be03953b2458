/**
 * The finance example once the services exist: loading (one message), a failure with Try again, "not available"
 * when the lender has no product for the vehicle (a 404), or the quote with its representative example and the
 * rest of the panel. A quote whose figures do not add up is a failure, never shown.
 */
import { ApiError } from '../../../../../sdk/index.ts';
import { LoadingSpinner } from '../../../../components/loading-spinner/loading-spinner.tsx';
import { useCalculator } from '../../../calculator-context.ts';
import { QueryProblem } from '../../../query-problem.tsx';
import { stepAnalytics } from '../../../state/calculator-steps.ts';
import type { Edition } from '../../../state/editions.ts';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { representativeExample } from '../../../state/finance/representative-example.ts';
import type { VehicleResult } from '../../../state/vehicle-results.ts';
import { FigureList } from '../figure-list.tsx';
import { FinanceInputs } from './finance-inputs.tsx';
import { FinanceNotes } from './finance-notes.tsx';
import type { FinanceServices } from './finance-services.ts';
import { QuoteRequest } from './quote-request.tsx';
import { useFinanceQuote } from './use-finance-quote.ts';

/** Props of `FinanceExample`. */
export interface FinanceExampleProps extends FinanceServices {
  edition: Edition;
  price: number;
  product: FinanceProduct;
  result: VehicleResult | undefined;
}

/** The quote's place in the panel. */
export function FinanceExample({ quotes, admin, edition, price, product, result }: FinanceExampleProps) {
  const { texts, host } = useCalculator();
  const t = texts.finance;
  const { fields, request, quote, mismatch } = useFinanceQuote(quotes, edition, price, product);
  const failure = fields.error ?? quote.error ?? (mismatch ? `[hcuk] getSantanderFinanceQuoteData: ${mismatch}` : null);
  if (failure instanceof ApiError && failure.status === 404)
    return <p className="calc-finance__none">{t.notAvailable}</p>;
  if (failure) {
    // Try again asks again for everything the quote was built from: the lender's bounds too, since a quote built
    // from bad bounds fails again however often it is sent. The visitor's term, deposit and mileage stay to hand.
    return (
      <>
        <QueryProblem
          what={t.failed}
          error={failure}
          status={texts.status}
          onRetry={() => void Promise.all([fields.refetch(), quote.refetch()])}
          report={{ host, stepName: stepAnalytics.compare.name }}
        />
        {fields.data && request ? <FinanceInputs edition={edition} fields={fields.data} request={request} /> : null}
      </>
    );
  }
  if (!quote.data || !fields.data || !request) return <LoadingSpinner label={t.loading} size={20} />;
  const shown = quote.data;
  return (
    <>
      <div className="calc-finance__example" aria-busy={quote.isPlaceholderData}>
        <p className="calc-finance__example-title">
          {shown.representative === false ? t.illustrativeExample : t.representativeExample}
        </p>
        <FigureList className="calc-finance__rows" rows={representativeExample(shown, t)} />
      </div>
      {quote.isPlaceholderData ? <LoadingSpinner label={texts.status.updating} size={20} /> : null}
      <FinanceNotes quote={shown} edition={edition} result={result} />
      <FinanceInputs edition={edition} fields={fields.data} request={request} />
      <QuoteRequest edition={edition} quote={shown} admin={admin} />
    </>
  );
}
