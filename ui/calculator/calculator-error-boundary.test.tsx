import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { CalculatorErrorBoundary } from './calculator-error-boundary.tsx';

// What the children render from: broken (a cached answer that cannot be rendered) until Try again fixes it.
const source = { broken: true, order: [] as string[] };

function Figures() {
  source.order.push(source.broken ? 'render (throws)' : 'render');
  if (source.broken) throw new Error('[hcuk] a cached answer that cannot be rendered');
  return <p>£1,071.66</p>;
}

it('shows a failure in place, and Try again runs onRetry before rendering the children again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const retry = () => {
    source.order.push('retry');
    source.broken = false;
  };
  render(
    <CalculatorErrorBoundary onRetry={retry}>
      <Figures />
    </CalculatorErrorBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain('Sorry, something went wrong.');
  await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
  expect(screen.getByText('£1,071.66')).toBeTruthy();
  expect(source.order.slice(-2)).toEqual(['retry', 'render']);
});
