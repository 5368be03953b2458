import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { announceAfterMs, ResultsAnnouncer } from './results-announcer.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('says figures once they have stood for a second, never those that came and went while the visitor typed', () => {
  const view = render(<ResultsAnnouncer text="Figures for 150 miles" updating={false} />);
  const region = () => view.container.querySelector('[aria-live="polite"]')?.textContent;
  expect(region()).toBe('Figures for 150 miles');
  // 3, then 30, then 300 miles, each shown for less than the second.
  for (const miles of [3, 30, 300]) {
    view.rerender(<ResultsAnnouncer text={`Figures for ${miles} miles`} updating={false} />);
    act(() => vi.advanceTimersByTime(announceAfterMs - 400));
    expect(region()).toBe('Figures for 150 miles');
  }
  act(() => vi.advanceTimersByTime(400));
  expect(region()).toBe('Figures for 300 miles');
});

it('says nothing new while new figures compute', () => {
  const view = render(<ResultsAnnouncer text="Weekly figures" updating={false} />);
  view.rerender(<ResultsAnnouncer text="Weekly figures, old" updating />);
  act(() => vi.advanceTimersByTime(announceAfterMs * 3));
  expect(view.container.textContent).toBe('Weekly figures');
});
