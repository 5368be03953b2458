import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { costOverTime } from '../../../state/ownership/index.ts';
import { CostChart } from './cost-chart.tsx';
import { CostTable } from './cost-table.tsx';

const name = 'Cumulative cost by month over 36 months';

/**
 * A petrol car at £320 a month against two agreements over 36 months, without tax (cost-over-time.test.ts has it):
 * the MG4 (£2,500 deposit, £150 a month, £60.50 charging) pays off from month 23; the MG5 (£2,000 deposit, £300 a month,
 * £40) never does.
 */
const series = costOverTime({
  months: 36,
  current: { label: 'Your petrol car', monthlyRunning: 320, yearlyTax: 0 },
  vehicles: [
    {
      id: 'mg4',
      label: 'MG4 SE',
      upfront: 2500,
      monthlyPayment: 150,
      paymentMonths: 36,
      monthlyEnergy: 60.5,
      yearlyTax: 0,
      excessMileage: 0,
    },
    {
      id: 'mg5',
      label: 'MG5 Trophy',
      upfront: 2000,
      monthlyPayment: 300,
      paymentMonths: 36,
      monthlyEnergy: 40,
      yearlyTax: 0,
      excessMileage: 0,
    },
  ],
});

const renderBoth = (shown = series) =>
  render(
    <>
      <CostChart series={shown} name={name} />
      <CostTable series={shown} caption={name} openLabel="Show the figures as a table" endedLabel="Agreement ended" />
    </>,
  );

describe('the chart', () => {
  it('is one image with the given name, scaling by its viewBox', () => {
    renderBoth();
    const chart = screen.getByRole('img', { name });
    expect(chart.localName).toBe('svg');
    expect(chart.getAttribute('viewBox')).toBe('0 0 440 280');
    expect(chart.hasAttribute('width')).toBe(false);
  });

  it('draws a narrower chart for a narrow calculator, so a phone shows its text near its size', () => {
    const { container } = render(<CostChart series={series} name={name} narrow />);
    expect(screen.getByRole('img', { name }).getAttribute('viewBox')).toBe('0 0 290 280');
    // The plot runs from x 64 to 278 (290 less a 12-unit margin): the current car's line ends there.
    const current = container.querySelector('.calc-cost-chart path.calc-cost-chart__line--current');
    expect(current?.getAttribute('d')?.split(' ').at(-2)).toBe('278');
  });

  it('draws one path per line, each with its own dash pattern and marker, the current car’s solid and in the text colour', () => {
    const { container } = renderBoth();
    const lines = [...container.querySelectorAll('.calc-cost-chart path.calc-cost-chart__line')];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, '8 4', '2 3']);
    expect(lines.map((line) => (line as SVGPathElement).style.stroke)).toEqual([
      'var(--_text)',
      'var(--_primary)',
      'var(--_success)',
    ]);
    // 37 points a line: month 0 to 36. The current car starts at £0 at the foot of the chart (y 252).
    expect(lines[0]?.getAttribute('d')?.split(' ')).toHaveLength(74);
    expect(lines[0]?.getAttribute('d')?.startsWith('M64 252 ')).toBe(true);
    // A marker every 6 months (0 to 36: 7), in a different shape for each line, and the same shape in its key.
    const shapeOf = (d: string | null | undefined) => d?.replace(/[-\d.\s]/g, '');
    const markers = [...container.querySelectorAll('.calc-cost-chart path.calc-cost-chart__markers')].map((m) =>
      m.getAttribute('d'),
    );
    const keys = [...container.querySelectorAll('path.calc-cost-chart__key')].map((m) => m.getAttribute('d'));
    expect(markers.map((d) => d?.match(/M/g)?.length)).toEqual([7, 7, 7]);
    expect(new Set(markers.map(shapeOf)).size).toBe(3);
    expect(keys.map((d) => shapeOf(d)?.repeat(7))).toEqual(markers.map(shapeOf));
  });

  it('names each line in a key below the chart, off the lines, and ticks the axes in round pounds and every 12 months', () => {
    const { container } = renderBoth();
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    // Only the axes are drawn as text in the chart: the names, in the page's text, cannot cross a line or shrink.
    expect(texts.filter((text) => /[A-Za-z]/.test(text ?? ''))).toEqual([]);
    expect(texts.filter((_, index, all) => all[index]?.startsWith('£'))).toEqual([
      '£0',
      '£5,000',
      '£10,000',
      '£15,000',
    ]);
    expect(texts).toEqual(expect.arrayContaining(['0', '12', '24', '36']));
    const key = container.querySelectorAll('.calc-cost-chart__legend li');
    expect([...key].map((entry) => entry.textContent)).toEqual(['Your petrol car', 'MG4 SE', 'MG5 Trophy']);
    // Each entry's sample has its line's dash pattern.
    expect([...key].map((entry) => entry.querySelector('path')?.getAttribute('stroke-dasharray'))).toEqual([
      null,
      '8 4',
      '2 3',
    ]);
  });

  it('marks the pay-off month of a vehicle that pays off, and none for one that does not', () => {
    const { container, unmount } = renderBoth();
    expect(series.vehicles.map((vehicle) => vehicle.payOffMonth)).toEqual([23, null]);
    const marks = [...container.querySelectorAll('.calc-cost-chart__pay-off')];
    expect(marks.map((mark) => mark.getAttribute('data-month'))).toEqual(['23']);
    // Month 23 of 36 is x 296.6: 64 + 23 ÷ 36 × 364.
    expect(marks[0]?.getAttribute('d')?.startsWith('M296.6 252V')).toBe(true);
    unmount();
    const never = renderBoth({ ...series, vehicles: series.vehicles.slice(1) });
    expect(never.container.querySelectorAll('.calc-cost-chart__pay-off')).toHaveLength(0);
  });
});

