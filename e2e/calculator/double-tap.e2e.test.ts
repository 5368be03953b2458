/**
 * A thumb's double-tap on Next, on a phone: the first tap moves to the next step, and the second, landing where the
 * first did while the new step scrolls into place, must not choose anything there (`ui/calculator/double-tap-guard.ts`).
 * A phone review found it ticking the off-peak tariff, moving the charging slider, or checking a model card.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, toModels } from './calculator-page.ts';

let page: Page;

const calculatorHost = withCalculatorHost();

beforeEach(async () => {
  page = await calculatorHost.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  // With reduced motion the step's scroll is instant, so what lies under the thumb for the second tap is the same
  // every run (with a smooth scroll it varies with the timing: the sliders, or a tariff, or nothing).
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Every input of the calculator, as what it holds: checked or not, or its value. */
const inputsOf = (calc: Locator) =>
  calc.locator('input').evaluateAll((inputs: HTMLInputElement[]) =>
    inputs.map((input) => {
      const label = (input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? input.name).trim();
      return input.type === 'radio' || input.type === 'checkbox'
        ? `${label.slice(0, 40)}: ${input.checked ? 'chosen' : 'not chosen'}`
        : `${label.slice(0, 40)}: ${input.value}`;
    }),
  );

/** Taps `button` twice at its centre, `gapMs` apart, as a thumb's double-tap does. */
async function doubleTap(button: Locator, gapMs: number) {
  // Where a thumb would find it: on screen, at the foot of the step.
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`[hcuk] e2e: nothing to tap for ${button}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(gapMs);
  await page.mouse.click(x, y);
  // Past the guard's moment, as a visitor reading the step would be.
  await page.waitForTimeout(700);
}

it.each([120, 260])(
  'chooses nothing on the charging step or the models step when Next is double-tapped %i ms apart',
  async (gapMs) => {
    // What a single tap shows, in a tab of its own, to compare with.
    const other = await calculatorHost.newPage();
    await other.setViewportSize({ width: 375, height: 740 });
    await other.goto(calculatorHost.origin());
    const single = calculatorOn(other);
    await heading(single, 'Illustrative current vehicle');
    await single.getByRole('button', { name: 'Next' }).click();
    await heading(single, 'How will you charge?');
    const charging = await inputsOf(single);

    await page.goto(calculatorHost.origin());
    const calc = calculatorOn(page);
    await heading(calc, 'Illustrative current vehicle');
    await doubleTap(calc.getByRole('button', { name: 'Next' }), gapMs);
    await heading(calc, 'How will you charge?');
    expect(await inputsOf(calc)).toEqual(charging);

    await doubleTap(calc.getByRole('button', { name: 'Next' }), gapMs);
    await heading(calc, 'Choose models to compare');
    expect(await calc.getByRole('checkbox', { checked: true }).count()).toBe(0);
  },
);

it.each([
  ['Enter pressed twice', 'enter'],
  ['Next double-tapped', 'tap'],
] as const)('never takes %s on an unlikely figure for its confirmation', async (_, how) => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  const mpg = calc.getByRole('textbox', { name: 'Average MPG', exact: true });
  await mpg.fill('4.5');
  if (how === 'enter') {
    await mpg.press('Enter');
    await page.waitForTimeout(80);
    await mpg.press('Enter');
  } else {
    // Left first, as a thumb reaching for Next does, so the note is on screen before the taps.
    await mpg.press('Tab');
    await doubleTap(calc.getByRole('button', { name: 'Next' }), 120);
  }
  // Still asked, on the same step: 4.5 mpg would cost a saving of about £10,000 a year unseen.
  await expect
    .poll(() => calc.getByText(/^4\.5 mpg is less than almost any car achieves\. .* select Next again\.$/).count())
    .toBe(1);
  await page.waitForTimeout(700);
  expect(await calc.getByRole('heading', { name: 'How will you charge?' }).count()).toBe(0);
  // Confirmed once the message could be read: the figure is used as typed.
  await mpg.press('Enter');
  await heading(calc, 'How will you charge?');
});

it.each([
  ['a click', 'mouse'],
  ['a tap', 'touch'],
] as const)('takes %s on Next right after an unlikely figure as the press its note asks about', async (_, how) => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  // A touch screen's taps are touches, which Chromium turns into a click once the finger lifts.
  const touch = how === 'touch' ? await page.context().newCDPSession(page) : undefined;
  await touch?.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const mpg = calc.getByRole('textbox', { name: 'Average MPG', exact: true });
  await mpg.fill('4.5');
  const next = calc.getByRole('button', { name: 'Next' });
  // Pressed where Next is while the MPG field still has focus: leaving it shows the note above Next, which must not
  // move Next from under the press (a mouse button held for a human's 90 ms, or a tap).
  const press = async () => {
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    if (!box) throw new Error('[hcuk] e2e: no Next to press');
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (touch) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      await page.waitForTimeout(90);
      await page.mouse.up();
    }
    // Past the repeat-press guard, as a visitor reading the note would be.
    await page.waitForTimeout(700);
  };
  await press();
  // The press was Next's: the note asks for Next again (a lost press shows it without that sentence).
  await expect
    .poll(() =>
      calc.getByText(/^4\.5 mpg is less than almost any car achieves\. .* If it is, select Next again\.$/).count(),
    )
    .toBe(1);
  expect(await calc.getByRole('heading', { name: 'How will you charge?' }).count()).toBe(0);
  await press();
  await heading(calc, 'How will you charge?');
});

it('removes one car for a double-tap on its Remove, never the car whose Remove moves under the thumb', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('checkbox', { name: 'MG HS Plug-in Hybrid SE' }).check();
  await calc.getByRole('button', { name: 'Compare (2)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  const removes = calc.getByRole('button', { name: /^Remove / });
  await expect.poll(() => removes.count()).toBe(2);
  await page.waitForTimeout(700);
  await doubleTap(calc.getByRole('button', { name: 'Remove MG HS Plug-in Hybrid SE' }), 120);
  // The MG4 is still compared, with its Remove: the second tap removed nothing.
  expect(await removes.allTextContents()).toHaveLength(1);
  expect(await calc.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' }).count()).toBe(1);
  expect(await calc.getByRole('heading', { name: 'Choose models to compare' }).count()).toBe(0);
});
