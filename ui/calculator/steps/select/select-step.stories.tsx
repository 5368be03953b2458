/** The models step, reached with the vehicle and charging done. */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { calculatorMeta, calculatorView } from '../../../stories/calculator-meta.ts';
import { startAt, visitAt } from '../../../stories/calculator-visit.ts';
import type { ElementStory } from '../../../stories/element-meta.ts';
import type { ElementArgs } from '../../../stories/render-element.ts';

const meta = { ...calculatorMeta('select'), title: 'Calculator/Models step' } satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

/** MG's calculable editions, nothing chosen yet: Compare says to choose one. */
export const Models: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(view.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(view.getByRole('button', { name: 'Compare (0)' }));
    await expect(view.getByRole('heading', { name: 'Choose models to compare' })).toBeVisible();
    await expect(
      view.getAllByText('Select at least one model to compare.').find((text) => text.closest('[role="status"]')),
    ).toBeVisible();
  },
};

/** Three chosen (the maximum): the other cards are unavailable, described by why, and the basket says so. */
export const AtTheMaximum: Story = {
  beforeEach: startAt(visitAt('select', { selected: ['mg-mg4-se-sr', 'mg-mg4-se-lr', 'mg-mg4-trophy-lr'] })),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('button', { name: 'Compare (3)' })).toBeEnabled();
    const unavailable = view.getAllByRole('checkbox').filter((box) => box.getAttribute('aria-disabled') === 'true');
    await expect(unavailable).toHaveLength(2);
    await expect(unavailable[0]).toHaveAccessibleDescription(
      /You can compare up to 3 electric and hybrid vehicles at a time\.$/,
    );
    await expect(
      view
        .getAllByText('You can compare up to 3 electric and hybrid vehicles at a time.')
        .find((text) => !text.closest('[hidden]')),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await calculatorView(canvasElement).view.findByRole('combobox', { name: 'Sort by' })).toBeVisible();
  },
};
