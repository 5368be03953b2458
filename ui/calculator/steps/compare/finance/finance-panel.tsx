/**
 * A compared vehicle's finance, behind the `finance` attribute: the visitor's own illustration for this vehicle's
 * price (`finance-example.tsx`), never headed as a representative example. It shows only once the page's one
 * representative example has arrived (`finance-summary.tsx`, CONC 3.5.5R: a cost-of-credit figure needs it), and
 * not at all when a required statement or setting is missing (`use-finance-readiness.ts`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import { QueryProblem } from '../../../query-problem.tsx';
import type { VehicleResult } from '../../../state/figures/index.ts';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { formatApr } from '../../../state/finance/representative-example.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { FinanceExample } from './finance-example.tsx';
import { type FinanceServices, financeServicesFor } from './finance-services.ts';
import { useFinanceReadiness } from './use-finance-readiness.ts';
import { useRepresentativeQuote } from './use-representative-quote.ts';

/** Props of `FinancePanel`. */
export interface FinancePanelProps {
  edition: Edition;
  /** The vehicle's running costs, for the monthly outgoings; undefined while they are calculated. */
  result: VehicleResult | undefined;
}

/** The panel, or nothing without finance, a price, or the representative example. */
export function FinancePanel({ edition, result }: FinancePanelProps) {
  const { texts } = useCalculatorSetup();
  const product = useFinanceReadiness();
  // Read on every render (a hook); the clients are made only once a finance example is shown.
  const queryClient = useQueryClient();
  if (!product || edition.price === null) return null;
  const services = financeServicesFor(queryClient);
  if ('error' in services)
    return <QueryProblem what={texts.finance.failed} error={services.error} status={texts.status} />;
  return <Illustration services={services} product={product} edition={edition} price={edition.price} result={result} />;
}

function Illustration(props: {
  services: FinanceServices;
  product: FinanceProduct;
  edition: Edition;
  price: number;
  result: VehicleResult | undefined;
}) {
  const { texts } = useCalculatorSetup();
  const t = texts.finance;
  const { services, product, edition } = props;
  const representative = useRepresentativeQuote(services.quotes, product);
  if (!representative.shown) return null;
  const title = `${t.illustrationTitle}: ${product === 'pcp' ? t.pcp : t.hp}`;
  return (
    <section className="calc-finance" aria-label={`${title}, ${edition.description}`}>
      <h4 className="calc-finance__title">{title}</h4>
      <FinanceExample
        quotes={services.quotes}
        admin={services.admin}
        edition={edition}
        price={props.price}
        product={product}
        result={props.result}
        representativeApr={representative.quote.data ? formatApr(representative.quote.data) : undefined}
      />
    </section>
  );
}
