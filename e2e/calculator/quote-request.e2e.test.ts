/**
 * The quote request against the real API paths of the standalone mock server, which checks every body against the
 * admin document (as a real server does), in real Chromium through the built embed, with the README's own embed
 * (`finance="pcp" privacy-notice-href="/privacy" dealer-id="d-1001"`: a relative href). The request records the notice's absolute address and is
 * accepted; printing with the dialog open prints nothing the visitor typed.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { calculatorTag, hostPage, withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, toModels } from './calculator-page.ts';
import { pdfText } from './pdf-text.ts';

const artifacts = new URL('../.artifacts/calculator/', import.meta.url).pathname;

const tag = calculatorTag.replace(
  '<hcuk-cost-saving-calculator brand="MG"',
  '<hcuk-cost-saving-calculator brand="MG" finance="pcp" privacy-notice-href="/privacy" dealer-id="d-1001"',
);
const calculatorHost = withCalculatorHost((mockUrl) => ({
  '/': hostPage(
    mockUrl,
    tag,
    `api: { baseUrl: ${JSON.stringify(mockUrl)} }, adminApi: { baseUrl: ${JSON.stringify(mockUrl)} }`,
  ),
}));

/** To the comparison of the MG4, then its quote request's dialog, filled in as Samira would fill it. */
async function filledRequest(page: Page) {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, /running cost comparison/);
  await calc.getByRole('button', { name: 'Request this quote' }).click();
  const dialog = calc.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Samira');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Okonkwo-Baptiste');
  await dialog.getByRole('textbox', { name: 'Email address' }).fill('samira.ob@example.com');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill('LS1 4DY');
  await dialog.getByRole('checkbox').check();
  return dialog;
}

it('sends a request with the README’s relative privacy notice, and never prints what was typed', async () => {
  const page = await calculatorHost.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  const dialog = await filledRequest(page);
  expect(await dialog.getByRole('link', { name: 'Privacy notice (opens in new tab)' }).getAttribute('href')).toBe(
    `${calculatorHost.origin()}/privacy`,
  );

  const printed = (await pdfText(await page.pdf({ format: 'A4' }))).join(' ');
  expect(printed).toContain('MG4 EV SE Standard Range 51kWh');
  expect(printed).not.toMatch(/Samira|Okonkwo|samira\.ob|LS1 4DY|Request this quote:/);

  await dialog.getByRole('button', { name: 'Send request' }).click();
  await dialog.getByText(/Thank you\. Your quote reference is q-[a-z0-9]+\./).waitFor({ timeout: 10_000 });
  expect(errors.filter((text) => text.includes('saveQuoteRequest'))).toEqual([]);
});

it('keeps the dialog’s title clear of its Close button on a phone, so a tap on the title cannot close it', async () => {
  const page = await calculatorHost.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  const dialog = await filledRequest(page);
  const title = await dialog.getByRole('heading', { name: /^Request this quote:/ }).boundingBox();
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  if (!title || !close) throw new Error('no title or Close button');
  // The title ends where the 44 px button begins, and a gap is left under it.
  expect(title.x + title.width).toBeLessThanOrEqual(close.x);
  const below = await dialog.getByRole('region', { name: 'The quote you are asking about' }).boundingBox();
  expect((below?.y ?? 0) - (title.y + title.height)).toBeGreaterThanOrEqual(12);
});

