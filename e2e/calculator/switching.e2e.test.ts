/**
 * Issue 30 in real Chromium through the built embed, in mock mode: a number plate fills the first step (petrol,
 * electric, unknown, badly typed) and never reaches storage or analytics; the whole cost of switching over the
 * agreement matches its formula to the penny, with its chart, table and pay-off month; PCP and HP side by side; and a
 * copied link restores the comparison in a new browser. Keyboard only where a visitor would be, axe at 375 and
 * 1280 px (screenshots in e2e/.artifacts/calculator/).
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { launchChromium } from '../launch-chromium.ts';
import { calculatorTag, hostPage, withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, resultCard, shownFigures, shownLines, textbox, toModels } from './calculator-page.ts';
import { checkStep, noViolations } from './check-step.ts';
import { focusedControl, tabTo } from './keyboard.ts';
import { pdfText } from './pdf-text.ts';

const withFinance = calculatorTag.replace(
  '<hcuk-cost-saving-calculator brand="MG"',
  '<hcuk-cost-saving-calculator brand="MG" finance="pcp" privacy-notice-href="/privacy"',
);
const calculatorHost = withCalculatorHost((mockUrl) => ({
  '/': hostPage(mockUrl, withFinance),
  '/cash': hostPage(mockUrl, calculatorTag),
}));
const mg4 = 'MG4 EV SE Standard Range 51kWh';
const hybrid = 'MG HS Hybrid+ SE';
let page: Page;

async function open(path: string, width = 1280): Promise<Locator> {
  page = await calculatorHost.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${calculatorHost.origin()}${path}`);
  const calc = calculatorOn(page);
  await heading(calc, /current vehicle/);
  return calc;
}

async function compare(calc: Locator, vehicles: string[]): Promise<void> {
  await toModels(calc);
  for (const vehicle of vehicles) await calc.getByRole('checkbox', { name: vehicle }).check();
  await calc.getByRole('button', { name: `Compare (${vehicles.length})` }).click();
  await heading(calc, /running cost comparison/);
}

/** Pounds in a text such as "£1,234.56" or "£780". */
const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));
const pence = (amount: number) => Math.round(amount * 100);
/** Pence as the whole cost says every amount: to the penny, whole pounds too ("£780.00"), as its table does. */
const money = (p: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(p / 100);

/**
 * The current car's fuel and `vehicle`'s energy a month, from its card on the Monthly tab: the card's "of which" lines
 * are the new car's energy and tax; the current car's fuel is its monthly total less its tax (£195 ÷ 12 = £16.25).
 */
async function monthlyEnergy(calc: Locator, vehicle: string): Promise<number[]> {
  const card = resultCard(calc, vehicle);
  await card.getByRole('tab', { name: 'Monthly' }).click();
  const [currentTotal = ''] = await shownFigures(card);
  const [nextEnergy = ''] = await shownLines(card);
  return [pence(pounds(currentTotal)) - 1625, pence(pounds(nextEnergy))];
}

/**
 * The first month of a whole cost starting today in which the mileage duty (eVED, from 1 April 2028) is charged: the
 * first whose end, that many months from today (the month's last day when shorter), is after 1 April 2028.
 */
function dutyFirstMonth(): number {
  // Today in the UK, as the calculator reads it ("2026-11-27"; en-CA writes dates year first).
  const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [year = 0, month = 1, day = 1] = ukDay.split('-').map(Number);
  for (let m = 1; ; m += 1) {
    const last = new Date(Date.UTC(year, month - 1 + m + 1, 0)).getUTCDate();
    if (Date.UTC(year, month - 1 + m, Math.min(day, last)) > Date.UTC(2028, 3, 1)) return m;
  }
}

/** A yearly amount in pence over `months`, from month `first`: pro rata by month, rounded half up. */
const chargedFrom = (yearly: number, months: number, first: number) =>
  Math.floor((yearly * Math.max(0, months - first + 1) + 6) / 12);

/** An element's text with no-break spaces read as spaces (figures keep their units with them on screen). */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

const found = (calc: Locator) => calc.getByRole('status').filter({ hasText: /We found|We could not/ });

it('fills the first step from a petrol car’s plate and an electric car’s, by keyboard, and keeps the plate to itself', async () => {
  const calc = await open('/');
  await tabTo(page, /^input\[text\] Number plate/);
  await page.keyboard.type(' yk19 fhd ');
  await page.keyboard.press('Enter');
  await found(calc).getByText('We found your 2019 Ford Focus, petrol.').waitFor();
  const said = await textOf(found(calc));
  // 41,230 miles from 29 March 2019 to 18 March 2026: 41,230 ÷ (2,546 days ÷ 365.25) = 5,915, to the nearest 100.
  expect(said).toContain('About 5,900 miles a year, from 41,230 miles recorded on 18 March 2026.');
  expect(said).toContain(
    'Its official figure is 50.4 mpg; real-world economy is usually lower, so enter what your car does below.',
  );
  // A record with an official figure does not also say it has none.
  expect(said).not.toContain('The record has no fuel economy');
  expect(await textbox(calc, 'Average mileage').inputValue()).toBe('5900');
  expect(await calc.getByRole('combobox', { name: 'Mileage period' }).inputValue()).toBe('year');
  expect(await calc.getByRole('radio', { name: 'Petrol (inc Hybrid)' }).isChecked()).toBe(true);
  // The example mpg goes: the saving is never costed on it for this car (a trial's went on at the example 45 mpg).
  expect(await textbox(calc, 'Average MPG').inputValue()).toBe('');
  // Enter looked the plate up: it did not submit the step.
  expect(await focusedControl(page)).toMatch(/^input\[text\] Number plate/);
  await heading(calc, /current vehicle/);

  await page.keyboard.press('Control+A');
  await page.keyboard.type('LB71 XKE');
  await page.keyboard.press('Enter');
  await found(calc).getByText('We found your 2021 Kia Niro, electric.').waitFor();
  expect(await found(calc).textContent()).toContain('Your car is already electric.');
  // 28,450 miles from 1 September 2021 to 2 October 2026 (1,857 days): 5,596, so 5,600.
  expect(await textbox(calc, 'Average mileage').inputValue()).toBe('5600');
  // Every filled field stays the visitor's to change.
  await textbox(calc, 'Average mileage').fill('6200');
  await calc.getByRole('radio', { name: 'Diesel' }).check();
  // Next asks for the mpg the lookup left to the visitor.
  await calc.getByRole('button', { name: 'Next' }).click();
  await calc.getByText('Enter your average MPG').first().waitFor();
  await textbox(calc, 'Average MPG').fill('52');
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');

  const kept = await page.evaluate(() =>
    JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }),
  );
  const pushed = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []));
  for (const where of [kept, pushed]) expect(where).not.toMatch(/YK19|LB71|yk19|lb71/);
  expect(kept).toContain('6200');
});

