/**
 * The step indicator's forward jump does the work of the step it leaves: a visitor who went back to change a figure
 * and chose Compare has it checked and saved as Save would, or is stopped at its message. Before, the figures stayed
 * those of the old answers beside the new ones, and the compare step's mileage then costed a new MPG unchecked.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { repeatPressMs } from './parts/step-form.tsx';
import { dataLayer, enter, renderCalculator, requests, waitForText } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

type View = Awaited<ReturnType<typeof renderCalculator>>['view'];

const indicator = (view: View, step: RegExp) =>
  within(view.getByRole('navigation', { name: 'Calculator steps' })).getByRole('button', { name: step });
const activeElement = (view: View) =>
  (view.getByRole('heading', { level: 2 }).getRootNode() as ShadowRoot).activeElement;
const calculations = () => requests.filter((request) => request.includes('Calculate'));
/** The step indicator's Compare, as analytics saw it: the step left (the results' own events name a model). */
const jumpsTracked = () =>
  dataLayer()
    .filter((event) => event.event === 'cost_comparison' && event.link_text === 'Compare' && event.model === '')
    .map((event) => event.step_name);

it('saves a changed MPG on the way to Compare, and costs it', async () => {
  seedVisit('MG', { ...comparingVisit(['mg-mg4-se-sr']), step: 'vehicle' });
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  enter(view.getByRole('textbox', { name: 'Average MPG' }), '38');
  await user.click(indicator(view, /Compare/));
  await waitForText(view, /running cost comparison$/);
  expect(calculations().at(-1)).toContain('fuelEconomy=38&');
  expect(calculations().some((request) => request.includes('fuelEconomy=45&'))).toBe(false);
  // Tracked once, as the indicator's jump it always was (not as a Save).
  expect(jumpsTracked()).toEqual(['Vehicle details']);
  expect(dataLayer().filter((event) => event.link_text === 'Save')).toEqual([]);
});

it('stops at an unlikely MPG as Save does, then costs it when Compare is chosen again', async () => {
  seedVisit('MG', { ...comparingVisit(['mg-mg4-se-sr']), step: 'vehicle' });
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  const mpg = view.getByRole('textbox', { name: 'Average MPG' });
  enter(mpg, '4.5');
  await user.click(indicator(view, /Compare/));
  await waitForText(
    view,
    /4\.5 mpg is less than almost any car achieves\. Check it is right: did you mean 45\? If it is, select Save again\./,
  );
  expect(view.getByRole('heading', { level: 2 }).textContent).toMatch(/current vehicle$/);
  expect(activeElement(view)).toBe(mpg);
  expect(calculations()).toEqual([]);
  // A refused jump is not tracked, as a refused Next is not.
  expect(jumpsTracked()).toEqual([]);
  // Chosen again once the message could be read (at once, it is the same press again: step-form.tsx).
  await new Promise((resolve) => setTimeout(resolve, repeatPressMs + 50));
  await user.click(indicator(view, /Compare/));
  await waitForText(view, /running cost comparison$/);
  expect(calculations().at(-1)).toContain('fuelEconomy=4.5&');
});

it('stays on Details with the message when a field is at fault, keeping what was typed', async () => {
  seedVisit('MG', { ...comparingVisit(['mg-mg4-se-sr']), step: 'vehicle' });
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  const price = view.getByRole('textbox', { name: /Average fuel price/ });
  enter(price, '1.36p');
  await user.click(indicator(view, /Compare/));
  await waitForText(view, /^Average fuel price \(per litre\) must be between £0\.80 and £2\.50/);
  expect(price).toHaveProperty('value', '1.36p');
  expect(activeElement(view)).toBe(price);
  expect(view.getByRole('heading', { level: 2 }).textContent).toMatch(/current vehicle$/);
});

it('keeps Charging’s answers to itself until they add up to 100%', async () => {
  seedVisit('MG', { ...comparingVisit(['mg-mg4-se-sr']), step: 'charging' });
  const { view, user } = await renderCalculator();
  await waitForText(view, 'How will you charge?');
  fireEvent.change(view.getByRole('slider', { name: 'Home' }), { target: { value: '85' } });
  await user.click(indicator(view, /Compare/));
  // Refused as Save is: focus on the total, which says why.
  await waitFor(() => expect(activeElement(view)?.textContent).toBe('Total: 105%Percentages must add up to 100%'));
  expect(view.getByRole('heading', { level: 2 }).textContent).toBe('How will you charge?');
  expect(calculations()).toEqual([]);
});

it('compares the basket as it is when Compare is chosen from Models', async () => {
  seedVisit('MG', { ...comparingVisit(['mg-mg4-se-sr']), step: 'select', selected: ['mg-mg4-se-lr'] });
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Choose models to compare');
  await user.click(indicator(view, /Compare/));
  await waitForText(view, /running cost comparison$/);
  expect(view.getByRole('button', { name: 'Remove MG4 EV SE Long Range 64kWh' })).toBeTruthy();
  expect(view.queryByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' })).toBeNull();
});
