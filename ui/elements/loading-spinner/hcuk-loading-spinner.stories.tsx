/** `<hcuk-loading-spinner>`: a `role="status"` region whose text is announced, shown or for screen readers only. */
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type ElementStory, elementMeta } from '../../stories/element-meta.ts';
import type { ElementArgs } from '../../stories/render-element.ts';
import { shadowCanvas } from '../../stories/shadow-canvas.ts';

const meta = {
  ...elementMeta('hcuk-loading-spinner'),
  title: 'Elements/hcuk-loading-spinner',
} satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-loading-spinner');
    await expect(await view.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LargeWithLabel: Story = { args: { label: 'Loading models…', size: 56 } };

/** `show-label="false"`: the text is still announced, but not shown. */
export const LabelForScreenReadersOnly: Story = {
  args: { label: 'Calculating running costs', 'show-label': 'false', size: 24 },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-loading-spinner');
    await expect(await view.findByRole('status')).toHaveTextContent('Calculating running costs');
    await expect(view.getByText('Calculating running costs')).toHaveClass('hcuk-visually-hidden');
  },
};
