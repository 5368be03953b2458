/**
 * A compared vehicle's finance example (issue 17), behind the `finance` attribute: the lender's quote for this
 * vehicle's price with its representative example — every item together, at equal prominence, no less prominent
 * than any monthly figure beside it (CONC 3.5.5R) — the monthly outgoings of switching, never called a saving, what
 * a PCP means at its end, "Finance subject to status" with the lender's name and postal address (CONC 3.3.2R,
 * 3.3.3R, 3.5.3R(1)(b)), the term, deposit and mileage, and Request this quote. Without the lender's name and
 * address in the content, no monthly payment is shown at all.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCalculator } from '../../../calculator-context.ts';
import { QueryProblem } from '../../../query-problem.tsx';
import type { Edition } from '../../../state/editions.ts';
import type { VehicleResult } from '../../../state/vehicle-results.ts';
import { FinanceExample } from './finance-example.tsx';
import { financeServicesFor } from './finance-services.ts';

/** Props of `FinancePanel`. */
export interface FinancePanelProps {
  edition: Edition;
  /** The vehicle's running costs, for the monthly outgoings; undefined while they are calculated. */
  result: VehicleResult | undefined;
}

const warned = new Set<string>();

/** The panel, or nothing without the `finance` attribute or a price. */
export function FinancePanel({ edition, result }: FinancePanelProps) {
  const { options, texts } = useCalculator();
  // Read on every render (a hook); the clients are made only once a finance example is shown.
  const queryClient = useQueryClient();
  const t = texts.finance;
  if (!options.finance || edition.price === null) return null;
  if (!t.lender.trim() || !t.lenderAddress.trim()) {
    const message = '[hcuk] <hcuk-cost-saving-calculator> finance needs content.finance.lender and lenderAddress';
    if (!warned.has(message)) console.warn(`${message}: no finance example is shown without them (CONC 3.5.3R)`);
    warned.add(message);
    return null;
  }
  const services = financeServicesFor(queryClient);
  const title = `${t.title}: ${options.finance === 'pcp' ? t.pcp : t.hp}`;
  return (
    <section className="calc-finance" aria-label={`${title}, ${edition.description}`}>
      <h4 className="calc-finance__title">{title}</h4>
      {'error' in services ? (
        <QueryProblem what={t.failed} error={services.error} status={texts.status} />
      ) : (
        <FinanceExample
          quotes={services.quotes}
          admin={services.admin}
          edition={edition}
          price={edition.price}
          product={options.finance}
          result={result}
        />
      )}
    </section>
  );
}
