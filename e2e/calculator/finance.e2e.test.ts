/**
 * The finance journey in real Chromium through the built embed, with the keyboard alone: a visitor compares three
 * vehicles on a host that opted into PCP finance, sees the lender's one representative example and each vehicle's
 * own illustration with the payment the lender's published formula gives, changes a deposit and sees the new
 * payment, and requests a quote (the dialog restating the deal) and sees its reference. axe-core at 375 and 1280 px;
 * screenshots in e2e/.artifacts/calculator/.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { quoteFigures } from '../../mocks/calculation/finance-quote.ts';
import { depositRange } from '../../mocks/calculation/quote-bounds.ts';
import { calculatorTag, hostPage, withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, resultCard } from './calculator-page.ts';
import { checkStep, noViolations } from './check-step.ts';
import { focusedControl, tabTo, typeOver } from './keyboard.ts';

const financeTag = calculatorTag.replace(
  '<hcuk-cost-saving-calculator brand="MG"',
  '<hcuk-cost-saving-calculator brand="MG" finance="pcp" privacy-notice-href="https://www.example.co.uk/privacy"',
);
const calculatorHost = withCalculatorHost((mockUrl) => ({ '/': hostPage(mockUrl, financeTag) }));
let page: Page;

beforeEach(async () => {
  page = await calculatorHost.newPage();
  await page.goto(calculatorHost.origin());
});

const vehicles = [
  ['MG HS Plug-in Hybrid SE', 30995],
  ['MG HS Hybrid+ SE', 28995],
  ['MG4 EV SE Standard Range 51kWh', 25995],
] as const;
const money = (pounds: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);
/** The published formula's monthly payment: a 48-month PCP at 9.9% APR, 8,000 miles a year (the visitor's 7,800). */
const payment = (price: number, deposit: number) =>
  money(
    quoteFigures({
      product: 'PCP',
      cashPrice: price,
      advancePayment: deposit,
      term: 48,
      aprPercent: 9.9,
      annualMileage: 8000,
    }).monthlyPayment,
  );
/** The one-line summary of a card's illustration: "£410.90 a month for 48 months at 9.9% APR". */
const illustration = (card: Locator) => card.locator('.calc-illustration__summary');
/** "£410.90 a month for 48 months at 9.9% APR", as the page writes it (no-break spaces before units). */
const summaryOf = (monthly: string) => `${monthly} a month for 48\u00a0months at 9.9%\u00a0APR`;

it('shows the representative example once and each vehicle’s own payment, requotes a deposit, and requests a quote, by keyboard', async () => {
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  await tabTo(page, /^button\[submit\] Next$/);
  await page.keyboard.press('Enter');
  await heading(calc, 'How will you charge?');
  await tabTo(page, /^button\[submit\] Next$/);
  await page.keyboard.press('Enter');
  await heading(calc, 'Choose models to compare');
  for (const [name] of vehicles) {
    await tabTo(page, new RegExp(`^input\\[checkbox\\] ${name.replace(/[+.]/g, '\\$&')}$`));
    await page.keyboard.press('Space');
  }
  await tabTo(page, /^button\[button\] Compare \(3\)$/);
  await page.keyboard.press('Enter');
  await heading(calc, 'Illustrative running cost comparison');

  const example = calc.getByRole('region', { name: 'Representative example: Personal Contract Purchase (PCP)' });
  expect(
    await example.locator('dt', { hasText: '48 monthly payments' }).locator('xpath=..').locator('dd').textContent(),
  ).toBe(payment(25995, 2600));
  for (const [name, price] of vehicles) {
    const card = resultCard(calc, name);
    await expect
      .poll(() => illustration(card).textContent())
      .toBe(summaryOf(payment(price, depositRange(price).default)));
    expect(await card.getByText('Representative example').count()).toBe(0);
  }
  expect(await checkStep(page, '4-compare-finance')).toEqual(noViolations);

  const mg4 = resultCard(calc, 'MG4 EV SE Standard Range 51kWh');
  await page.setViewportSize({ width: 1280, height: 900 });
  await mg4.getByRole('button', { name: 'Change term, deposit or mileage' }).focus();
  await page.keyboard.press('Enter');
  await tabTo(page, /^input\[text\] Deposit$/);
  await typeOver(page, '3600');
  await expect.poll(() => illustration(mg4).textContent()).toBe(summaryOf(payment(25995, 3600)));
  expect(await mg4.locator('dd', { hasText: '£3,600.00' }).count()).toBe(1);

  await tabTo(page, /^button\[button\] Request this quote$/);
  await page.keyboard.press('Enter');
  const dialog = calc.getByRole('dialog');
  await dialog.waitFor();
  // The deal, restated before anything personal is asked, and what happens next.
  const deal = (await dialog.getByRole('region', { name: 'The quote you are asking about' }).textContent()) ?? '';
  expect(deal).toContain('MG4 EV SE Standard Range 51kWh');
  expect(deal).toContain('£25,995.00');
  expect(deal).toContain('£3,600.00');
  expect(deal).toContain(payment(25995, 3600));
  expect(deal).toMatch(/Quoted on \d{1,2} \w+ 2\d{3}/);
  expect(deal).toContain('An illustration, not an offer. Finance subject to status');
  expect(await dialog.textContent()).toContain('makes a soft search');
  await tabTo(page, /^input\[text\] First name$/);
  await page.keyboard.type('Sam');
  await tabTo(page, /^input\[text\] Last name$/);
  await page.keyboard.type('Jones');
  await tabTo(page, /^input\[email\] Email address$/);
  await page.keyboard.type('sam.jones@example.com');
  await tabTo(page, /^input\[text\] Postcode$/);
  await page.keyboard.type('SW1A 1AA');
  await tabTo(page, /^input\[checkbox\] I agree/);
  await page.keyboard.press('Space');
  await tabTo(page, /^button\[submit\] Send request$/);
  expect(await checkStep(page, '6-quote-request')).toEqual(noViolations);
  await page.keyboard.press('Enter');
  await dialog.getByText('Thank you. Your quote reference is q-1.').waitFor();
  expect(await focusedControl(page)).not.toBe('');
});
