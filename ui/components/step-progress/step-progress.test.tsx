import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { StepProgress } from './step-progress.tsx';

const steps = [
  { value: 'vehicle', label: 'Details' },
  { value: 'charging', label: 'Charging' },
  { value: 'select', label: 'Models' },
  { value: 'compare', label: 'Compare' },
];

it('shows numbered, labelled steps and marks the current one', () => {
  render(<StepProgress steps={steps} current="select" />);
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '1Details (completed)',
    '2Charging (completed)',
    '3Models',
    '4Compare',
  ]);
  expect(items[2]?.getAttribute('aria-current')).toBe('step');
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

it('lets a click go back to a completed step when enabled, but not forward', async () => {
  const user = userEvent.setup();
  const onStepSelect = vi.fn();
  render(<StepProgress steps={steps} current="select" clickable onStepSelect={onStepSelect} />);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    '1Details (completed)',
    '2Charging (completed)',
  ]);
  await user.click(screen.getByRole('button', { name: /Charging/ }));
  await user.click(screen.getByText('Compare'));
  expect(onStepSelect.mock.calls).toEqual([['charging', 1]]);
});

it('is operable from the keyboard', async () => {
  const user = userEvent.setup();
  const onStepSelect = vi.fn();
  render(<StepProgress steps={steps} current="compare" clickable onStepSelect={onStepSelect} />);
  await user.tab();
  expect(document.activeElement?.textContent).toContain('Details');
  await user.keyboard('{Enter}');
  await user.tab();
  await user.keyboard(' ');
  expect(onStepSelect.mock.calls).toEqual([
    ['vehicle', 0],
    ['charging', 1],
  ]);
});

it('uses the dark style, and makes the first step current when none is given', () => {
  const { container } = render(<StepProgress steps={steps} appearance="dark" />);
  expect(container.querySelector('nav')?.className).toBe('hcuk-steps hcuk-steps--dark');
  expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');
});

it('offers a reachable step that is not done without calling it completed', async () => {
  const user = userEvent.setup();
  const onStepSelect = vi.fn();
  render(
    <StepProgress
      steps={steps}
      current="vehicle"
      clickable
      completed={['vehicle']}
      reachable={['charging']}
      onStepSelect={onStepSelect}
    />,
  );
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['2Charging']);
  await user.click(screen.getByRole('button', { name: 'Charging' }));
  expect(onStepSelect.mock.calls).toEqual([['charging', 1]]);
});
