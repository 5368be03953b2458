/** `<hcuk-modal>`: open by its `open` attribute; closing removes it and emits `hcuk-close` (then confirm or cancel). */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type ElementStory, elementMeta } from '../../stories/element-meta.ts';
import type { ElementArgs } from '../../stories/render-element.ts';
import { animationsDone, shadowCanvas } from '../../stories/shadow-canvas.ts';

const meta = {
  ...elementMeta('hcuk-modal'),
  title: 'Elements/hcuk-modal',
  args: { ...elementMeta('hcuk-modal').args, open: true },
  // The dialog covers the page: give it room in the docs page.
  parameters: { ...elementMeta('hcuk-modal').parameters, docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

/**
 * Help with a title and sanitised HTML: the formula states the exact litres in a UK gallon; the script never runs.
 * Escape closes it.
 */
export const HelpWithHtml: Story = {
  args: {
    heading: 'How is the saving worked out?',
    content:
      "<p>Petrol or diesel: (annual distance ÷ MPG) × 4.54609 litres per gallon × fuel price.</p><p>Electric: the charging mix's price per kWh × annual mileage × (battery ÷ WLTP range). See <a href='https://www.gov.uk/government/collections/road-fuel-and-other-petroleum-product-prices'>UK fuel prices</a>.</p><script>alert('never runs')</script>",
    'confirm-label': 'Got it',
  },
  play: async ({ args, canvasElement }) => {
    const { host, view } = shadowCanvas(canvasElement, 'hcuk-modal');
    const dialog = await view.findByRole('dialog', { name: 'How is the saving worked out?' });
    await waitFor(() => expect(dialog).toHaveTextContent('× 4.54609 litres per gallon'));
    await expect(host.shadowRoot?.querySelector('script')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args['hcuk-close']).toHaveBeenCalledWith({ reason: 'escape' });
    await expect(host).not.toHaveAttribute('open');
  },
};

/** Confirm and cancel: Remove emits `hcuk-close` then `hcuk-confirm`. */
export const ConfirmAndCancel: Story = {
  args: {
    heading: 'Remove IONIQ 5 Premium?',
    message: 'It will be removed from your comparison.',
    'confirm-label': 'Remove',
    'cancel-label': 'Keep it',
  },
  play: async ({ args, canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-modal');
    await userEvent.click(await view.findByRole('button', { name: 'Remove' }));
    await expect(args['hcuk-close']).toHaveBeenCalledWith({ reason: 'confirm' });
    await expect(args['hcuk-confirm']).toHaveBeenCalled();
  },
};

/** A message alone, 400px wide at most, named by its message. */
export const MessageOnly: Story = {
  args: { message: 'Percentages must add up to 100%', 'max-width': 400 },
  play: async ({ canvasElement }) => {
    const { host, view } = shadowCanvas(canvasElement, 'hcuk-modal');
    const dialog = await view.findByRole('dialog', { name: 'Percentages must add up to 100%' });
    // After its 300 ms fade-in (spec section 4), so that axe checks the colours a visitor reads.
    await animationsDone(host);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveStyle({ maxWidth: '400px' });
  },
};
