import { fireEvent, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { repeatPressMs } from '../../parts/step-form.tsx';
import { initialCalculatorState } from '../../state/store/index.ts';
import { mockSetup } from '../../test/mock-configuration.ts';
import { enter, renderCalculator, waitForText } from '../../test/render-calculator.ts';
import { seedVisit } from '../../test/seed-visit.ts';
import { withMockServer } from '../../test/use-mock-server.ts';

withMockServer();

async function atCharging() {
  const start = initialCalculatorState(mockSetup);
  seedVisit('MG', {
    ...start,
    step: 'charging',
    vehicleSaved: true,
    accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 },
  });
  const rendered = await renderCalculator();
  await waitForText(rendered.view, 'How will you charge?');
  return rendered;
}

const slider = (view: Awaited<ReturnType<typeof atCharging>>['view'], name: string) =>
  view.getByRole('slider', { name }) as HTMLInputElement;

it('replaces every share with the chosen profile’s and says each as text', async () => {
  const { view, user } = await atCharging();
  await user.click(view.getByRole('radio', { name: 'No home charger' }));
  expect(['Home', 'Free', 'Standard/Fast', 'Rapid/Ultra'].map((name) => slider(view, name).value)).toEqual([
    '0',
    '10',
    '40',
    '50',
  ]);
  expect(slider(view, 'Rapid/Ultra').getAttribute('aria-valuetext')).toBe('50 percent');
});

it('keeps Next on the step with the total message while the shares do not add up to 100, and names the mix Custom', async () => {
  const { view } = await atCharging();
  fireEvent.change(slider(view, 'Home'), { target: { value: '85' } });
  const message = view.getByText('Percentages must add up to 100%');
  expect(view.getByText('105%')).toBeTruthy();
  expect(view.getByText('Custom profile')).toBeTruthy();
  // Next is never disabled: it stays, and focus goes to the total, which a screen reader then reads.
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect((message.getRootNode() as ShadowRoot).activeElement).toBe(message.parentElement));
  expect(view.getByRole('heading', { name: 'How will you charge?' })).toBeTruthy();
  fireEvent.change(slider(view, 'Rapid/Ultra'), { target: { value: '5' } });
  expect(view.queryByText('Percentages must add up to 100%')).toBeNull();
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(view.queryByRole('heading', { name: 'How will you charge?' })).toBeNull());
});

it('says the total aloud once a slider rests, not at each step it moves', async () => {
  const { view, host } = await atCharging();
  const spoken = () =>
    Array.from(
      host.shadowRoot?.querySelectorAll('[aria-live="polite"]') ?? [],
      (region) => region.textContent ?? '',
    ).filter((text) => text.startsWith('Total'));
  const home = Number(slider(view, 'Home').value);
  for (const step of [1, 2, 3, 4])
    fireEvent.change(slider(view, 'Home'), { target: { value: String(home + 5 * step) } });
  expect(spoken()).toEqual([]);
  await waitFor(() => expect(spoken()).toEqual(['Total: 120%. Percentages must add up to 100%']));
  fireEvent.change(slider(view, 'Home'), { target: { value: String(home) } });
  await waitFor(() => expect(spoken()).toEqual([]));
});

it('edits a price inline: closes on blur once valid, stays open with the rule while not', async () => {
  const { view, user } = await atCharging();
  // Home at the standard capped rate by default (the configuration's prices.home).
  await user.click(view.getByRole('button', { name: 'Change Home price, 24.67p per kWh' }));
  const input = view.getByRole('textbox', { name: 'Home price per kWh' });
  enter(input, '8.5');
  expect(
    view.getByText('Home price per kWh must be between £0.01 and £1.00. Did you mean 8.5p? Enter 0.085'),
  ).toBeTruthy();
  expect(view.getByText('850.0p per kWh')).toBeTruthy();
  // Next with the price at fault stays on the step, focus on the price.
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect((input.getRootNode() as ShadowRoot).activeElement).toBe(input));
  enter(input, '0.075');
  expect(view.getByText('7.5p per kWh')).toBeTruthy();
  await waitFor(() => view.getByRole('button', { name: 'Change Home price, 7.5p per kWh' }));
});

