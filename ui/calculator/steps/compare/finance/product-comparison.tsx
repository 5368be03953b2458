/**
 * PCP and HP side by side for one vehicle (`state/finance/product-comparison.ts`), behind a show/hide button (WAI-ARIA
 * Disclosure), offered only when the lender offers both products (`configuration.finance.products`). The other
 * product is quoted through the same query layer as the shown one, for the visitor's own deposit and term, and is
 * refused in place like any quote that does not add up or answers another question.
 */
import { ApiError, type FinanceQuote } from '@hcuk-genesis/sdk';
import { useId } from 'react';
import { LoadingSpinner } from '#components/loading-spinner/loading-spinner.tsx';
import { useCalculator } from '../../../calculator-context.ts';
import { formatMoney, formatPrice } from '../../../format/money.ts';
import { wholeFigures } from '../../../format/whole-figures.ts';
import { LinkDisclosure } from '../../../parts/link-disclosure.tsx';
import { QueryProblem } from '../../../query-problem.tsx';
import { acceptedAnnualMiles } from '../../../state/figures/index.ts';
import { quoteExcessCharge, termYears } from '../../../state/finance/excess-mileage.ts';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { productRows, productTradeOff } from '../../../state/finance/product-comparison.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { stepAnalytics } from '../../../state/store/index.ts';
import { fillPlaceholders } from '../../../state/texts/index.ts';
import { SidewaysScroll } from '../sideways-scroll.tsx';
import type { FinanceServices } from './finance-services.ts';
import { RepresentativeExample } from './finance-summary.tsx';
import { useFinanceQuote } from './use-finance-quote.ts';

/** Props of `ProductComparison`. */
export interface ProductComparisonProps {
  quotes: FinanceServices['quotes'];
  edition: Edition;
  price: number;
  /** The product the illustration shows, and its quote. */
  product: FinanceProduct;
  quote: FinanceQuote;
}

/** The button, and the table once opened. */
export function ProductComparison(props: ProductComparisonProps) {
  const { texts } = useCalculator();
  return (
    <div className="calc-products">
      <LinkDisclosure label={texts.finance.products.show} mountWhenOpen>
        <ProductTable {...props} />
      </LinkDisclosure>
    </div>
  );
}

function ProductTable({ quotes, edition, price, product, quote }: ProductComparisonProps) {
  const { texts, host, state } = useCalculator();
  const t = texts.finance.products;
  const other: FinanceProduct = product === 'pcp' ? 'hp' : 'pcp';
  const captionId = useId();
  const asked = useFinanceQuote(quotes, edition, price, other);
  const failure =
    asked.fields.error ??
    asked.quote.error ??
    (asked.mismatch ? `[hcuk] getSantanderFinanceQuoteData: ${asked.mismatch}` : null);
  if (failure instanceof ApiError && failure.status === 404)
    return <p className="calc-finance__none">{texts.finance.notAvailable}</p>;
  if (failure)
    return (
      <QueryProblem
        what={texts.finance.failed}
        error={failure}
        status={texts.status}
        onRetry={() => void Promise.all([asked.fields.refetch(), asked.quote.refetch()])}
        report={{ host, stepName: stepAnalytics.compare.name }}
      />
    );
  if (!asked.quote.data || asked.quote.isPlaceholderData)
    return <LoadingSpinner label={texts.finance.loading} size={20} />;
  const pcp = product === 'pcp' ? quote : asked.quote.data;
  const hp = product === 'hp' ? quote : asked.quote.data;
  // The same deposit and term for both, as the caption says; when the lender's bounds for one product moved either,
  // the rows say each product's own instead.
  const same = pcp.deposit === hp.deposit && pcp.term === hp.term;
  const rows = productRows(pcp, hp, t);
  if (!same)
    rows.unshift(
      [texts.finance.depositLabel, formatPrice(pcp.deposit), formatPrice(hp.deposit)],
      [
        texts.finance.termLabel,
        fillPlaceholders(texts.finance.termValue, { months: pcp.term }),
        fillPlaceholders(texts.finance.termValue, { months: hp.term }),
      ],
    );
  // A driver over the PCP's allowance pays for the miles if they give the car back: the table counts it, as the
  // illustration does, or PCP's totals would be set against HP's, which has no limit, without it (CONC 3.3.1R). Its
  // row sits under the total payable, which counts the final payment, so it says it is due only on a car given back.
  const excess = quoteExcessCharge(pcp, acceptedAnnualMiles(state.accepted));
  if (excess > 0)
    rows.push([
      fillPlaceholders(t.excessIfReturned, {
        years: fillPlaceholders(texts.finance.yearsValue, { years: termYears(pcp.term) }),
      }),
      formatMoney(excess),
      // A charge, so none: HP has no limit to go over (its limit row says "No limit").
      t.noExcess,
    ]);
  const tradeOff = productTradeOff(pcp, hp, t);
  return (
    <>
      {/* Each measure heads its own row group, with the two figures on the row below it, so that the table needs only
          the room of two figures side by side: a card in a row of three, in a host page's narrower column, is
          narrower than a phone. Figures stay whole; where even two are too wide, at 200% text on a phone, the table
          scrolls sideways in its own box. Each figure names its headers (`headers`) as well as the row group's. */}
      <SidewaysScroll className="calc-products__scroll" labelledBy={captionId}>
        <table className="calc-products__table">
          <caption id={captionId}>
            {same
              ? wholeFigures(fillPlaceholders(t.caption, { deposit: formatPrice(pcp.deposit), term: pcp.term }))
              : t.show}
          </caption>
          <thead>
            <tr>
              <th scope="col" id={`${captionId}-pcp`}>
                PCP
              </th>
              <th scope="col" id={`${captionId}-hp`}>
                HP
              </th>
            </tr>
          </thead>
          {rows.map(([label, pcpValue, hpValue], index) => {
            const measure = `${captionId}-${index}`;
            return (
              <tbody key={label}>
                <tr>
                  <th scope="rowgroup" colSpan={2} id={measure}>
                    {label}
                  </th>
                </tr>
                <tr>
                  <td headers={`${measure} ${captionId}-pcp`}>{wholeFigures(pcpValue)}</td>
                  <td headers={`${measure} ${captionId}-hp`}>{wholeFigures(hpValue)}</td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </SidewaysScroll>
      {tradeOff ? <p className="calc-products__trade-off">{tradeOff}</p> : null}
      {/* On an HP page the PCP column is the only PCP shown: what its end means goes with it (PRIN 2A.5). A PCP page
          says it beside its representative example. */}
      {product === 'hp' ? <p className="calc-finance__note">{texts.finance.pcpExplainer}</p> : null}
      {/* The table states the other product's rate and cost of credit, so its own representative example comes with it
          (CONC 3.5.3R, 3.5.5R): the page's one is the promoted product's, and HP's figures must not be read at PCP's
          rate, nor PCP's at HP's. The lender configures one per product it offers (use-finance-readiness.ts). */}
      <RepresentativeExample quotes={quotes} product={other} inCard />
    </>
  );
}
