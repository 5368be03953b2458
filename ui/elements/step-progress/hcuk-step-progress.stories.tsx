/** `<hcuk-step-progress>`: numbered, labelled steps; completed steps can be chosen when `clickable`. */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type ElementStory, elementMeta } from '../../stories/element-meta.ts';
import type { ElementArgs } from '../../stories/render-element.ts';
import { shadowCanvas } from '../../stories/shadow-canvas.ts';

const meta = {
  ...elementMeta('hcuk-step-progress'),
  title: 'Elements/hcuk-step-progress',
} satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

/** On Models with the earlier steps done: choosing one emits `hcuk-step-select` with its value and index. */
export const Clickable: Story = {
  args: { current: 'select', clickable: true },
  play: async ({ args, canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-step-progress');
    await userEvent.click(await view.findByRole('button', { name: /Charging/ }));
    await expect(args['hcuk-step-select']).toHaveBeenCalledWith({ value: 'charging', index: 1 });
    await expect(view.getByText('Models').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

export const DarkAppearance: Story = { args: { current: 'charging', appearance: 'dark' } };

/** Any steps, as JSON. */
export const CustomSteps: Story = {
  args: {
    current: 'quote',
    steps: [
      { value: 'vehicle', label: 'Your car' },
      { value: 'quote', label: 'Your quote' },
      { value: 'apply', label: 'Apply' },
    ],
  },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-step-progress');
    const items = await view.findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['1Your car (completed)', '2Your quote', '3Apply']);
  },
};
