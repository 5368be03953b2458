/** The charging step, reached with the vehicle's figures accepted. */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { calculatorMeta, calculatorView } from '../../../stories/calculator-meta.ts';
import { startAt, visitAt } from '../../../stories/calculator-visit.ts';
import type { ElementStory } from '../../../stories/element-meta.ts';
import type { ElementArgs } from '../../../stories/render-element.ts';

const meta = { ...calculatorMeta('charging'), title: 'Calculator/Charging step' } satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

/** The first profile's shares, each said as text by its slider. */
export const Charging: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const home = await view.findByRole('slider', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-valuetext', '80 percent');
    await expect(view.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Stored shares that do not add up (105%): a custom mix, the total's message, and Next that stays on the step. */
export const SharesNotAddingUp: Story = {
  beforeEach: startAt(
    visitAt('charging', {
      charging: { ...visitAt('charging').charging, shares: { home: 85, free: 5, standard: 5, rapid: 10 } },
    }),
  ),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Percentages must add up to 100%')).toBeVisible();
    await expect(view.getByText('105%')).toBeVisible();
    await expect(view.getByText('Custom profile')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    const total = view.getByText('Percentages must add up to 100%').parentElement as HTMLElement;
    await waitFor(() => expect((total.getRootNode() as ShadowRoot).activeElement).toBe(total));
    await expect(view.getByRole('heading', { name: 'How will you charge?' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await calculatorView(canvasElement).view.findByRole('slider', { name: 'Home' })).toBeVisible();
  },
};
