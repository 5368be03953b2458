/** `<hcuk-icon>`: the fixed icon set (read from the manifest's `name` values), labelled and decorative. */
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { literalOptions } from '../../stories/element-arg-types.ts';
import { elementDeclaration } from '../../stories/element-manifest.ts';
import { type ElementStory, elementMeta } from '../../stories/element-meta.ts';
import type { ElementArgs } from '../../stories/render-element.ts';
import { shadowCanvas } from '../../stories/shadow-canvas.ts';

const meta = { ...elementMeta('hcuk-icon'), title: 'Elements/hcuk-icon' } satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

const iconNames = literalOptions(
  elementDeclaration('hcuk-icon').attributes?.find(({ name }) => name === 'name')?.type?.text ?? '',
);

/** Without a label an icon is decoration, hidden from assistive technology. */
export const Decorative: Story = {
  args: { name: 'bolt' },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-icon');
    const icon = await view.findByRole('img', { hidden: true });
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('width', '18');
  },
};

/** A labelled icon is an image with that name. */
export const Labelled: Story = {
  args: { name: 'info', label: 'More information' },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-icon');
    await expect(await view.findByRole('img', { name: 'More information' })).toBeVisible();
  },
};

/** The small variant is 20px. */
export const Small: Story = {
  args: { name: 'car', variant: 'small' },
  play: async ({ canvasElement }) => {
    const { view } = shadowCanvas(canvasElement, 'hcuk-icon');
    await expect(await view.findByRole('img', { hidden: true })).toHaveAttribute('width', '20');
  },
};

/** Every icon of the set, by name. */
export const AllIcons: Story = {
  render: (args, context) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 12 }}>
      {(iconNames ?? []).map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {meta.render({ ...args, name }, context)}
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('hcuk-icon')).toHaveLength(iconNames?.length ?? -1);
    await expect(iconNames?.length).toBeGreaterThan(10);
  },
};
