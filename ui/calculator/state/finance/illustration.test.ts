import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { illustrationRows, paidGivingBack } from './illustration.ts';

// A PCP at 30,000 miles a year (the mock lender's highest allowance), for a driver of 36,400: 1,536 pounds over.
const pcp = {
  product: 'PCP',
  deposit: 2600,
  term: 48,
  monthlyPayment: 509.76,
  optionalFinalPayment: 4621,
  totalRepayment: 31632.84,
  totalChargeForCredit: 5637.84,
  durationMonths: 49,
  annualMileage: 30000,
  excessMileagePencePerMile: 6,
  interestRateRep: 9.9,
} as FinanceQuote;

it('costs a PCP given back with the miles over: the total payable less the final payment, plus the charge', () => {
  // £31,632.84 − £4,621.00 (not paid when the car goes back) + £1,536.00 (due only then) = £28,547.84.
  expect(paidGivingBack(pcp, 1536)).toBe(28547.84);
  expect(Object.fromEntries(illustrationRows(pcp, builtInTexts.finance, 1536))).toMatchObject({
    'Total amount payable': '£31,632.84',
    'Total charge for credit': '£5,637.84',
    'Duration of agreement': '49 months',
    'Expected excess mileage charge over 4 years': '£1,536.00',
    'Paid in all if you give the car back, with the expected excess mileage charge': '£28,547.84',
  });
});

it('adds no such row when the visitor stays within the allowance', () => {
  const rows = illustrationRows(pcp, builtInTexts.finance, 0).map(([label]) => label);
  expect(rows).not.toContain('Paid in all if you give the car back, with the expected excess mileage charge');
  expect(rows).toContain('Total amount payable');
});
