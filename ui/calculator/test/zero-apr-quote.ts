/**
 * A lender's own 0% quote for the MG4, its figures adding up (£2,600 down, 48 × £272, £10,339 at the end, nothing
 * charged), answered to the vehicle's own quote request only: that request names the vehicle, the representative
 * example's does not. For the tests of a car quoted at another APR than the representative example.
 */
import quoteFile from '@hcuk-genesis/mocks/data/api/v1/FinanceQuote/GetSantanderFinanceQuoteData.json';
import { HttpResponse, http } from 'msw';

/** The 0% figures, over the mock quote's. */
export const zeroAprFigures = {
  monthlyPayment: 272,
  optionalFinalPayment: 10339,
  fees: [],
  totalRepayment: 25995,
  totalChargeForCredit: 0,
  interestRateRep: 0,
  fixedRate: 0,
  representative: false,
};

/** Whether a quote request is the vehicle's own (it names the vehicle), not the representative example's. */
export const forVehicle = (request: Request) =>
  (new URL(request.url).searchParams.get('mockBody') ?? '').includes('"vehicleId"');

/** A handler answering the vehicle's own quote request at 0%, and leaving the representative example's alone. */
export const zeroAprForVehicle = () =>
  http.get('*/GetSantanderFinanceQuoteData.json', ({ request }) =>
    forVehicle(request) ? HttpResponse.json({ ...quoteFile, ...zeroAprFigures }) : undefined,
  );
