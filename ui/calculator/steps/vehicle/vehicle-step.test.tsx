import { fireEvent, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { repeatPressMs } from '../../parts/step-form.tsx';
import { enter, renderCalculator, requests, waitForText } from '../../test/render-calculator.ts';
import { comparingVisit, seedVisit } from '../../test/seed-visit.ts';
import { withMockServer } from '../../test/use-mock-server.ts';

withMockServer();

/** The calculator, once its first step shows. */
async function atVehicleStep() {
  const rendered = await renderCalculator();
  await waitForText(rendered.view, 'Illustrative current vehicle');
  return rendered;
}

/** The element focused in the calculator's shadow root. */
const focused = (inside: Element) => (inside.getRootNode() as ShadowRoot).activeElement;

const field = (view: Awaited<ReturnType<typeof renderCalculator>>['view'], name: string) =>
  view.getByRole('textbox', { name }) as HTMLInputElement;

/** Next again once a note it stopped on could be read (not a double press), on to the charging step. */
async function nextAgain(view: Awaited<ReturnType<typeof renderCalculator>>['view']) {
  await new Promise((resolve) => setTimeout(resolve, repeatPressMs + 50));
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await view.findByRole('heading', { name: 'How will you charge?' });
}

it('starts with the illustrative figures and asks only for configuration and models, together', async () => {
  const { view } = await atVehicleStep();
  expect(field(view, 'Average MPG').value).toBe('45');
  expect(field(view, 'Average fuel price (per litre)').value).toBe('1.36');
  expect(view.getByRole('radio', { name: 'Petrol (inc Hybrid)' })).toHaveProperty('checked', true);
  expect(requests.sort()).toEqual([
    'GET /data/api/v1/CostSavingCalculator/Configuration.json',
    'GET /data/api/v1/VehicleData/GetRunningCostModels.json?brand=MG&isOem=false',
  ]);
});

it('says what is wrong with a field and ties the message to it; Next stays and takes focus to it', async () => {
  const { view } = await atVehicleStep();
  const mileage = field(view, 'Average mileage');
  enter(mileage, '0');
  const message = view.getByText('Average mileage must be 1 mile or more');
  expect(mileage.getAttribute('aria-invalid')).toBe('true');
  expect(mileage.getAttribute('aria-describedby')).toBe(message.id);
  enter(field(view, 'Average fuel price (per litre)'), '');
  expect(view.getByText('Enter your average fuel price (per litre)')).toBeTruthy();
  // Next is never disabled (so Enter and a phone's Go key submit): it stays on the step, focus on the first fault.
  const next = view.getByRole('button', { name: 'Next' });
  expect(next).toHaveProperty('disabled', false);
  fireEvent.click(next);
  await waitFor(() => expect(focused(mileage)).toBe(mileage));
  expect(view.getByRole('heading', { name: 'Your current vehicle' })).toBeTruthy();
});

it('holds the message of a field left by a press until the press is released, so Next stays under it', async () => {
  const { view } = await atVehicleStep();
  const mileage = field(view, 'Average mileage');
  const next = view.getByRole('button', { name: 'Next' });
  fireEvent.change(mileage, { target: { value: '0' } });
  // A mouse button goes down on Next: focus leaves the field while the button is held.
  fireEvent.mouseDown(next);
  fireEvent.blur(mileage);
  expect(view.queryByText('Average mileage must be 1 mile or more')).toBeNull();
  // Once it comes up (and its click has gone to Next), the message shows.
  fireEvent.mouseUp(next);
  await waitFor(() => expect(view.getByText('Average mileage must be 1 mile or more')).toBeTruthy());
  // Left by the keyboard, with nothing held, a field says it at once.
  enter(field(view, 'Average fuel price (per litre)'), '');
  expect(view.getByText('Enter your average fuel price (per litre)')).toBeTruthy();
});

it('shows a message the visitor has not yet left the field for, when they submit', async () => {
  const { view } = await atVehicleStep();
  const mpg = field(view, 'Average MPG');
  // Typed, not left: no message yet. Submitting (Enter, Go or Next) shows it and focuses the field.
  fireEvent.change(mpg, { target: { value: 'forty' } });
  expect(view.queryByText('Average MPG must be a number, like 45')).toBeNull();
  fireEvent.submit(mpg.form as HTMLFormElement);
  expect(view.getByText('Average MPG must be a number, like 45')).toBeTruthy();
  await waitFor(() => expect(focused(mpg)).toBe(mpg));
});

it('asks the visitor to check an unlikely figure, tied to its field, and offers the digits keypad for miles', async () => {
  const { view } = await atVehicleStep();
  const mpg = field(view, 'Average MPG');
  enter(mpg, '4.5');
  const check = view.getByText('4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45?');
  expect(mpg.getAttribute('aria-describedby')).toContain(check.id);
  // Heard as it appears, politely, as the visitor moves on from the field.
  expect(check.closest('[aria-live="polite"]')).toBeTruthy();
  expect(mpg.getAttribute('aria-invalid')).toBeNull();
  // A stray decimal point before the figure (a phone review): kept as typed once left, and the likely figure offered.
  enter(mpg, '.45');
  expect(mpg.value).toBe('.45');
  await waitForText(
    view,
    /so the figures use 1 mpg, the lowest the calculator accepts\. Check it is right: did you mean 45\?/,
  );
  enter(mpg, '45');
  expect(view.queryByText(/mpg is less than (almost )?any car/)).toBeNull();
  expect(field(view, 'Average mileage').inputMode).toBe('numeric');
  expect(mpg.inputMode).toBe('decimal');
});

it('stops Next once on a figure to check that was typed and submitted unseen, then uses it as typed', async () => {
  const { view } = await atVehicleStep();
  const mileage = field(view, 'Average mileage');
  // 1500 a week typed and submitted with Enter, never leaving the field: the note would never have been seen.
  mileage.focus();
  fireEvent.change(mileage, { target: { value: '1500' } });
  fireEvent.submit(mileage.form as HTMLFormElement);
  const check = view.getByText(
    '1,500 miles a week is more than almost anyone drives. Check it is right: did you mean 150? If it is, select Next again.',
  );
  await waitFor(() => expect(focused(mileage)).toBe(mileage));
  expect(mileage.getAttribute('aria-describedby')).toContain(check.id);
  expect(view.getByRole('heading', { name: 'Your current vehicle' })).toBeTruthy();
  // Enter pressed again at once is the same press (a double press): it confirms nothing; nor does Enter held down,
  // repeating every 30 ms for longer than the window.
  fireEvent.submit(mileage.form as HTMLFormElement);
  for (let held = 0; held < 800; held += 30) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    fireEvent.submit(mileage.form as HTMLFormElement);
  }
  expect(view.getByRole('heading', { name: 'Your current vehicle' })).toBeTruthy();
  expect(check.isConnected).toBe(true);
  // The visitor meant it: Next again, once the message could be read, goes on with 1,500 miles a week.
  await new Promise((resolve) => setTimeout(resolve, repeatPressMs + 50));
  fireEvent.submit(mileage.form as HTMLFormElement);
  await view.findByRole('heading', { name: 'How will you charge?' });
  // Back on the step, the figure already costed is not asked about again: Save goes straight on.
  fireEvent.click(view.getByRole('button', { name: 'Back' }));
  const save = await view.findByRole('button', { name: 'Save' });
  fireEvent.click(save);
  await view.findByRole('heading', { name: 'How will you charge?' });
});