/** Answers the plate lookup `ms` late, as a slow record service would; a lookup the page has given up on is dropped. */
async function slowLookups(ms: number): Promise<void> {
  await page.route('**/vrmlookup/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

it('keeps what a phone visitor typed while the lookup ran, and changes nothing once they have moved on', async () => {
  // A phone review: a late answer replaced a mileage typed while it ran, and, after Next, the fuel and mileage of a
  // step already saved, so the saving was worked out for figures the visitor never gave.
  const calc = await open('/', 375);
  await slowLookups(1500);
  await calc.getByRole('radio', { name: 'Diesel' }).check();
  await textbox(calc, 'Number plate').fill('YK19 FHD');
  await calc.getByRole('button', { name: 'Find my car' }).click();
  await calc.getByText('Finding your car…').waitFor();
  await calc.getByRole('combobox', { name: 'Mileage period' }).selectOption('year');
  await textbox(calc, 'Average mileage').fill('12000');
  await found(calc).getByText('We found your 2019 Ford Focus, petrol.').waitFor();
  // The estimate is said, for the visitor to use or not; their 12,000 a year stays, and so does the diesel they chose
  // before Find (a phone review: it was replaced by the record's petrol, and their diesel mpg costed as petrol).
  const said = await textOf(found(calc));
  expect(said).toContain('About 5,900 miles a year, from 41,230 miles recorded on 18 March 2026.');
  expect(said).toContain(
    'What you entered for Fuel type and Average mileage is kept; change it below if the record is right.',
  );
  expect(said).not.toContain('We have filled in');
  expect(await textbox(calc, 'Average mileage').inputValue()).toBe('12000');
  expect(await calc.getByRole('combobox', { name: 'Mileage period' }).inputValue()).toBe('year');
  expect(await calc.getByRole('radio', { name: 'Diesel' }).isChecked()).toBe(true);

  // Another lookup, then Next before it answers: the saved step keeps the visitor's diesel and 12,000 miles.
  await textbox(calc, 'Average MPG').fill('38');
  await calc.getByRole('button', { name: 'Find my car' }).click();
  await calc.getByText('Finding your car…').waitFor();
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  await page.waitForTimeout(2500);
  await calc.getByRole('button', { name: 'Back' }).click();
  await heading(calc, /current vehicle/);
  expect(await calc.getByRole('radio', { name: 'Diesel' }).isChecked()).toBe(true);
  expect(await textbox(calc, 'Average mileage').inputValue()).toBe('12000');
  expect(await calc.getByRole('combobox', { name: 'Mileage period' }).inputValue()).toBe('year');
});

it('says plainly when a plate is unknown or not a UK plate, and the fields work without it', async () => {
  const calc = await open('/', 375);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/vrmlookup/')) lookups.push(new URL(request.url()).searchParams.get('vrm') ?? '');
  });
  await textbox(calc, 'Number plate').fill('AB12 CDE');
  await calc.getByRole('button', { name: 'Find my car' }).click();
  await found(calc).getByText('We could not find AB12 CDE. Check it, or enter your car’s details below.').waitFor();
  await textbox(calc, 'Number plate').fill('HELLO WORLD');
  await calc.getByRole('button', { name: 'Find my car' }).click();
  await calc.getByText('Number plate must be a UK number plate, like AB12 CDE').waitFor();
  // What was typed stays as typed, and is named invalid.
  expect(await textbox(calc, 'Number plate').inputValue()).toBe('HELLO WORLD');
  expect(await textbox(calc, 'Number plate').getAttribute('aria-invalid')).toBe('true');
  // A paste longer than any plate is kept whole, not cut to 12 characters ("my car is AB", the plate gone from what
  // the visitor sees beside the error).
  await textbox(calc, 'Number plate').fill('my car is AB12 CDE');
  await calc.getByRole('button', { name: 'Find my car' }).click();
  expect(await textbox(calc, 'Number plate').inputValue()).toBe('my car is AB12 CDE');
  await calc.getByText('Number plate must be a UK number plate, like AB12 CDE').waitFor();
  // Nothing typed (spaces only) asks for a plate, as the GOV.UK pattern does, rather than calling it wrong.
  await textbox(calc, 'Number plate').fill('  ');
  await calc.getByRole('button', { name: 'Find my car' }).click();
  await calc.getByText(/Enter your number plate$/).waitFor();
  await textbox(calc, 'Number plate').fill('HELLO WORLD');
  await calc.getByRole('button', { name: 'Find my car' }).click();
  await calc.getByText('Number plate must be a UK number plate, like AB12 CDE').waitFor();
  // Checked before any call: the one lookup sent is the well-formed plate's, normalised.
  expect(lookups).toEqual(['AB12CDE']);
  await textbox(calc, 'Average MPG').fill('38');
  expect(await checkStep(page, '30-plate-problem')).toEqual(noViolations);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
});

