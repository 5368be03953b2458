import { EXCESS_MILEAGE_PENCE_PER_MILE, OPTION_TO_PURCHASE_FEE, quoteFigures } from '../calculation/finance-quote.ts';
import { quoteFieldRanges } from '../calculation/quote-bounds.ts';
import { quotedProduct, readQuoteRequest } from './finance-quote-request.ts';
import { noFinanceProduct, representativeAprOf } from './lender-products.ts';
import { numberField } from './number-field.ts';
import { type Answers, bodyRecord } from './operation-input.ts';
import type { OkBody } from './operation-types.ts';
import { type FieldError, validationProblem } from './problem.ts';

type Quote = OkBody<'getSantanderFinanceQuoteData'>;

/** The quote for a valid request, every figure from the published formula (mocks/calculation/finance-quote.ts). */
function quoteFor(body: unknown, state: Parameters<typeof readQuoteRequest>[1]): Quote | Response {
  const input = readQuoteRequest(body, state);
  if (input instanceof Response) return input;
  const { product, price, term, deposit, partExchange, settlement, annualMileage, vehicleId } = input;
  // readQuoteRequest answered 404 when the product has no APR.
  const aprPercent = representativeAprOf(product) ?? Number.NaN;
  const figures = quoteFigures({
    product,
    cashPrice: price,
    advancePayment: deposit + partExchange - settlement,
    term,
    aprPercent,
    annualMileage: annualMileage ?? 0,
  });
  const pcp = product === 'PCP';
  return {
    lender: 'santander',
    product,
    ...(vehicleId === undefined ? {} : { vehicleId }),
    price,
    term,
    durationMonths: figures.durationMonths,
    deposit,
    partExchange,
    settlement,
    credit: figures.credit,
    monthlyPayment: figures.monthlyPayment,
    optionalFinalPayment: figures.optionalFinalPayment,
    fees: pcp
      ? [{ name: 'Option to purchase fee', amount: OPTION_TO_PURCHASE_FEE, payableWith: 'optionalFinalPayment' }]
      : [],
    totalRepayment: figures.totalRepayment,
    totalChargeForCredit: figures.totalChargeForCredit,
    interestRateRep: aprPercent,
    // The mock quotes every agreement at the product's representative APR (no risk-based pricing).
    representative: true,
    fixedRate: figures.fixedRate,
    rateType: 'fixed',
    annualMileage: pcp ? annualMileage : null,
    excessMileagePencePerMile: pcp ? EXCESS_MILEAGE_PENCE_PER_MILE : null,
  };
}

/** Santander's quote and its form's bounds, computed from the request (issue 17). */
export const financeQuoteAnswers: Answers<'getSantanderFinanceQuoteData' | 'getSantanderFinanceQuoteFieldData'> = {
  getSantanderFinanceQuoteData: ({ body, state }) => quoteFor(body, state),
  getSantanderFinanceQuoteFieldData: ({ body, state }) => {
    const request = bodyRecord(body);
    const errors: FieldError[] = [];
    // The product defaults to PCP (the document's provisional note).
    const product = quotedProduct(request.product, errors, 'PCP');
    const price = numberField('price', request.price, { exclusiveMinimum: 0 }, errors);
    if (errors.length > 0 || !product || price === undefined) return validationProblem(errors);
    return noFinanceProduct(product, price, state) ?? quoteFieldRanges(product, price);
  },
};
