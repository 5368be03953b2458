/**
 * Accessibility in real Chromium: axe-core on every step at 375 and 1280 px (with a screenshot of each, written to
 * e2e/.artifacts/calculator/), the diesel journey with the keyboard only, and the live region's announcements.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, resultCard, shownFigures, toModels } from './calculator-page.ts';
import { checkStep as checkAt, noViolations as none } from './check-step.ts';
import { defaultPrices, expectedFigures } from './expected-figures.ts';
import { settle } from './focus-obscured.ts';
import { focusedControl, tabTo, typeOver } from './keyboard.ts';

let page: Page;

const calculatorHost = withCalculatorHost();

beforeEach(async () => {
  page = await calculatorHost.newPage();
  await page.goto(calculatorHost.origin());
});

const checkStep = (name: string) => checkAt(page, name);

it('has no serious or critical axe violations on any step at 375 or 1280 px', async () => {
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  expect(await checkStep('1-vehicle')).toEqual(none);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  expect(await checkStep('2-charging')).toEqual(none);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'Choose models to compare');
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('checkbox', { name: 'MG HS Plug-in Hybrid SE' }).check();
  await calc.getByRole('checkbox', { name: 'MG HS Hybrid+ SE' }).check();
  expect(await checkStep('3-models')).toEqual(none);
  await calc.getByRole('button', { name: 'Compare (3)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  await calc.getByRole('button', { name: /Terms and Conditions/ }).click();
  expect(await checkStep('4-compare')).toEqual(none);
  await calc.getByRole('button', { name: 'Edit vehicle' }).click();
  await calc.getByRole('button', { name: 'How do I work out my mileage?' }).click();
  await calc.getByRole('dialog').waitFor();
  expect(await checkStep('5-help-dialog')).toEqual(none);
});

it('completes the diesel journey with the keyboard alone, to the same figures', async () => {
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  await tabTo(page, /^input\[radio\] Petrol/);
  await page.keyboard.press('ArrowRight');
  expect(await focusedControl(page)).toBe('input[radio] Diesel');
  await tabTo(page, /^input\[text\] Average MPG$/);
  await typeOver(page, '38');
  await tabTo(page, /^input\[text\] Average mileage$/);
  await typeOver(page, '800');
  await tabTo(page, /^select Mileage period$/);
  await page.keyboard.press('ArrowDown');
  await tabTo(page, /^input\[text\] Average fuel price/);
  await typeOver(page, '1.45');
  await tabTo(page, /^button\[submit\] Next$/);
  await page.keyboard.press('Enter');

  await heading(calc, 'How will you charge?');
  await expect.poll(() => focusedControl(page)).toBe('h2 How will you charge?');
  await tabTo(page, /^input\[radio\] Mostly at home$/);
  await page.keyboard.press('ArrowRight');
  await tabTo(page, /^input\[range\] Home$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await tabTo(page, /^input\[range\] Rapid\/Ultra$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await tabTo(page, /^input\[range\] Standard\/Fast$/, { backwards: true });
  await tabTo(page, /^button\[button\] Change Standard\/Fast price/);
  await page.keyboard.press('Enter');
  await typeOver(page, '0.45');
  await page.keyboard.press('Enter');
  expect(await focusedControl(page)).toBe('button[button] Change Standard/Fast price, 45.0p per kWh');
  await tabTo(page, /^button\[submit\] Next$/);
  await page.keyboard.press('Enter');

  await heading(calc, 'Choose models to compare');
  // In the grid's order (sorted by model), so Tab only moves forward.
  for (const name of ['MG HS Plug-in Hybrid SE', 'MG HS Hybrid+ SE', 'MG4 EV SE Standard Range 51kWh']) {
    await tabTo(page, new RegExp(`^input\\[checkbox\\] ${name.replace(/[+.]/g, '\\$&')}$`));
    await page.keyboard.press('Space');
  }
  await tabTo(page, /^button\[button\] Compare \(3\)$/);
  await page.keyboard.press('Enter');

  await heading(calc, 'Your running cost comparison');
  await tabTo(page, /^button\[tab\] Annual$/);
  await page.keyboard.press('ArrowRight');
  expect(await focusedControl(page)).toBe('button[tab] Monthly');
  const inputs = {
    annualMiles: 9600,
    fuel: 'diesel' as const,
    mpg: 38,
    fuelPrice: 1.45,
    shares: { home: 0.4, free: 0.1, standard: 0.2, rapid: 0.3 },
    prices: { ...defaultPrices, standard: 0.45 },
  };
  await expect
    .poll(() => shownFigures(resultCard(calc, 'MG4 EV SE Standard Range 51kWh')))
    .toEqual(expectedFigures('mg-mg4-se-sr', inputs, 'monthly'));
});

it('arrows through the home tariffs without being thrown out of the group; a click on Another price opens its field', async () => {
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  const homePrice = calc.getByRole('textbox', { name: 'Home price per kWh' });
  await tabTo(page, /^input\[radio\] Standard tariff/);
  await page.keyboard.press('ArrowDown');
  expect(await focusedControl(page)).toBe('input[radio] EV off-peak tariff, 8.5p per kWh');
  // Down onto Another price: it is chosen and its field opens, but focus stays in the group (WCAG 3.2.2).
  await page.keyboard.press('ArrowDown');
  expect(await focusedControl(page)).toBe('input[radio] Another price, 8.5p per kWh');
  await homePrice.waitFor();
  // On, round to the first tariff: the field of Another price closes, as that price no longer applies.
  await page.keyboard.press('ArrowDown');
  expect(await focusedControl(page)).toBe('input[radio] Standard tariff (Ofgem price cap rate), 24.67p per kWh');
  // Its name is the words alone: the pencil drawn after them is not read out.
  await calc.getByRole('button', { name: 'Change Home price, 24.67p per kWh', exact: true }).waitFor();
  expect(await homePrice.count()).toBe(0);
  // A click on Another price is a choice to type one: its field takes focus.
  await calc.getByRole('radio', { name: 'Another price' }).click();
  await expect.poll(() => focusedControl(page)).toBe('input[text] Home price per kWh');
});

it('announces new figures once, politely, when the period or the mileage changes', async () => {
  const calc = calculatorOn(page);
  // Each Next once its step has come (a second click as the first step left was once taken for a double press in CI).
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await calc.getByRole('tablist').waitFor();
  // The official figures are asked for after the shown ones, and said a second after they come: listen once they
  // have been said, or a slow machine hears the annual figures again first.
  await expect
    .poll(
      () =>
        calc.evaluate((element) => element.shadowRoot?.querySelector('[data-results-announcer]')?.textContent ?? ''),
      { timeout: 10_000 },
    )
    .toContain('on official (WLTP) figures');
  await calc.evaluate((element) => {
    const region = element.shadowRoot?.querySelector('[data-results-announcer]');
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    if (region)
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
        subtree: true,
        childList: true,
        characterData: true,
      });
  });
  const heard = () =>
    page.evaluate(() => (window as unknown as { heard: string[] }).heard.filter((text) => text !== ''));
  await calc.getByRole('tab', { name: 'Monthly' }).click();
  await expect.poll(heard, { timeout: 3000 }).toHaveLength(1);
  expect((await heard())[0]).toMatch(
    // Fuel £89.31 + tax £16.25 against electricity £59.06 (real-world, standard rate) + tax £16.25.
    // Until the mileage duty starts in April 2028, both of its headline lines: until March, and with 3p a mile on
    // 7,800 miles (£19.50 a month) from April. Then the smaller line that qualifies the first, once the official
    // figures have come (asked for after the shown ones): £105.56 against £60.43 on official figures.
    /^Monthly figures\. Example vehicle: £105\.56\. MG4 EV SE Standard Range 51kWh: estimated running cost £75\.31\. Estimated saving: about £30\.25 a month( until March 2028\. Estimated saving: about £10\.75 a month from April 2028, after the mileage duty \(eVED\))?\.( Estimated saving: about £45\.13 a month( until March 2028)?, on official \(WLTP\) figures \(which favour the new car against the example mpg\)\.)?$/,
  );
  // Typed at a screen reader's pace, each pause longer than the 300 ms the field waits before applying: the
  // figures for 3 and 30 miles come and go, and only those for 300 are said.
  const mileage = calc.getByRole('textbox', { name: 'Average mileage' });
  await mileage.fill('');
  for (const typed of ['3', '30', '300']) {
    await mileage.fill(typed);
    await page.waitForTimeout(450);
  }
  await expect.poll(heard, { timeout: 3000 }).toHaveLength(2);
  await page.waitForTimeout(1500);
  expect(await heard()).toHaveLength(2);
  // Their own 300 miles at the example's 45 mpg: said once, with the current car's figure, not after every line.
  expect((await heard())[1]).toMatch(/^Monthly figures\. Your vehicle: £194\.86, at the example mpg\./);
  expect((await heard())[1]?.match(/at the example mpg/g)).toHaveLength(1);
});

it('keeps the radios their size at 375 px and a model card’s focus ring inside the part of it that is painted', async () => {
  const calc = calculatorOn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await heading(calc, 'Illustrative current vehicle');
  const radioSizes = () =>
    calc.locator('input[type=radio]').evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)];
      }),
    );
  const onVehicle = await radioSizes();
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  const onCharging = await radioSizes();
  expect(onVehicle.length + onCharging.length).toBeGreaterThan(2);
  for (const size of [...onVehicle, ...onCharging]) expect(size).toEqual([24, 24]);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'Choose models to compare');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await tabTo(page, /^input\[checkbox\] MG4 EV SE Standard Range 51kWh$/);
    // The grid item's paint containment (content-visibility) clips what is drawn outside it: the ring must lie
    // within the card's own box, which lies within the item.
    const ring = () =>
      calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).evaluate((input) => {
        const card = input.closest('label') as HTMLElement;
        const style = getComputedStyle(card);
        const item = (card.parentElement as HTMLElement).getBoundingClientRect();
        const box = card.getBoundingClientRect();
        const offset = Number.parseFloat(style.outlineOffset);
        return {
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
          inside: box.left - offset >= item.left - 0.5 && box.right + offset <= item.right + 0.5 && offset <= 0,
        };
      });
    // Polled: the ring is drawn once the focus scroll and the card's rendering near the screen have settled.
    await expect
      .poll(ring, { message: `focus ring at ${width}px`, ...settle })
      .toEqual({ style: 'solid', width: 3, inside: true });
  }
  // At the maximum an unchosen card stays reachable, dimmed, with its ring at full strength (WCAG 1.4.11).
  for (const name of ['MG4 EV SE Standard Range 51kWh', 'MG4 EV SE Long Range 64kWh', 'MG HS Hybrid+ SE'])
    await calc.getByRole('checkbox', { name }).check();
  await tabTo(page, /^input\[checkbox\] MG4 EV Trophy Long Range 64kWh$/, { backwards: true });
  const unavailable = await calc.getByRole('checkbox', { name: 'MG4 EV Trophy Long Range 64kWh' }).evaluate((input) => {
    const card = input.closest('label') as HTMLElement;
    const details = card.querySelector(':scope > :not(input)') as HTMLElement;
    return {
      ariaDisabled: input.getAttribute('aria-disabled'),
      card: getComputedStyle(card).opacity,
      ring: getComputedStyle(card).outlineStyle,
      dimmed: Number(getComputedStyle(details).opacity) < 1,
    };
  });
  expect(unavailable).toEqual({ ariaDisabled: 'true', card: '1', ring: 'solid', dimmed: true });
});

it('keeps every help tooltip wholly on screen at 375 px, and hides one opened by hovering on Escape', async () => {
  const calc = calculatorOn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await heading(calc, 'Illustrative current vehicle');
  const triggers = calc.getByRole('button', { name: /^About / });
  expect(await triggers.count()).toBeGreaterThan(1);
  for (const trigger of await triggers.all()) {
    await trigger.hover();
    const topic = (await trigger.getAttribute('aria-label')) ?? '';
    const bubble = calc.getByRole('tooltip').filter({ visible: true });
    const box = await bubble.evaluate((element) => {
      const { left, right } = element.getBoundingClientRect();
      return { left: Math.round(left), right: Math.round(right), window: document.documentElement.clientWidth };
    });
    expect(box.left, topic).toBeGreaterThanOrEqual(8);
    expect(box.right, topic).toBeLessThanOrEqual(box.window - 8);
    // WCAG 1.4.13: dismissible without moving the pointer, wherever focus is.
    await page.keyboard.press('Escape');
    await expect.poll(() => calc.getByRole('tooltip').filter({ visible: true }).count()).toBe(0);
  }
});

it('keeps an open tooltip on screen when the window narrows, as a phone turned upright does', async () => {
  const calc = calculatorOn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await heading(calc, 'Illustrative current vehicle');
  const bubbleBox = () =>
    calc
      .getByRole('tooltip')
      .filter({ visible: true })
      .evaluate((element) => {
        const { left, right } = element.getBoundingClientRect();
        return { left, right, window: document.documentElement.clientWidth };
      });
  // Every tooltip, opened by focus (which keeps it open), then the window narrowed under it.
  for (const trigger of await calc.getByRole('button', { name: /^About / }).all()) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await trigger.focus();
    await page.setViewportSize({ width: 375, height: 800 });
    const topic = (await trigger.getAttribute('aria-label')) ?? '';
    await expect.poll(async () => (await bubbleBox()).left, { message: topic }).toBeGreaterThanOrEqual(8);
    const box = await bubbleBox();
    expect(box.right, topic).toBeLessThanOrEqual(box.window - 8);
    await trigger.blur();
  }
});

it('takes a tap on an open tooltip on a phone for closing it, never for choosing the fuel type it hides', async () => {
  const calc = calculatorOn(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await heading(calc, 'Illustrative current vehicle');
  // A touch screen, as a phone's: its pointer is coarse, and taps are touches, not clicks.
  const touch = await page.context().newCDPSession(page);
  await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const tap = async (target: ReturnType<typeof calc.locator>) => {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('nothing to tap');
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await tap(calc.getByRole('button', { name: 'About Average MPG' }));
  const bubble = calc.getByRole('tooltip').filter({ visible: true });
  await expect.poll(() => bubble.count()).toBe(1);
  const diesel = calc.getByRole('radio', { name: 'Diesel' });
  // The bubble lies over the radio: a tap there lands on the bubble, which is all the visitor can see.
  const [over, under] = [await bubble.boundingBox(), await diesel.boundingBox()];
  expect(under && over && under.y >= over.y && under.y + under.height <= over.y + over.height).toBe(true);
  await tap(diesel);
  await expect.poll(() => bubble.count()).toBe(0);
  // Nothing chosen unseen (the double-tap guard's rule): the fuel, and every figure after it, stay as they were.
  expect(await diesel.isChecked()).toBe(false);
  expect(await calc.getByRole('radio', { name: 'Petrol' }).isChecked()).toBe(true);
  // Once in sight, a tap chooses it.
  await tap(diesel);
  await expect.poll(() => diesel.isChecked()).toBe(true);
});

it('shows the selected tab and the completed steps in forced colours, where backgrounds and colours are the system’s', async () => {
  await page.emulateMedia({ forcedColors: 'active' });
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'Choose models to compare');
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  const style = (locator: ReturnType<typeof calc.locator>, property: 'borderBottomColor' | 'backgroundColor') =>
    locator.evaluate((element, name) => getComputedStyle(element)[name], property);
  // The selected tab's bar differs from the others' (which were the same 4 px black line).
  const selected = await style(calc.getByRole('tab', { name: 'Annual' }), 'borderBottomColor');
  const other = await style(calc.getByRole('tab', { name: 'Monthly' }), 'borderBottomColor');
  expect(selected).not.toBe(other);
  // A completed step's circle is filled; the page's background is not its fill.
  const completed = await style(calc.locator('.is-complete .hcuk-steps__circle').first(), 'backgroundColor');
  const around = await style(calc.locator('.hcuk-steps').first(), 'backgroundColor');
  expect(completed).not.toBe(around);
  expect(completed).not.toBe('rgba(0, 0, 0, 0)');
  await page.screenshot({ path: 'e2e/.artifacts/calculator/forced-colours-1280.png' });
});