it('sets the home price in one choice from the configuration’s tariffs, or keeps a price of the visitor’s own', async () => {
  const { view, user } = await atCharging();
  // The standard capped rate until the visitor chooses: the cheapest tariff is never assumed.
  const standard = view.getByRole('radio', { name: 'Standard tariff (Ofgem price cap rate), 24.67p per kWh' });
  expect(standard).toHaveProperty('checked', true);
  await user.click(view.getByRole('radio', { name: 'EV off-peak tariff, 8.5p per kWh' }));
  expect(view.getByRole('radio', { name: 'EV off-peak tariff, 8.5p per kWh' })).toHaveProperty('checked', true);
  expect(view.getByRole('button', { name: 'Change Home price, 8.5p per kWh' })).toBeTruthy();
  await user.click(view.getByRole('radio', { name: 'Another price' }));
  const input = view.getByRole('textbox', { name: 'Home price per kWh' });
  enter(input, '15p');
  await user.keyboard('{Enter}');
  await waitFor(() => view.getByRole('radio', { name: 'Another price, 15.0p per kWh' }));
  expect(view.getByRole('radio', { name: 'Another price, 15.0p per kWh' })).toHaveProperty('checked', true);
  await user.click(view.getByRole('radio', { name: 'No home charger' }));
  expect(view.queryByRole('radio', { name: 'EV off-peak tariff, 8.5p per kWh' })).toBeNull();
  expect(view.queryByRole('radio', { name: 'Standard tariff (Ofgem price cap rate), 24.67p per kWh' })).toBeNull();
});

it('shows Reset once something differs and restores the first profile and the default prices', async () => {
  const { view, user } = await atCharging();
  expect(view.queryByRole('button', { name: 'Reset' })).toBeNull();
  await user.click(view.getByRole('radio', { name: 'Home and public' }));
  await user.click(view.getByRole('button', { name: 'Reset' }));
  expect(view.getByRole('radio', { name: 'Mostly at home' })).toHaveProperty('checked', true);
  // Reset is gone: focus is on the step's heading, not on the page.
  const heading = view.getByRole('heading', { name: 'How will you charge?' });
  expect((heading.getRootNode() as ShadowRoot).activeElement).toBe(heading);
});

it('finishes to the models step and reads Save when charging is visited again', async () => {
  const { view, user } = await atCharging();
  await user.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'Choose models to compare');
  await user.click(view.getByRole('button', { name: 'Back' }));
  await waitFor(() => view.getByRole('button', { name: 'Save' }));
});

it('keeps a price left open across Back and Next, with its message, and leaves focus on the heading', async () => {
  const { view, user } = await atCharging();
  await user.click(view.getByRole('button', { name: 'Change Home price, 24.67p per kWh' }));
  enter(view.getByRole('textbox', { name: 'Home price per kWh' }), '8.5');
  const message = 'Home price per kWh must be between £0.01 and £1.00. Did you mean 8.5p? Enter 0.085';
  await waitFor(() => view.getByText(message));
  await user.click(view.getByRole('button', { name: 'Back' }));
  await waitForText(view, 'Illustrative current vehicle');
  await user.click(view.getByRole('button', { name: 'Save' }));
  await waitForText(view, 'How will you charge?');
  expect(view.getByRole('textbox', { name: 'Home price per kWh' })).toHaveProperty('value', '8.5');
  expect(view.getByText(message)).toBeTruthy();
  const heading = view.getByRole('heading', { name: 'How will you charge?' });
  await waitFor(() => expect((heading.getRootNode() as ShadowRoot).activeElement).toBe(heading));
  // A price is being typed: Another price is the choice shown, and choosing it keeps what was typed.
  const another = view.getByRole('radio', { name: 'Another price, 24.67p per kWh' });
  expect(another).toHaveProperty('checked', true);
  await user.click(another);
  expect(view.getByRole('textbox', { name: 'Home price per kWh' })).toHaveProperty('value', '8.5');
});