it('costs the whole agreement to the penny, says it is for handing the car back, charts it with its table, and prints it', async () => {
  const calc = await open('/');
  await compare(calc, [mg4, hybrid]);
  const panel = calc.getByRole('region', { name: 'The whole cost of switching' });
  await panel.getByText(/^MG4 EV SE Standard Range 51kWh: £/).waitFor({ timeout: 10_000 });
  // The formula from the figures on screen: the deposit and monthly payment of the visitor's illustration, the
  // monthly running costs on the Monthly tab, and the tax a year.
  const illustration = calc.getByRole('region', {
    name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}`,
  });
  const summary = await textOf(illustration.locator('.calc-illustration__summary'));
  const [, payment, term] = summary.match(/^(£[\d,.]+) a month for (\d+) months/) ?? [];
  const deposit = await textOf(illustration.getByRole('definition').first());
  const [current = 0, energy = 0] = await monthlyEnergy(calc, mg4);
  const months = Number(term);
  expect(months).toBe(48);
  const finance = pence(pounds(deposit)) + pence(pounds(payment ?? '')) * months;
  const charging = energy * months;
  // The new car's tax from its second year (its first is in the on-the-road price); the mileage duty at 3p a mile on
  // 7,800 miles a year (£234) from its first month. The current car's tax from month 1.
  const tax = chargedFrom(19500, months, 13);
  const duty = chargedFrom(23400, months, dutyFirstMonth());
  const total = finance + charging + tax + duty;
  const keep = current * months + 19500 * 4;
  const said = await textOf(panel);
  expect(said).toContain(
    `Keeping the example car: ${money(keep)} over 48 months (${money(current * months)} fuel, £780.00 vehicle tax).`,
  );
  expect(said).toContain(
    `${mg4}: ${money(total)} over 48 months (${money(finance)} deposit and monthly payments, ${money(charging)} energy, £585.00 vehicle tax from its second year, ${money(duty)} mileage duty (eVED) from April 2028).`,
  );
  expect(said).toContain(`That is ${money(total - keep)} more than keeping the example car for 48 months.`);
  // A PCP handed back is never said to pay off: the visitor would end with no car against keeping their own.
  expect(said.match(/These figures are for handing the car back at the end: /g)).toHaveLength(2);
  expect(said).not.toMatch(/pays? off/);

  const chart = panel.getByRole('img', { name: 'Cumulative cost by month over 48 months' });
  expect(await chart.isVisible()).toBe(true);
  await panel.getByText('Show the figures as a table').click();
  const table = panel.getByRole('table', { name: 'Cumulative cost by month' });
  const lastRow = table.getByRole('row').last();
  expect(await lastRow.getByRole('rowheader').textContent()).toBe('48');
  expect(await lastRow.getByRole('cell').allTextContents()).toContain(money(total));
  expect(await checkStep(page, '30-whole-cost')).toEqual(noViolations);

  const printed = (await pdfText(await page.pdf({ format: 'A4' }))).join(' ').replace(/\s+/g, ' ');
  expect(printed).toContain('The whole cost of switching');
  expect(printed).toContain('Cumulative cost by month');
  expect(printed).toContain(money(total));
});

it('ends a shorter agreement at its own term, and compares it with keeping the car as long', async () => {
  const calc = await open('/');
  await compare(calc, [mg4, hybrid]);
  const panel = calc.getByRole('region', { name: 'The whole cost of switching' });
  await panel.getByText(`${mg4}: `, { exact: false }).waitFor({ timeout: 10_000 });
  // The MG4 on a 36-month PCP; the hybrid stays on the 48 months the page starts with.
  const illustration = calc.getByRole('region', {
    name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}`,
  });
  await illustration.getByRole('button', { name: 'Change term, deposit or mileage' }).click();
  await illustration.getByRole('combobox', { name: 'Term' }).selectOption('36');
  await illustration.locator('.calc-illustration__summary').filter({ hasText: 'for 36 months' }).waitFor();
  const summary = await textOf(illustration.locator('.calc-illustration__summary'));
  const [, payment] = summary.match(/^(£[\d,.]+) a month for 36 months/) ?? [];
  const deposit = await textOf(illustration.getByRole('definition').first());
  const [current = 0, energy = 0] = await monthlyEnergy(calc, mg4);
  await panel.getByText(`${mg4}: `, { exact: false }).filter({ hasText: 'over 36 months' }).waitFor();
  // Its own 36 months: no twelve more months of charging, tax and duty after the car has gone back.
  const finance = pence(pounds(deposit)) + pence(pounds(payment ?? '')) * 36;
  const total = finance + energy * 36 + chargedFrom(19500, 36, 13) + chargedFrom(23400, 36, dutyFirstMonth());
  const keep36 = current * 36 + 19500 * 3;
  const said = await textOf(panel);
  expect(said).toContain(`${mg4}: ${money(total)} over 36 months (${money(finance)} deposit and monthly payments, `);
  expect(said).toContain(
    `That is ${money(Math.abs(total - keep36))} ${total > keep36 ? 'more' : 'less'} than keeping the example car for 36 months.`,
  );
  expect(said).toMatch(new RegExp(`${hybrid.replace('+', '\\+')}: £[\\d,.]+ over 48 months`));
  expect(said).toContain(`Keeping the example car: ${money(current * 48 + 19500 * 4)} over 48 months`);
  // The table shows a dash in the MG4's cells after month 36, read as "Agreement ended".
  await panel.getByText('Show the figures as a table').click();
  const table = panel.getByRole('table', { name: 'Cumulative cost by month' });
  const cells = async (month: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: month, exact: true }) })
      .getByRole('cell')
      .allTextContents();
  expect((await cells('36'))[1]).toBe(money(total));
  expect((await cells('48'))[1]).toBe('–Agreement ended');
  expect(await checkStep(page, '31-shorter-agreement')).toEqual(noViolations);
});

