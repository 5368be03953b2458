/**
 * The statements every finance figure on the page needs, once, under the representative example: "Finance subject
 * to status", then "Finance provided by" the lender's legal name and postal address, so the lender reads as the lender
 * and not as an address line (CONC 3.3.2R(4), 3.5.3R(1)(b)) and its FCA status with its
 * firm reference number; on a dealer's page, the dealer's legal name, that it is a credit broker and not a lender,
 * with how many lenders it works with (CONC 3.7), its own FCA status, its postal address (CONC 3.5.3R(1)(b)), and how
 * it is paid commission (CONC 4.5.3R).
 * `use-finance-readiness.ts` makes sure each required one is there before any figure shows.
 */
import { useCalculatorSetup } from '../../../calculator-context.ts';
import { brokerAddress, dealerStatements } from '../../../state/finance/finance-requirements.ts';
import { fillPlaceholders } from '../../../state/texts/index.ts';

/** The statements. */
export function FinanceStatements() {
  const { texts, options } = useCalculatorSetup();
  const t = texts.finance;
  const dealer = options.dealerId ? dealerStatements(t, options.dealerId) : undefined;
  return (
    <div className="calc-finance-statements">
      <p>
        {t.subjectToStatus} {fillPlaceholders(t.providedBy, { lender: t.lender, address: t.lenderAddress })}
      </p>
      <p>{t.lenderFcaStatus}</p>
      {dealer ? (
        <>
          <p className="calc-finance-statements__broker">{dealer.brokerStatement}</p>
          <p>{dealer.fcaStatus}</p>
          <p>{brokerAddress(dealer)}</p>
          <p className="calc-finance-statements__broker">{dealer.commission}</p>
        </>
      ) : null}
    </div>
  );
}
