/** The vehicle step: a first visit with the illustrative figures, and what a visitor's slip of the keyboard shows. */
import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { calculatorMeta, calculatorView } from '../../../stories/calculator-meta.ts';
import { startAt, visitAt } from '../../../stories/calculator-visit.ts';
import type { ElementStory } from '../../../stories/element-meta.ts';
import type { ElementArgs } from '../../../stories/render-element.ts';

const meta = { ...calculatorMeta('vehicle'), title: 'Calculator/Vehicle step' } satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

/** The configuration's initial options, titled Illustrative until the visitor changes them. */
export const Vehicle: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('heading', { name: 'Illustrative current vehicle' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Average MPG' })).toHaveValue('45');
    await expect(view.getByRole('radio', { name: 'Petrol (inc Hybrid)' })).toBeChecked();
  },
};

/** A price typed in pence as pounds is refused with the price the visitor most likely meant; Next stays on the step. */
export const PriceTypedInPence: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const price = await view.findByRole('textbox', { name: 'Average fuel price (per litre)' });
    // Focus, what a visitor's typing leaves in the field, then leave it (user-event cannot type in a shadow root).
    price.focus();
    await fireEvent.change(price, { target: { value: '136' } });
    price.blur();
    await expect(await view.findByText(/Did you mean 136\.0p\? Enter 1\.36$/)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    // Next stays on the step and takes focus back to the price.
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect((price.getRootNode() as ShadowRoot).activeElement).toBe(price));
    await expect(view.getByRole('heading', { name: 'Your current vehicle' })).toBeVisible();
  },
};

/** Stored inputs of the visitor's own: a diesel driver's figures, titled as theirs. */
export const DieselDriver: Story = {
  beforeEach: startAt(
    visitAt('vehicle', {
      vehicle: { fuel: 'diesel', mpg: '52', mileage: '800', mileagePer: 'month', fuelPrice: '1.45' },
    }),
  ),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('heading', { name: 'Your current vehicle' })).toBeVisible();
    await expect(view.getByRole('radio', { name: 'Diesel' })).toBeChecked();
    await expect(view.getByRole('button', { name: 'Reset All' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('heading', { name: 'Illustrative current vehicle' })).toBeVisible();
  },
};

/** A number plate found by the mock admin API: the car named, its fuel and yearly mileage filled, the mpg asked for. */
export const FoundByNumberPlate: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const plate = await view.findByRole('textbox', { name: 'Number plate' });
    await fireEvent.change(plate, { target: { value: 'yk19 fhd' } });
    await fireEvent.click(view.getByRole('button', { name: 'Find my car' }));
    await expect(await view.findByText('We found your 2019 Ford Focus, petrol.')).toBeVisible();
    await expect(
      view.getByText(
        'Its official figure is 50.4 mpg; real-world economy is usually lower, so enter what your car does below.',
      ),
    ).toBeVisible();
    await expect(view.queryByText(/The record has no fuel economy/)).toBeNull();
    await expect(view.getByRole('textbox', { name: 'Average mileage' })).toHaveValue('5900');
    await expect(view.getByRole('combobox', { name: 'Mileage period' })).toHaveValue('year');
  },
};

/** A plate in no UK format is refused before any call, naming the field and the rule; what was typed stays. */
export const NotAUkPlate: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const plate = await view.findByRole('textbox', { name: 'Number plate' });
    await fireEvent.change(plate, { target: { value: 'HELLO WORLD' } });
    await fireEvent.click(view.getByRole('button', { name: 'Find my car' }));
    await expect(await view.findByText('Number plate must be a UK number plate, like AB12 CDE')).toBeVisible();
    await expect(plate).toHaveValue('HELLO WORLD');
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
    // In a live region, so a screen reader announces it where focus stays (on Find).
    await expect(
      view.getByText('Number plate must be a UK number plate, like AB12 CDE').closest('[aria-live="polite"]'),
    ).not.toBeNull();
  },
};