it('finds the month a high-mileage driver’s switch pays off when buying outright, as the formula gives it', async () => {
  const calc = await open('/cash');
  // 600 miles a week at 20 mpg: fuel costs far more than charging and the mileage duty, enough to pay back the price
  // within six years.
  await textbox(calc, 'Average MPG').fill('20');
  await textbox(calc, 'Average mileage').fill('600');
  await compare(calc, [mg4]);
  const panel = calc.getByRole('region', { name: 'The whole cost of switching' });
  await panel.getByRole('combobox', { name: 'Over' }).selectOption('6');
  await panel
    .getByText(/over 72\smonths/)
    .first()
    .waitFor();
  const [fuel = 0, energy = 0] = await monthlyEnergy(calc, mg4);
  const priceText = await resultCard(calc, mg4)
    .getByText(/^£[\d,]+$/)
    .first()
    .textContent();
  const price = pence(pounds(priceText ?? ''));
  expect(price).toBe(2599500);
  // Both pay £195 a year, the new car from its second year, and it pays 3p a mile on 31,200 miles (£936 a year) from
  // the duty's first month: the switch pays off in the first month m from which its total is at or below keeping the
  // car's (the lines cross once: fuel costs far more a month than charging, tax and duty).
  const first = dutyFirstMonth();
  const switched = (m: number) => price + energy * m + chargedFrom(19500, m, 13) + chargedFrom(93600, m, first);
  const kept = (m: number) => fuel * m + chargedFrom(19500, m, 1);
  let month = 1;
  while (switched(month) > kept(month)) month += 1;
  expect(month).toBeLessThanOrEqual(72);
  await panel.getByText(`Switching pays off in month ${month}.`).waitFor();
  expect(await panel.locator(`.calc-cost-chart__pay-off[data-month="${month}"]`).count()).toBe(1);
  // A new mileage on the comparison recomputes the figures; the panel stays, with the six years chosen.
  const keep = panel.locator('.calc-ownership__keep');
  const before = await textOf(keep);
  await textbox(calc, 'Average mileage').fill('650');
  await expect.poll(() => textOf(keep), { timeout: 10_000 }).not.toBe(before);
  expect(await textOf(keep)).toContain('over 72 months');
  expect(await panel.getByRole('combobox', { name: 'Over' }).inputValue()).toBe('6');
});