describe('a shorter agreement beside a longer one', () => {
  // The MG5 on 24 months beside the MG4's 36: its line and its cells end at month 24.
  const [mg4, mg5] = series.vehicles.map((line) => line.id);
  const shorter = costOverTime({
    months: 36,
    current: { label: 'Your petrol car', monthlyRunning: 320, yearlyTax: 0 },
    vehicles: [
      {
        id: mg4 ?? '',
        label: 'MG4 SE',
        upfront: 2500,
        monthlyPayment: 150,
        paymentMonths: 36,
        months: 36,
        monthlyEnergy: 60,
        yearlyTax: 0,
        excessMileage: 0,
      },
      {
        id: mg5 ?? '',
        label: 'MG5 Trophy',
        upfront: 2000,
        monthlyPayment: 300,
        paymentMonths: 24,
        months: 24,
        monthlyEnergy: 40,
        yearlyTax: 0,
        excessMileage: 0,
      },
    ],
  });

  it('stops the shorter line at its last month, and lists that month in the table with a dash read as ended after it', () => {
    renderBoth(shorter);
    const lines = [...document.querySelectorAll('.calc-cost-chart .calc-cost-chart__line')];
    // Points are "x y" pairs after the M: the keep line and the MG4 37, the MG5 25 (months 0 to 24).
    const points = lines.map((line) => (line.getAttribute('d') ?? '').slice(1).split(' ').length / 2);
    expect(points).toEqual([37, 37, 25]);
    const table = screen.getByRole('table', { name, hidden: true });
    const cellsAt = (month: string) =>
      [
        ...(within(table).getByRole('rowheader', { name: month, hidden: true }).closest('tr')?.querySelectorAll('td') ??
          []),
      ].map((cell) => cell.textContent);
    // 2,000 + 24 × 300 + 24 × 40 = £10,160 at its own end; a dash, heard as "Agreement ended", after it.
    expect(cellsAt('24')[2]).toBe('£10,160.00');
    expect(cellsAt('27')[2]).toBe('–Agreement ended');
    expect(table.querySelector('td [aria-hidden="true"]')?.textContent).toBe('–');
  });
});

describe('the table', () => {
  it('opens from its summary and shows each line’s total at the last month, as on the chart', async () => {
    const user = userEvent.setup();
    renderBoth();
    const details = screen.getByText('Show the figures as a table').closest('details');
    expect(details?.open).toBe(false);
    await user.click(screen.getByText('Show the figures as a table'));
    expect(details?.open).toBe(true);

    const table = screen.getByRole('table', { name });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Month', 'Your petrol car', 'MG4 SE', 'MG5 Trophy']);
    const last = within(table).getByRole('rowheader', { name: '36' }).closest('tr');
    const cells = [...(last?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    // 320 × 36 = £11,520; 2,500 + 5,400 + 36 × 60.50 = £10,078; 2,000 + 10,800 + 1,440 = £14,240.
    expect(cells).toEqual(['£11,520.00', '£10,078.00', '£14,240.00']);
    expect([series.current, ...series.vehicles].map((line) => line.total)).toEqual([11520, 10078, 14240]);
  });

  it('lists every third month over 24 months, with the pay-off month marked, and pence where there are pence', () => {
    renderBoth();
    const table = screen.getByRole('table', { name, hidden: true });
    const months = within(table)
      .getAllByRole('rowheader', { hidden: true })
      .map((header) => header.textContent);
    expect(months).toEqual(['0', '3', '6', '9', '12', '15', '18', '21', '23', '24', '27', '30', '33', '36']);
    const payOff = table.querySelector('.calc-cost-table__pay-off');
    // Month 23: 2,500 + 23 × 210 + 23 × 0.50 (the MG4's charging has pence: £60.50).
    expect(payOff?.textContent).toBe('£7,341.50');
    expect(payOff?.closest('tr')?.querySelector('th')?.textContent).toBe('23');
  });

  it('lists every month up to 24 months', () => {
    const short = costOverTime({
      months: 12,
      current: { label: 'Your petrol car', monthlyRunning: 150, yearlyTax: 180 },
      vehicles: [],
    });
    renderBoth(short);
    const rows = screen.getAllByRole('rowheader', { hidden: true }).map((header) => header.textContent);
    expect(rows).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('opens itself to be printed and closes again afterwards, but stays open if the visitor opened it', async () => {
    renderBoth();
    const details = screen.getByText('Show the figures as a table').closest('details');
    await act(async () => window.dispatchEvent(new Event('beforeprint')));
    expect(details?.open).toBe(true);
    await act(async () => window.dispatchEvent(new Event('afterprint')));
    expect(details?.open).toBe(false);
    if (details) details.open = true;
    await act(async () => window.dispatchEvent(new Event('beforeprint')));
    await act(async () => window.dispatchEvent(new Event('afterprint')));
    expect(details?.open).toBe(true);
  });
});
