/**
 * Every fault scenario of the mocks (`mocks/handlers/scenarios.ts`), each played by one call of the calculator
 * through the story's own handler: what the visitor sees in place, with everything they entered kept.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { calculatorMeta, calculatorView } from '../stories/calculator-meta.ts';
import { startAt, visitAt } from '../stories/calculator-visit.ts';
import type { ElementStory } from '../stories/element-meta.ts';
import { faultOn } from '../stories/mock-fault.ts';
import type { ElementArgs } from '../stories/render-element.ts';
import { trackedEvents } from '../stories/story-data-layer.ts';

/** The MG4's headline, with its first line's "until March 2028" while the mileage duty is still to start. */
const saving363 = /^Estimated saving: about £363 a year( until March 2028)?, on the example figures$/;

// The technical detail of each failure goes to the console (and analytics), never to the visitor: caught here.
const catchConsoleErrors = () => void spyOn(console, 'error').mockImplementation(() => {});

const meta = {
  ...calculatorMeta('compare'),
  title: 'Calculator/Fault scenarios',
  beforeEach: [startAt(visitAt('compare')), catchConsoleErrors],
} satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

const calculationFailed = 'Sorry, we could not get the running costs.';

/** A 500 on the calculation, retried twice (the SDK's rule for a 5xx), then said in place with Try again. */
export const ServerError: Story = {
  beforeEach: faultOn('server-error', 'calculateByQuery'),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText(calculationFailed)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Try again' })).toBeEnabled();
    const detail = expect.stringContaining('calculateByQuery failed with 500 Internal Server Error');
    await expect(console.error).toHaveBeenCalledWith(expect.stringContaining(calculationFailed), expect.anything());
    await expect(trackedEvents).toContainEqual(
      expect.objectContaining({ event: 'calculator_error', error_detail: detail }),
    );
  },
};

/** A 503 on the configuration: nothing can be shown but the failure and Try again. */
export const Unavailable: Story = {
  beforeEach: faultOn('unavailable', 'getConfiguration'),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Sorry, we could not load the calculator.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A 401 on the models, on the models step: not retried (a 4xx), said in place. */
export const Unauthorized: Story = {
  beforeEach: [startAt(visitAt('select')), faultOn('unauthorized', 'getRunningCostModels')],
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Sorry, we could not get the models.')).toBeVisible();
  },
};

/** A 404 on the calculation. */
export const NotFound: Story = {
  beforeEach: faultOn('not-found', 'calculateByQuery'),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText(calculationFailed)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A calculation that takes 2 s: one loading message, then the figures. */
export const Slow: Story = {
  beforeEach: faultOn('slow', 'calculateByQuery'),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Calculating running costs…')).toBeVisible();
    await expect(await view.findByText(saving363)).toBeVisible();
  },
};

/** Models answered with truncated JSON: retried as a failure without a status, then said in place. */
export const Malformed: Story = {
  beforeEach: [startAt(visitAt('select')), faultOn('malformed', 'getRunningCostModels')],
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Sorry, we could not get the models.')).toBeVisible();
  },
};

/** A calculation answered with no results. */
export const Empty: Story = {
  beforeEach: faultOn('empty', 'calculateByQuery'),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Sorry, no running costs came back for these models.')).toBeVisible();
  },
};
