/** The compare step, started from a stored visit comparing two MG4 editions at the initial figures. */
import type { Meta } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { calculatorMeta, calculatorView } from '../../../stories/calculator-meta.ts';
import { startAt, visitAt } from '../../../stories/calculator-visit.ts';
import type { ElementStory } from '../../../stories/element-meta.ts';
import { mockModePattern } from '../../../stories/mock-fault.ts';
import type { ElementArgs } from '../../../stories/render-element.ts';
import { trackedEvents } from '../../../stories/story-data-layer.ts';
import { withHandlers } from '../../../stories/story-handlers.ts';

/** The MG4's headline, with its first line's "until March 2028" while the mileage duty is still to start. */
const saving363 = /^Estimated saving: about £363 a year( until March 2028)?, on the example figures$/;

const meta = { ...calculatorMeta('compare'), title: 'Calculator/Compare step' } satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

/** The MG4 at the defaults (150 miles a week, 45 mpg, £1.36, the first charging profile) saves about £363 a year at expected real-world figures and the standard home rate. */
export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const saving = await view.findByText(saving363);
    await expect(saving).toBeVisible();
    await expect(trackedEvents).toContainEqual(
      expect.objectContaining({
        event: 'cost_comparison',
        model: 'MG4 EV SE Standard Range 51kWh',
        saving: 362.96,
      }),
    );
  },
};

/** The period tabs are shared by every card. */
export const MonthlyFigures: Story = {
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await view.findByText(saving363);
    const [first, second] = view.getAllByRole('tablist');
    await userEvent.click(within(first as HTMLElement).getByRole('tab', { name: 'Monthly' }));
    await expect(within(second as HTMLElement).getByRole('tab', { name: 'Monthly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      view.getByText(/^Estimated saving: about £30\.25 a month( until March 2028)?, on the example figures$/),
    ).toBeVisible();
  },
};

/** The figures on their way (a calculation that never answers, through this story's own handler). */
export const Calculating: Story = {
  beforeEach: withHandlers(http.get(mockModePattern('calculateByQuery'), () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Calculating running costs…')).toBeVisible();
    await expect(view.queryByText(/Estimated saving/)).toBeNull();
  },
};

/**
 * With the lender's PCP beside the saving: the lender's one representative example above the vehicles (the
 * configuration's MG4 SE SR: £25,995, £2,600 deposit, 48 months, 8,000 miles a year, 9.9% APR), and each vehicle's
 * own illustration.
 */
export const WithFinance: Story = {
  args: { finance: 'pcp' },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await view.findByText(saving363);
    const example = await view.findByRole('region', {
      name: 'Representative example: Personal Contract Purchase (PCP)',
    });
    await expect(example).toBeVisible();
    await expect((await view.findAllByText('£410.90'))[0]).toBeVisible();
    await expect(await view.findByText(/^£410\.90 a month for 48/)).toBeVisible();
    await expect(view.getAllByText(/^9\.9%/)[0]).toBeVisible();
  },
};

/**
 * The whole cost of switching under the results, with the lender's PCP: each vehicle's total over the 48-month
 * agreement against keeping the car, said as handing it back, never that it pays off, and the chart with its name.
 */
export const WholeCostOfSwitching: Story = {
  args: { finance: 'pcp' },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const panel = await view.findByRole('region', { name: 'The whole cost of switching' });
    await expect(
      await within(panel).findAllByText(/^These figures are for handing the car back at the end: /),
    ).not.toHaveLength(0);
    await expect(within(panel).queryAllByText(/pays? off/)).toHaveLength(0);
    await expect(within(panel).getByRole('img', { name: /^Cumulative cost by month over 48\smonths$/ })).toBeVisible();
  },
};

/** PCP and HP side by side for the same deposit and term, with the trade-off in one sentence. */
export const PcpAgainstHp: Story = {
  args: { finance: 'pcp' },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const [compare] = await view.findAllByRole('button', { name: 'Compare PCP and HP' });
    await userEvent.click(compare as HTMLElement);
    const table = await view.findByRole('table', { name: /^PCP and HP for a deposit of £2,600 over 48/ });
    // Each measure heads its own row group, its PCP and HP figures on the row below.
    await expect(within(table).getByRole('rowheader', { name: 'Final payment' }).closest('tbody')).toHaveTextContent(
      /^Final payment£[\d,]+\.\d\dNone: the car is yours/,
    );
    await expect(await view.findByText(/^PCP costs £[\d,.]+ less a month/)).toBeVisible();
  },
};

/**
 * 4.5 mpg confirmed on Details (a slip for 45, perhaps): every figure is costed at it, and the current car's card asks
 * about it again under its summary, as the saving beside it would be ten times too large (CAP Code 3.7).
 */
export const UnlikelyMpgConfirmed: Story = {
  beforeEach: startAt(
    visitAt('compare', {
      vehicle: { fuel: 'petrol', mpg: '4.5', mileage: '150', mileagePer: 'week', fuelPrice: '1.36' },
      accepted: { fuel: 'petrol', mpg: 4.5, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 },
    }),
  ),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const card = await view.findByRole('complementary', { name: 'Your vehicle' });
    await expect(
      await within(card).findByText(
        '4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45? The figures here are costed at 4.5 mpg.',
      ),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await calculatorView(canvasElement).view.findByText(saving363)).toBeVisible();
  },
};
