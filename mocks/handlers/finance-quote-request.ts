import type { QuotedProduct } from '../calculation/finance-quote.ts';
import { ANNUAL_MILEAGE, depositRange, isOnSteps, TERMS } from '../calculation/quote-bounds.ts';
import { noFinanceProduct } from './lender-products.ts';
import type { MockState } from './mock-state.ts';
import { numberField } from './number-field.ts';
import { bodyRecord } from './operation-input.ts';
import { type FieldError, validationProblem } from './problem.ts';

/** A quote request that keeps every rule, ready for the formula. */
export interface QuoteInput {
  product: QuotedProduct;
  price: number;
  term: number;
  deposit: number;
  partExchange: number;
  settlement: number;
  /** PCP: the annual miles; HP: null (its mileage is not a condition of the agreement). */
  annualMileage: number | null;
  vehicleId?: string;
}

/** PCP or HP, else the error naming `product` (or undefined after pushing it). */
export function quotedProduct(
  value: unknown,
  errors: FieldError[],
  fallback?: QuotedProduct,
): QuotedProduct | undefined {
  if (value === undefined && fallback) return fallback;
  if (value === 'PCP' || value === 'HP') return value;
  const field = 'product';
  if (value === undefined) errors.push({ field, rule: 'required', message: `${field} is required` });
  else {
    const message = `${field} must be PCP or HP (contract hire and personal loans are quoted by their own operations)`;
    errors.push({ field, rule: 'enum', message });
  }
  return undefined;
}

/** The errors of the bounds that depend on the product and price (those of getSantanderFinanceQuoteFieldData). */
function boundErrors(input: QuoteInput): FieldError[] {
  const errors: FieldError[] = [];
  const { product, price, term } = input;
  const terms = TERMS[product];
  if (!isOnSteps(term, terms)) {
    const allowed = [];
    for (let months = terms.min; months <= terms.max; months += terms.step) allowed.push(months);
    const message = `term must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)} months for ${product}`;
    errors.push({ field: 'term', rule: `one of ${allowed.join(', ')}`, message });
  }
  // The bounds apply to everything paid up front: the deposit, and any part exchange less what is owed on it.
  const advance = input.deposit + input.partExchange - input.settlement;
  const deposits = depositRange(price);
  if (advance < deposits.min || advance > deposits.max) {
    const what = input.partExchange || input.settlement ? 'deposit plus partExchange less settlement' : 'deposit';
    const rule = advance < deposits.min ? `minimum ${deposits.min}` : `maximum ${deposits.max}`;
    const message = `${what} must be from ${deposits.min} to ${deposits.max} (10% to 40% of the price ${price})`;
    errors.push({ field: 'deposit', rule, message });
  }
  const miles = input.annualMileage;
  if (miles !== null && (miles < ANNUAL_MILEAGE.min || miles > ANNUAL_MILEAGE.max)) {
    const rule = miles < ANNUAL_MILEAGE.min ? `minimum ${ANNUAL_MILEAGE.min}` : `maximum ${ANNUAL_MILEAGE.max}`;
    const message = `expectedMileage must be from ${ANNUAL_MILEAGE.min} to ${ANNUAL_MILEAGE.max} miles a year for PCP`;
    errors.push({ field: 'expectedMileage', rule, message });
  }
  return errors;
}

/**
 * Reads `getSantanderFinanceQuoteData`'s body like a real provider: a 400 naming every field of the wrong type or
 * missing, then a 404 when the lender has no product for the vehicle, then a 400 naming every field outside the
 * bounds `getSantanderFinanceQuoteFieldData` gives for that product and price.
 */
export function readQuoteRequest(body: unknown, state: MockState): QuoteInput | Response {
  const request = bodyRecord(body);
  const errors: FieldError[] = [];
  const product = quotedProduct(request.product, errors);
  const price = numberField('price', request.price, { exclusiveMinimum: 0 }, errors);
  const term = numberField('term', request.term, {}, errors, { integer: true });
  const deposit = numberField('deposit', request.deposit, { minimum: 0 }, errors);
  const optional = { required: false };
  const partExchange = numberField('partExchange', request.partExchange, { minimum: 0 }, errors, optional) ?? 0;
  const settlement = numberField('settlement', request.settlement, { minimum: 0 }, errors, optional) ?? 0;
  // The annual mileage is a condition of a PCP (its guaranteed future value depends on it); HP ignores it.
  const mileageRule = { required: product === 'PCP', integer: true };
  const miles = numberField('expectedMileage', request.expectedMileage, { minimum: 0 }, errors, mileageRule);
  const { vehicleId } = request;
  if (vehicleId !== undefined && (typeof vehicleId !== 'string' || vehicleId === '')) {
    errors.push({ field: 'vehicleId', rule: 'type string', message: 'vehicleId must be a non-empty string' });
  }
  if (errors.length > 0 || !product || price === undefined || term === undefined || deposit === undefined)
    return validationProblem(errors);
  const unavailable = noFinanceProduct(product, price, state);
  if (unavailable) return unavailable;
  const input: QuoteInput = {
    product,
    price,
    term,
    deposit,
    partExchange,
    settlement,
    annualMileage: product === 'PCP' ? (miles ?? null) : null,
    ...(typeof vehicleId === 'string' ? { vehicleId } : {}),
  };
  const outside = boundErrors(input);
  return outside.length > 0 ? validationProblem(outside) : input;
}