it.each([375, 1280])(
  'shows every character of the telephone number and postcode at %i px, a digit too many included',
  async (width) => {
    const page = await calculatorHost.newPage();
    await page.setViewportSize({ width, height: 740 });
    const dialog = await filledRequest(page);
    // The document's longest telephone number (20 characters) and postcode (8).
    const phone = dialog.getByRole('textbox', { name: /Telephone/ });
    await phone.fill('+44 (0) 7700 9009821');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
    const hidden = await dialog
      .locator('input[type="tel"], input[autocomplete="postal-code"]')
      .evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).map((input) => [input.autocomplete, input.scrollWidth - input.clientWidth]),
      );
    expect(hidden).toEqual([
      ['tel', 0],
      ['postal-code', 0],
    ]);
    // Within the dialog too, with the error's border beside it.
    const inside = async () => {
      const [field, box] = [await phone.boundingBox(), await dialog.boundingBox()];
      return (field?.x ?? 0) + (field?.width ?? Infinity) <= (box?.x ?? 0) + (box?.width ?? 0);
    };
    expect(await inside()).toBe(true);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => phone.evaluate((input) => input.closest('.calc-field')?.textContent ?? ''))
      .toContain('Enter a UK telephone number, like 01632 960 001 or 07700 900 982');
    expect(await phone.evaluate((input) => input.scrollWidth - input.clientWidth)).toBe(0);
    expect(await inside()).toBe(true);
  },
);

// Two ways of carrying on while the request is sent: Send pressed, then into another field (at 375 px); Enter pressed
// in a field, then typing on in it, where focus never moves (at 1280 px).
it.each([
  [375, 'Send, then another field'],
  [1280, 'Enter, then typing on'],
] as const)(
  'at %i px (%s), leaves a visitor typing while the request is sent in their field, and reads the lender’s refusal out',
  async (width, how) => {
    const page = await calculatorHost.newPage();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/v1/quote/savequoterequest*', async (route) => {
      await answered;
      await route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        // The mock server is another origin: the answer must allow the page's, as the real API's does.
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          title: 'Invalid request',
          status: 400,
          errors: [{ field: 'customer.email', rule: 'pattern' }],
        }),
      });
    });
    await page.setViewportSize({ width, height: 900 });
    const dialog = await filledRequest(page);
    const lastName = dialog.getByRole('textbox', { name: 'Last name' });
    if (how === 'Enter, then typing on') {
      await lastName.click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
    } else await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('button', { name: 'Sending your request…' }).waitFor();
    if (how === 'Send, then another field') {
      await lastName.click();
      await page.keyboard.press('End');
    }
    await page.keyboard.type(' J');
    answer();
    const heard = 'There is a problem. Enter an email address in the correct format, like name@example.com';
    await dialog.getByText(heard).waitFor({ state: 'attached' });
    expect(await dialog.getByText(heard).getAttribute('aria-live')).toBe('polite');
    await page.keyboard.type('r');
    expect(await lastName.inputValue()).toBe('Okonkwo-Baptiste Jr');
    expect(await lastName.evaluate((field) => (field.getRootNode() as ShadowRoot).activeElement === field)).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${artifacts}31-quote-refused-while-typing-${width}.png`, animations: 'disabled' });
    await page.close();
  },
);

it('refuses a privacy notice that is not an http(s) address at connect, with one error, and offers no request', async () => {
  const page = await calculatorHost.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(calculatorHost.origin());
  await page.evaluate(() => {
    const element = document.createElement('hcuk-cost-saving-calculator');
    element.setAttribute('brand', 'MG');
    element.setAttribute('finance', 'pcp');
    element.setAttribute('privacy-notice-href', 'javascript:alert(1)');
    element.id = 'second';
    document.body.append(element);
  });
  await heading(calculatorOn(page, '#second'), /current vehicle/);
  expect(errors.filter((text) => text.includes('privacy-notice-href'))).toEqual([
    '[hcuk] <hcuk-cost-saving-calculator> privacy-notice-href must be an http(s) address (absolute, or relative to the page); Request this quote is not offered',
  ]);
});

it('closes on the browser’s Back where the visitor was, and the next Back leaves the comparison', async () => {
  const page = await calculatorHost.newPage();
  const dialog = await filledRequest(page);
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  const calc = calculatorOn(page);
  await heading(calc, /running cost comparison/);
  // The page stays at the card the visitor asked from, not at the models step's place that Back moved through.
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled);
  await calc.getByRole('button', { name: 'Request this quote' }).click();
  expect(await calc.getByRole('dialog').getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Samira');
  await calc.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.goBack();
  await heading(calc, 'Choose models to compare');
});