it('sets PCP and HP side by side for the same deposit and term, with the trade-off in one sentence', async () => {
  const calc = await open('/', 375);
  await compare(calc, [mg4]);
  await calc.getByText(/a month for \d+\smonths at/).waitFor({ timeout: 10_000 });
  await tabTo(page, /^button\[button\] Compare PCP and HP$/, { limit: 80 });
  await page.keyboard.press('Enter');
  const table = calc.getByRole('table', { name: 'PCP and HP for a deposit of £2,600 over 48 months' });
  await table.waitFor({ timeout: 10_000 });
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(['PCP', 'HP']);
  expect(await table.getByRole('rowheader').allTextContents()).toEqual([
    'Monthly payment',
    'APR',
    'Final payment',
    'Total amount payable',
    'Mileage limit',
  ]);
  // Each measure heads its own row group, its PCP and HP figures on the row below.
  const measure = (name: string) =>
    table.getByRole('rowgroup').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  const hpFinal = await measure('Final payment').getByRole('cell').last().textContent();
  expect(hpFinal).toBe('None: the car is yours');
  // Each product's own APR: the mock lender's HP is 10.9%, beside the electric PCP's 9.9%.
  expect(await measure('APR').getByRole('cell').allTextContents()).toEqual(['9.9%', '10.9%']);
  await calc.getByText(/^PCP costs £[\d,.]+ less a month, but £[\d,.]+ more in all/).waitFor();
  // The whole cost's table, opened, scrolls inside its own box: the page never widens past the phone's 375 px.
  await calc.getByText('Show the figures as a table').click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  expect(await checkStep(page, '30-pcp-hp')).toEqual(noViolations);
});

