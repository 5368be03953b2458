/**
 * What a compared vehicle's finance example asks the lender for: the product the host chose, the vehicle's cash price,
 * and a term, deposit and annual mileage within the lender's bounds for that price
 * (`getSantanderFinanceQuoteFieldData`). The visitor's own choices win; the defaults are the lender's, except the
 * annual mileage, which defaults to the visitor's own from step 1, within the lender's bounds, rounded up to its step:
 * an allowance below the visitor's miles would show a lower payment beside an excess mileage charge they would pay
 * (11,440 miles a year on an 11,000 allowance, "plus about £105.60"), where the allowance that covers them shows what
 * their driving costs (PRIN 2A.4, fair value; CONC 3.3.1R).
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';

/** The lender's bounds for a price: term, deposit and annual mileage, each with min, max, step and default. */
export type FieldData = FinanceSchema<'FinanceQuoteFieldData'>;
/** One field's bounds. */
export type FieldRange = FinanceSchema<'FieldRange'>;
/** The quote request's body. */
export type QuoteRequest = FinanceSchema<'FinanceQuoteRequest'>;
/** The finance products the calculator offers: the `finance` attribute's values. */
export type FinanceProduct = 'pcp' | 'hp';

/** The visitor's own term, deposit and annual mileage for one vehicle (each absent until they choose one). */
export interface FinanceChoice {
  term?: number;
  deposit?: number;
  annualMileage?: number;
}

/** Whether `value` can be one of a `FinanceChoice`'s numbers: absent, or a finite number from 0. */
export const isChoiceValue = (value: unknown): boolean =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/**
 * `value` as the nearest allowed value of `range` (or, with `up`, the least allowed value at or above it): within its
 * bounds, on its steps from the minimum.
 */
export function withinRange(value: number, range: FieldRange, up = false): number {
  if (!Number.isFinite(value)) return range.default;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  if (!(range.step > 0)) return clamped;
  const exact = (clamped - range.min) / range.step;
  // A millionth of a step's slack, so a value on a step is never taken past it by the float's last digit; never past
  // the last step within the maximum, so the value is one the lender's list (and the mileage select) offers.
  const last = Math.floor((range.max - range.min) / range.step + 1e-6);
  const steps = Math.min(last, up ? Math.ceil(exact - 1e-6) : Math.round(exact));
  return range.min + steps * range.step;
}

/** The quote request for a vehicle, its bounds, the visitor's choices and their annual miles from step 1. */
export function financeRequest(input: {
  product: FinanceProduct;
  vehicleId: string;
  price: number;
  fields: FieldData;
  choice: FinanceChoice | undefined;
  visitorAnnualMiles: number;
}): QuoteRequest {
  const { fields, choice } = input;
  const request: QuoteRequest = {
    product: input.product === 'pcp' ? 'PCP' : 'HP',
    price: input.price,
    term: withinRange(choice?.term ?? fields.term.default, fields.term),
    deposit: withinRange(choice?.deposit ?? fields.deposit.default, fields.deposit),
    vehicleId: input.vehicleId,
  };
  // Annual mileage shapes a PCP's guaranteed future value; a hire purchase has no mileage limit.
  if (input.product === 'pcp') {
    request.expectedMileage =
      choice?.annualMileage === undefined
        ? withinRange(input.visitorAnnualMiles, fields.annualMileage, true)
        : withinRange(choice.annualMileage, fields.annualMileage);
  }
  return request;
}

/** A choice the lender's bounds moved: which one, as chosen, and as asked for. */
export interface ChoiceMoved {
  field: keyof FinanceChoice;
  chosen: number;
  used: number;
}

/**
 * The visitor's choices the request does not ask for as chosen: a term, deposit or mileage from a shared link or an
 * earlier visit that the lender's bounds for today's price no longer allow (`withinRange` moved it). Said beside the
 * figures, never moved unsaid.
 */
export function choicesMoved(choice: FinanceChoice | undefined, request: QuoteRequest): ChoiceMoved[] {
  const asked: Record<keyof FinanceChoice, number | undefined> = {
    term: request.term,
    deposit: request.deposit,
    annualMileage: request.expectedMileage,
  };
  return (['term', 'deposit', 'annualMileage'] as const).flatMap((field) => {
    const chosen = choice?.[field];
    const used = asked[field];
    return chosen === undefined || used === undefined || chosen === used ? [] : [{ field, chosen, used }];
  });
}