it('goes straight on from Save with an MPG under 1 already costed as 1, kept as typed (a review)', async () => {
  const { view } = await atVehicleStep();
  const mpg = field(view, 'Average MPG');
  enter(mpg, '.45');
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, /did you mean 45\? If it is, select Next again\./);
  await nextAgain(view);
  fireEvent.click(view.getByRole('button', { name: 'Back' }));
  const save = await view.findByRole('button', { name: 'Save' });
  expect(field(view, 'Average MPG').value).toBe('.45');
  // Costed as 1 already: Save does not stop on it again.
  fireEvent.click(save);
  await view.findByRole('heading', { name: 'How will you charge?' });
});

it('asks about a fuel price over £2.00 a litre once left, and stops Next once on it (a phone review)', async () => {
  const { view } = await atVehicleStep();
  const price = field(view, 'Average fuel price (per litre)');
  enter(price, '245p');
  const asked = '£2.45 a litre is more than UK pumps have ever charged. Check it is right.';
  const check = view.getByText(asked);
  expect(price.getAttribute('aria-describedby')).toContain(check.id);
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, `${asked} If it is, select Next again.`);
  await waitFor(() => expect(focused(price)).toBe(price));
  await nextAgain(view);
});

it('switches the price with the fuel while it is still the default, and rounds a typed price', async () => {
  const { view, user } = await atVehicleStep();
  await user.click(view.getByRole('radio', { name: 'Diesel' }));
  expect(field(view, 'Average fuel price (per litre)').value).toBe('1.45');
  const price = field(view, 'Average fuel price (per litre)');
  enter(price, '1.499');
  expect(price.value).toBe('1.50');
  await user.click(view.getByRole('radio', { name: 'Petrol (inc Hybrid)' }));
  expect(price.value).toBe('1.50');
});

