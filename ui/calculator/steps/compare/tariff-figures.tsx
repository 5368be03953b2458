/**
 * An electric car's cost at each home tariff preset over the card's period, side by side, each with its price and dates (CAP Code 3.3:
 * the cheapest tariff is never the only figure; the standard capped rate is the headline's until the visitor
 * chooses). A plug-in hybrid shows them too: its electric miles are charged at home. A vehicle the tariff does not
 * change (a self-charging hybrid runs on fuel alone) shows none: the same figure beside every tariff would suggest
 * the tariff matters to it.
 */
import { useCalculatorSetup } from '../../calculator-context.ts';
import { calendarDay } from '../../format/calendar-day.ts';
import { dateFormat } from '../../format/intl-on-first-use.ts';
import { formatMoney } from '../../format/money.ts';
import { wholeFigures } from '../../format/whole-figures.ts';
import type { YearlyTax } from '../../state/figures/index.ts';
import { periodFigures, periodWords } from '../../state/figures/index.ts';
import { formatPence } from '../../state/prices/index.ts';
import type { Period } from '../../state/store/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';
import type { TariffFigures as Figures } from '../../use-alternative-figures.ts';

/** Props of `TariffFigures`. */
export interface TariffFiguresProps {
  tariffs: readonly Figures[];
  tax: YearlyTax | undefined;
  /** The period the card's tabs show. */
  period: Period;
}

const shortMonth = dateFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/**
 * A configured day's short month ("Oct 2026"), read strictly (`calendarDay`): one that is no real day is given as it
 * stands, never rolled over to another month, and never read as an invalid date, which the formatter throws on.
 */
const month = (day: string | undefined) => {
  const date = calendarDay(day);
  return date ? shortMonth.format(date) : (day ?? '');
};

/** The list, or nothing with fewer than two tariffs to set side by side, or when they all cost the vehicle the same. */
export function TariffFigures({ tariffs, tax, period }: TariffFiguresProps) {
  const { texts } = useCalculatorSetup();
  const t = texts.compare;
  // Over the card's period, as the figures above the list are. A lender's wording from before `{period}` says "a
  // year" in its own words, so its figures stay yearly.
  const over: Period = t.tariffCost.includes('{period}') ? period : 'annual';
  // Compared as shown: two tariffs a few pence apart would read as the same figure twice.
  const costs = tariffs.map(({ tariff, result }) => ({
    tariff,
    shown: formatMoney(periodFigures(result, over, tax).next),
  }));
  if (costs.length < 2 || costs.every(({ shown }) => shown === costs[0]?.shown)) return null;
  return (
    <div className="calc-tariff-figures">
      <p className="calc-tariff-figures__title">{t.tariffs}</p>
      <ul>
        {costs.map(({ tariff, shown }) => (
          <li key={tariff.label}>
            {wholeFigures(
              fillPlaceholders(t.tariffCost, {
                tariff: tariff.label,
                pence: formatPence(tariff.price),
                from: month(tariff.validFrom),
                to: month(tariff.validTo),
                amount: shown,
                period: periodWords(over, t),
              }),
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
