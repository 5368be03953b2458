/**
 * What switching to each compared vehicle costs, for the whole cost over time (`state/ownership/cost-over-time.ts`):
 * with finance, the lender's own quote for the visitor's deposit and term (the same queries the finance example
 * asked, so served from the cache), its excess mileage charge at the visitor's miles, the energy, the tax and the
 * mileage duty (eVED) from the month it starts; without
 * finance, the price paid at once. A vehicle whose quote is still to come, failed, or does not add up is `pending`
 * or left out, never costed from figures the lender did not give.
 */
import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { financeQueries } from '@hcuk-genesis/sdk/query';
import { skipToken, useQueries } from '@tanstack/react-query';
import { useCalculator } from '../../../calculator-context.ts';
import type { VehicleResult } from '../../../state/figures/index.ts';
import {
  acceptedAnnualMiles,
  dutyPencePerMile,
  mileageDutyFirstMonth,
  yearlyMileageDuty,
} from '../../../state/figures/index.ts';
import { quoteExcessCharge } from '../../../state/finance/excess-mileage.ts';
import { type FinanceProduct, financeRequest } from '../../../state/finance/finance-request.ts';
import { quoteRefusal } from '../../../state/finance/quote-answers-request.ts';
import type { SwitchCosts } from '../../../state/ownership/index.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { useYearlyTax } from '../../../use-yearly-tax.ts';
import type { FinanceServices } from '../finance/finance-services.ts';

/** A compared vehicle with its running-cost result. */
export interface CostedRow {
  edition: Edition;
  result: VehicleResult;
}

/** Each row's costs once known, how many are still to come, and which cannot be costed. */
export interface SwitchCostsState {
  costs: SwitchCosts[];
  /** The longest agreement among them, in months (with finance); undefined without. */
  termMonths: number | undefined;
  pending: number;
  /** The vehicles left out, by description: no price, or a quote that failed or does not add up. */
  notCosted: string[];
}

/** The costs of `rows` with `product` quoted through `quotes`, or bought outright when `finance` is undefined. */
export function useSwitchCosts(
  rows: readonly CostedRow[],
  finance: { quotes: FinanceServices['quotes']; product: FinanceProduct } | undefined,
): SwitchCostsState {
  const { state, setup } = useCalculator();
  const now = Date.now();
  // The new car's vehicle tax only: the duty is charged here from its own first month, not as a yearly line.
  const taxOf = useYearlyTax(now);
  const miles = acceptedAnnualMiles(state.accepted);
  const dutyRates = setup.mileageDuty;
  const dutyFirstMonth = dutyRates && mileageDutyFirstMonth(dutyRates, now);
  const queries = finance ? financeQueries(finance.quotes) : undefined;
  const apiProduct = finance?.product === 'hp' ? 'HP' : 'PCP';
  const fields = useQueries({
    queries: rows.map(({ edition }) =>
      queries && edition.price !== null
        ? queries.getSantanderFinanceQuoteFieldData({ product: apiProduct, price: edition.price })
        : { queryKey: ['hcuk', 'no-finance', edition.id], queryFn: skipToken },
    ),
  });
  const requests = rows.map(({ edition }, index) => {
    const bounds = fields[index]?.data;
    return finance && bounds && edition.price !== null
      ? financeRequest({
          product: finance.product,
          vehicleId: edition.id,
          price: edition.price,
          fields: bounds as never,
          choice: state.financeChoices[edition.id],
          visitorAnnualMiles: miles,
        })
      : undefined;
  });
  const quotes = useQueries({
    queries: requests.map((request, index) =>
      queries && request
        ? queries.getSantanderFinanceQuoteData(request)
        : { queryKey: ['hcuk', 'no-quote', rows[index]?.edition.id], queryFn: skipToken },
    ),
  });

  const costs: SwitchCosts[] = [];
  let pending = 0;
  let termMonths: number | undefined;
  const notCosted: string[] = [];
  rows.forEach(({ edition, result }, index) => {
    const tax = taxOf(edition)?.next ?? 0;
    const duty =
      dutyRates && dutyFirstMonth !== undefined
        ? { yearlyDuty: yearlyMileageDuty(dutyPencePerMile(edition.powerTrain, dutyRates), miles), dutyFirstMonth }
        : {};
    const base = {
      id: edition.id,
      label: edition.description,
      monthlyEnergy: result.newMonthlyRunningCost,
      ...duty,
    };
    if (edition.price === null) {
      notCosted.push(edition.description);
      return;
    }
    if (!finance) {
      costs.push({
        ...base,
        upfront: edition.price,
        monthlyPayment: 0,
        paymentMonths: 0,
        yearlyTax: tax,
        excessMileage: 0,
      });
      return;
    }
    const quote = quotes[index];
    const request = requests[index];
    // Typed by hand: the list mixes quote queries with skipped ones, which TanStack's inference widens to `{}`.
    const shown = quote?.data as FinanceQuote | undefined;
    if (!shown || !request) {
      if (fields[index]?.isError || quote?.isError) notCosted.push(edition.description);
      else pending += 1;
      return;
    }
    if (quoteRefusal(shown, request, { validDays: setup.finance?.quoteValidDays })) {
      notCosted.push(edition.description);
      return;
    }
    termMonths = Math.max(termMonths ?? 0, shown.term);
    costs.push({
      ...base,
      upfront: shown.deposit,
      monthlyPayment: shown.monthlyPayment,
      paymentMonths: shown.term,
      // Costed over its own agreement: a shorter one ends before the longest (cost-over-time.ts).
      months: shown.term,
      ...(shown.optionalFinalPayment == null ? {} : { finalPayment: shown.optionalFinalPayment }),
      yearlyTax: tax,
      excessMileage: quoteExcessCharge(shown, miles),
    });
  });
  return { costs, termMonths, pending, notCosted };
}