it('names the fields still holding the example’s figures once another is the visitor’s', async () => {
  const { view } = await atVehicleStep();
  const example = 'We have filled in example figures, not your own.';
  view.getByText(example, { exact: false });
  // Their own mpg: the heading is theirs, and the mileage is named as still the example's (a trial).
  enter(field(view, 'Average MPG'), '40');
  expect(view.getByRole('heading', { name: 'Your current vehicle' })).toBeTruthy();
  view.getByText('Still example figures, not yours: Average mileage. Change them to match your car and driving.');
  // Their own mileage with the example's mpg: the mpg named.
  enter(field(view, 'Average MPG'), '45');
  enter(field(view, 'Average mileage'), '200');
  view.getByText('Still example figures, not yours: Average MPG. Change them to match your car and driving.');
  // Every figure theirs: the step's own description.
  enter(field(view, 'Average MPG'), '40');
  expect(view.queryByText(/Still example figures/)).toBeNull();
  view.getByText('Tell us about the car you drive now', { exact: false });
});

it('shows Reset All only once a value differs, and restores the initial options', async () => {
  const { view, user } = await atVehicleStep();
  expect(view.queryByRole('button', { name: 'Reset All' })).toBeNull();
  enter(field(view, 'Average MPG'), '38');
  expect(view.getByRole('heading', { name: 'Your current vehicle' })).toBeTruthy();
  await user.click(view.getByRole('button', { name: 'Reset All' }));
  expect(field(view, 'Average MPG').value).toBe('45');
  expect(view.getByRole('heading', { name: 'Illustrative current vehicle' })).toBeTruthy();
  // Reset All is gone: focus is on its Undo, where the visitor pressed, not on the page nor on a heading a phone's
  // screen away (where the line and Undo were out of sight).
  const undo = await waitFor(() => view.getByRole('button', { name: 'Undo reset' }));
  await waitFor(() => expect(focused(undo)).toBe(undo));
});

it('undoes Reset All, comparison and all, until a figure changes', async () => {
  seedVisit('MG', {
    ...comparingVisit(['mg-mg4-se-sr']),
    step: 'vehicle',
    vehicle: { fuel: 'diesel', mpg: '38', mileage: '800', mileagePer: 'month', fuelPrice: '1.45' },
    accepted: { fuel: 'diesel', mpg: 38, mileage: 800, mileagePer: 'month', fuelPrice: 1.45 },
  });
  const { host, view, user } = await renderCalculator();
  await waitForText(view, 'Your current vehicle');
  const steps = () =>
    [...view.getByRole('navigation', { name: 'Calculator steps' }).querySelectorAll('button')].map(
      (button) => button.textContent,
    );
  expect(steps()).toEqual(['2Charging (completed)', '3Models (completed)', '4Compare']);
  await user.click(view.getByRole('button', { name: 'Reset All' }));
  expect(field(view, 'Average MPG').value).toBe('45');
  expect(steps()).toEqual([]);
  const resetStatus = () => host.shadowRoot?.querySelector('.calc-actions [role="status"]');
  expect(resetStatus()?.textContent).toBe(
    'Everything is back to the example figures, and any comparison is cleared. Undo reset',
  );
  await user.click(view.getByRole('button', { name: 'Undo reset' }));
  expect(field(view, 'Average MPG').value).toBe('38');
  expect(field(view, 'Average mileage').value).toBe('800');
  expect(view.getByRole('radio', { name: 'Diesel' })).toHaveProperty('checked', true);
  expect(steps()).toEqual(['2Charging (completed)', '3Models (completed)', '4Compare']);
  expect(resetStatus()?.textContent).toBe('');
  // A figure typed after a reset ends the offer, for good: Undo would throw it away.
  await user.click(view.getByRole('button', { name: 'Reset All' }));
  await user.click(await view.findByRole('button', { name: 'Undo reset' }));
  await user.click(view.getByRole('button', { name: 'Reset All' }));
  enter(field(view, 'Vehicle tax a year'), '200');
  expect(view.queryByRole('button', { name: 'Undo reset' })).toBeNull();
  enter(field(view, 'Vehicle tax a year'), '195');
  expect(view.queryByRole('button', { name: 'Undo reset' })).toBeNull();
});

