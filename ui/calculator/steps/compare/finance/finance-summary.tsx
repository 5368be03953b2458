/**
 * The finance promotion's one representative example (CONC 3.5.5R, 3.5.7R): the lender's chosen figures, asked of
 * the lender and shown once, above the compared vehicles and larger than any other cost-of-credit figure on the page
 * (each vehicle's figures beside it are the visitor's own illustration, `finance-example.tsx`), with when it was
 * quoted, what a PCP means at its end, and the statements (`finance-statements.tsx`). Nothing at all without the
 * `finance` attribute or a required setting (`use-finance-readiness.ts`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { LoadingSpinner } from '#components/loading-spinner/loading-spinner.tsx';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import { QueryProblem } from '../../../query-problem.tsx';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { quoteDatedLine, quoteDates } from '../../../state/finance/quote-dates.ts';
import { representativeExample } from '../../../state/finance/representative-example.ts';
import { stepAnalytics } from '../../../state/store/index.ts';
import { fillPlaceholders } from '../../../state/texts/index.ts';
import { FigureList } from '../figure-list.tsx';
import { type FinanceServices, financeServicesFor } from './finance-services.ts';
import { FinanceStatements } from './finance-statements.tsx';
import { useFinanceReadiness } from './use-finance-readiness.ts';
import { useRepresentativeQuote } from './use-representative-quote.ts';

/** The block, or nothing. */
export function FinanceSummary() {
  const product = useFinanceReadiness();
  const queryClient = useQueryClient();
  const { texts } = useCalculatorSetup();
  if (!product) return null;
  const services = financeServicesFor(queryClient);
  if ('error' in services)
    return <QueryProblem what={texts.finance.failed} error={services.error} status={texts.status} />;
  return <RepresentativeExample quotes={services.quotes} product={product} />;
}

/** Props of `RepresentativeExample`. */
export interface RepresentativeExampleProps {
  quotes: FinanceServices['quotes'];
  product: FinanceProduct;
  /**
   * In a vehicle's card, beside the PCP and HP table, for the product the page does not promote: under the finance
   * panel's heading, one column wide, without the statements the page's own example carries once.
   */
  inCard?: boolean;
}

/** A product's representative example: the lender's chosen figures, its date, and (on the page) the statements. */
export function RepresentativeExample({ quotes, product, inCard = false }: RepresentativeExampleProps) {
  const { texts, host, setup } = useCalculatorSetup();
  const t = texts.finance;
  const { vehicle, quote, mismatch } = useRepresentativeQuote(quotes, product);
  const productName = product === 'pcp' ? t.pcp : t.hp;
  const title = `${t.representativeTitle}: ${productName}`;
  const failure = quote.error ?? (mismatch ? `[hcuk] the representative example: ${mismatch}` : null);
  let body: React.ReactNode;
  if (failure) {
    body = (
      <QueryProblem
        what={t.failed}
        error={failure}
        status={texts.status}
        onRetry={() => void quote.refetch()}
        report={{ host, stepName: stepAnalytics.compare.name }}
      />
    );
  } else if (!quote.data) {
    body = <LoadingSpinner label={t.loading} size={20} />;
  } else {
    const dates = quoteDates(quote.data, quote.dataUpdatedAt, setup.finance?.quoteValidDays);
    body = (
      <>
        <p className="calc-representative__basis">{fillPlaceholders(t.representativeBasis, { vehicle })}</p>
        <FigureList className="calc-representative__rows" rows={representativeExample(quote.data, t)} />
        <p className="calc-finance__dated">{quoteDatedLine(dates, t)}</p>
        {quote.data.product === 'PCP' && !inCard ? <p className="calc-finance__note">{t.pcpExplainer}</p> : null}
        {inCard ? null : <FinanceStatements />}
      </>
    );
  }
  const Heading = inCard ? 'h5' : 'h3';
  return (
    <section className={`calc-representative${inCard ? ' calc-representative--in-card' : ''}`} aria-label={title}>
      <Heading className="calc-representative__title">{title}</Heading>
      {body}
    </section>
  );
}
