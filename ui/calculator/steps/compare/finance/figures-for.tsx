/**
 * What an illustration's figures are for, where the visitor might read them as for something else (CONC 3.3.1R):
 * "These figures are for a £2,600 deposit." while another deposit is typed beside them (waiting to apply, loading, or
 * refused by the lender's rule), and "The deposit saved in this comparison (£3,050) is not offered for this car now;
 * these figures use £3,100." for each saved choice the lender's bounds moved (a shared link, an earlier visit). Said
 * with the figures, since on a phone they sit above the fields and their messages.
 */
import { useCalculatorSetup } from '../../../calculator-context.ts';
import { formatFigure } from '../../../format/figures.ts';
import { formatPrice } from '../../../format/money.ts';
import type { ChoiceMoved } from '../../../state/finance/finance-request.ts';
import { fillPlaceholders, lowerFirst } from '../../../state/texts/index.ts';

/** Props of `FiguresFor`. */
export interface FiguresForProps {
  /** The deposit the figures on screen were quoted for. */
  quotedDeposit: number;
  /** Whether the deposit typed beside them is another (or not yet a deposit at all). */
  otherDepositTyped: boolean;
  moved: readonly ChoiceMoved[];
}

/** The notes, or nothing when the figures are for what the visitor sees beside them. */
export function FiguresFor({ quotedDeposit, otherDepositTyped, moved }: FiguresForProps) {
  const { texts } = useCalculatorSetup();
  const t = texts.finance;
  const labels = { term: t.termLabel, deposit: t.depositLabel, annualMileage: t.mileageLabel };
  return (
    <>
      {otherDepositTyped ? (
        <p className="calc-finance__note">
          {fillPlaceholders(t.figuresForDeposit, { deposit: formatPrice(quotedDeposit) })}
        </p>
      ) : null}
      {moved.map(({ field, chosen, used }) => {
        const say = (value: number) =>
          field === 'term'
            ? fillPlaceholders(t.termValue, { months: value })
            : field === 'deposit'
              ? formatPrice(value)
              : fillPlaceholders(t.mileageValue, { miles: formatFigure(value) });
        return (
          <p key={field} className="calc-finance__note">
            {fillPlaceholders(t.choiceMoved, {
              field: lowerFirst(labels[field]),
              chosen: say(chosen),
              used: say(used),
            })}
          </p>
        );
      })}
    </>
  );
}