it('copies a link that restores the comparison in a new browser, and refuses a broken one', async () => {
  const calc = await open('/');
  await textbox(calc, 'Average MPG').fill('38');
  await compare(calc, [mg4, hybrid]);
  const panel = calc.getByRole('region', { name: 'The whole cost of switching' });
  await panel.getByText(/^MG HS Hybrid\+ SE: £/).waitFor({ timeout: 10_000 });
  const totals = (await panel.locator('.calc-ownership__vehicles').textContent()) ?? '';
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: calculatorHost.origin() });
  await calc.getByRole('button', { name: 'Copy a link to this comparison' }).click();
  await calc.getByText('Link copied.', { exact: false }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${calculatorHost.origin()}/#hcuk=2.MG~`)).toBe(true);
  expect(link.length).toBeLessThan(600 + calculatorHost.origin().length + 2);

  const fresh = await launchChromium();
  try {
    const other = await fresh.context.newPage();
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.goto(link);
    const restored = calculatorOn(other);
    await heading(restored, 'Your running cost comparison');
    await restored.getByText('This comparison was opened from a link.').waitFor();
    const again = restored.getByRole('region', { name: 'The whole cost of switching' });
    await again.getByText(/^MG HS Hybrid\+ SE: £/).waitFor({ timeout: 10_000 });
    expect(await again.locator('.calc-ownership__vehicles').textContent()).toBe(totals);
    // The fragment is taken off the address once read: a reload keeps what the visitor does next.
    expect(new URL(other.url()).hash).toBe('');

    // A link edited by hand: the nearest valid comparison, and what was changed; a broken one, refused whole. Each in
    // a new tab: a link to the same page differing only in its fragment would not load the page again.
    const edited = await fresh.context.newPage();
    await edited.goto(link.replace(/^(.*#hcuk=2\.MG~)[dp]:38:/, '$1p:900:'));
    await calculatorOn(edited).getByText('Average MPG was 900, above the most allowed; it is now 150.').waitFor();
    // Written by hand: no vehicle tax (the mock configuration has rates), no charging section, and a vehicle the brand
    // does not offer.
    const handWritten = await fresh.context.newPage();
    await handWritten.goto(`${calculatorHost.origin()}/#hcuk=1.p:45:150:w:1.36~~mg-mg4-se-sr,mg-zz-not-offered~a:r`);
    const note = calculatorOn(handWritten).getByRole('status').filter({ hasText: 'opened from a link' });
    await note
      .getByText('Vehicles in the link left out (repeated, not on offer, or over the most compared): 1.')
      .waitFor();
    expect(await note.getByRole('listitem').allTextContents()).toEqual([
      'Charging profile was not in the link; it is now Mostly at home.',
      'Vehicle tax a year was not in the link; it is now 195.',
      'Vehicles in the link left out (repeated, not on offer, or over the most compared): 1.',
    ]);
    const broken = await fresh.context.newPage();
    await broken.goto(`${calculatorHost.origin()}/#hcuk=1.%00%ff~~~`);
    await calculatorOn(broken).getByText('This link could not be read, so the calculator starts afresh.').waitFor();
  } finally {
    await fresh.close();
  }
});
