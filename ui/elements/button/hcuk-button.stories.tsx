/** `<hcuk-button>`: its variants, icons, links and the click tracking every hcuk button reports. */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type ElementStory, elementMeta } from '../../stories/element-meta.ts';
import type { ElementArgs } from '../../stories/render-element.ts';
import { shadowCanvas } from '../../stories/shadow-canvas.ts';
import { trackedEvents } from '../../stories/story-data-layer.ts';

const meta = { ...elementMeta('hcuk-button'), title: 'Elements/hcuk-button' } satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

/** Clicking reports a `cta_click` with the button's text (in the Actions panel). */
export const Primary: Story = {
  args: { label: 'Compare' },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-button');
    await userEvent.click(await view.findByRole('button', { name: 'Compare' }));
    await expect(trackedEvents).toContainEqual(expect.objectContaining({ event: 'cta_click', link_text: 'Compare' }));
  },
};

export const Secondary: Story = { args: { label: 'Back', variant: 'secondary', icon: 'chevron-left' } };

export const Link: Story = { args: { label: 'Reset All', variant: 'link' } };

export const Disabled: Story = {
  args: { label: 'Compare', disabled: true },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-button');
    await expect(await view.findByRole('button', { name: 'Compare' })).toBeDisabled();
  },
};

/** A link opening elsewhere gets `rel="noopener noreferrer"`; click tracking reports `tracking-title`. */
export const CallToActionLink: Story = {
  args: {
    label: 'View Offers',
    href: 'https://www.example.co.uk/offers',
    target: '_blank',
    icon: 'external',
    'icon-position': 'end',
    'tracking-title': 'View Offers (story)',
  },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-button');
    const link = await view.findByRole('link', { name: 'View Offers' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** An icon-only button is named by `accessible-label`. */
export const IconOnly: Story = {
  args: { icon: 'print', variant: 'secondary', 'accessible-label': 'Print your results' },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-button');
    await expect(await view.findByRole('button', { name: 'Print your results' })).toBeVisible();
  },
};

/** An unsafe address (`javascript:`) is dropped: the text stays, the link goes nowhere. */
export const UnsafeHref: Story = {
  args: { label: 'Unsafe link', variant: 'link', href: "javascript:alert('xss')" },
  play: async ({ canvasElement }) => {
    const { host, view } = shadowCanvas(canvasElement, 'hcuk-button');
    await expect(await view.findByText('Unsafe link')).toBeVisible();
    await expect(host.shadowRoot?.querySelector('[href]')).toBeNull();
  },
};