it('steps mileage by 100 a month with the arrow keys', async () => {
  const { view } = await atVehicleStep();
  fireEvent.change(view.getByRole('combobox', { name: 'Mileage period' }), { target: { value: 'month' } });
  fireEvent.keyDown(field(view, 'Average mileage'), { key: 'ArrowUp' });
  fireEvent.keyDown(field(view, 'Average mileage'), { key: 'ArrowUp' });
  expect(field(view, 'Average mileage').value).toBe('350');
  // Each field steps from what its rule reads: a decimal comma's price, and never 10 miles from "10.000".
  const price = field(view, 'Average fuel price (per litre)');
  fireEvent.change(price, { target: { value: '1,36' } });
  fireEvent.keyDown(price, { key: 'ArrowUp' });
  expect(price.value).toBe('1.46');
  const mileage = field(view, 'Average mileage');
  fireEvent.change(mileage, { target: { value: '10.000' } });
  fireEvent.keyDown(mileage, { key: 'ArrowUp' });
  expect(mileage.value).toBe('10.000');
});

it('goes to charging on Next, and reads Save on the way back', async () => {
  const { view, user } = await atVehicleStep();
  await user.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'How will you charge?');
  await user.click(view.getByRole('button', { name: 'Back' }));
  await waitFor(() => view.getByRole('button', { name: 'Save' }));
});

it('hides a tooltip opened by hovering on Escape, wherever focus is, and on a tap outside it', async () => {
  const { view } = await atVehicleStep();
  const info = view.getByRole('button', { name: 'About Average MPG' });
  const tooltip = () =>
    view.getAllByRole('tooltip', { hidden: true }).find((tip) => info.getAttribute('aria-describedby') === tip.id);
  fireEvent.mouseEnter(info.parentElement as HTMLElement);
  expect(tooltip()?.hidden).toBe(false);
  // Focus is not on the button (the pointer opened it): Escape still hides it.
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(tooltip()?.hidden).toBe(true);
  fireEvent.click(info);
  expect(tooltip()?.hidden).toBe(false);
  fireEvent.pointerDown(view.getByRole('heading', { name: 'Illustrative current vehicle' }));
  expect(tooltip()?.hidden).toBe(true);
});

it('shows help as a tooltip and as a link opening a dialog', async () => {
  const { view, user } = await atVehicleStep();
  const info = view.getByRole('button', { name: 'About Average MPG' });
  await user.click(info);
  expect(view.getByRole('tooltip').textContent).toContain('miles per gallon');
  await user.click(view.getByRole('button', { name: 'How do I work out my mileage?' }));
  const dialog = await waitFor(() => view.getByRole('dialog', { name: 'Working out your mileage' }));
  await waitFor(() => expect(dialog.textContent).toContain('about 7,000 miles a year'));
});

it('says under the tax field until when its rates applied, once they have ended, and not before', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  const hint = 'Most cars registered since April 2017 pay £195. Your V5C or GOV.UK shows yours.';
  try {
    vi.setSystemTime(new Date('2026-03-31T22:30:00Z')); // 23:30 on 31 March in London: the rates still hold.
    const before = await atVehicleStep();
    expect(before.view.getByText(hint)).toBeTruthy();
    before.host.remove();
    vi.setSystemTime(new Date('2026-03-31T23:30:00Z')); // 00:30 on 1 April in London.
    const after = await atVehicleStep();
    expect(
      after.view.getByText(`${hint} These rates applied until March 2026; check GOV.UK for today’s.`),
    ).toBeTruthy();
  } finally {
    vi.useRealTimers();
  }
});