it('uses a valid price still open when Next is pressed, not leaving it for the next visit', async () => {
  const { view, user } = await atCharging();
  await user.click(view.getByRole('button', { name: 'Change Home price, 24.67p per kWh' }));
  // Typed, not yet left, and Next pressed without leaving it (as Enter in another field, or a radio, does): the
  // editor never blurs.
  fireEvent.change(view.getByRole('textbox', { name: 'Home price per kWh' }), { target: { value: '0.2' } });
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'Choose models to compare');
  await user.click(view.getByRole('button', { name: 'Back' }));
  await waitForText(view, 'How will you charge?');
  expect(view.getByRole('button', { name: 'Change Home price, 20.0p per kWh' })).toBeTruthy();
  expect(view.queryByRole('textbox', { name: 'Home price per kWh' })).toBeNull();
});

it('asks about a price few pay beside it, stops Next once on it, then uses it as set (a phone review)', async () => {
  const { view, user } = await atCharging();
  await user.click(view.getByRole('button', { name: 'Change Home price, 24.67p per kWh' }));
  // 2.45p for 24.5p: allowed by the calculation, but every home-charged mile would be costed at a tenth.
  enter(view.getByRole('textbox', { name: 'Home price per kWh' }), '0.0245');
  const price = await view.findByRole('button', { name: 'Change Home price, 2.45p per kWh' });
  const asked = 'Home: 2.45p per kWh is less than almost anyone pays. Check it is right: did you mean 24.5p?';
  const note = view.getByText(asked, { selector: 'p' });
  expect(price.getAttribute('aria-describedby')).toBe(note.id);
  // Next stops once, with focus on the price, which reads the note out.
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitFor(() => view.getByText(`${asked} If it is, select Next again.`, { selector: 'p' }));
  await waitFor(() => expect((price.getRootNode() as ShadowRoot).activeElement).toBe(price));
  expect(view.getByRole('heading', { name: 'How will you charge?' })).toBeTruthy();
  // Next again, once the note could be read, goes on with 2.45p; the lender's own prices are never asked about.
  await new Promise((resolve) => setTimeout(resolve, repeatPressMs + 50));
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'Choose models to compare');
  expect(view.queryByText(/per kWh is (less|more) than almost anyone pays/)).toBeNull();
});

it('asks nothing about the lender’s own prices or a price most pay', async () => {
  const { view, user } = await atCharging();
  await user.click(view.getByRole('button', { name: 'Change Rapid/Ultra price, 79.0p per kWh' }));
  enter(view.getByRole('textbox', { name: 'Rapid/Ultra price per kWh' }), '0.39');
  await view.findByRole('button', { name: 'Change Rapid/Ultra price, 39.0p per kWh' });
  expect(view.queryByText(/than almost anyone pays/)).toBeNull();
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'Choose models to compare');
});

it('keeps a price open while the press that left it is held, so Next is not moved from under the click', async () => {
  const { view, user } = await atCharging();
  await user.click(view.getByRole('button', { name: 'Change Rapid/Ultra price, 79.0p per kWh' }));
  const input = view.getByRole('textbox', { name: 'Rapid/Ultra price per kWh' });
  fireEvent.change(input, { target: { value: '0.079' } });
  const next = view.getByRole('button', { name: 'Next' });
  // The press goes down on Next: focus leaves the price, which stays open (its note would push Next down).
  fireEvent.mouseDown(next);
  fireEvent.blur(input);
  expect(view.getByRole('textbox', { name: 'Rapid/Ultra price per kWh' })).toBe(input);
  fireEvent.mouseUp(next);
  fireEvent.click(next);
  // The click lands on Next, which uses the price and stops once on its note.
  await waitFor(() =>
    view.getByText(
      'Rapid/Ultra: 7.9p per kWh is less than almost anyone pays. Check it is right: did you mean 79p? If it is, select Next again.',
      { selector: 'p' },
    ),
  );
  expect(view.getByRole('heading', { name: 'How will you charge?' })).toBeTruthy();
});
