import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SidewaysScroll } from './sideways-scroll.tsx';

// A test DOM lays nothing out: the widths and the observer are the browser's part, played here.
let report: () => void = () => {};
const widths = { scroll: 0, client: 0 };

function withLayout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = (
  <SidewaysScroll className="box" labelledBy="caption">
    <table>
      <caption id="caption">PCP and HP for a deposit of £2,600 over 48 months</caption>
    </table>
  </SidewaysScroll>
);

it('is a named region and a tab stop only while its table is wider than it', () => {
  withLayout();
  render(table);
  const box = screen.getByRole('region', { name: 'PCP and HP for a deposit of £2,600 over 48 months' });
  widths.scroll = 300;
  widths.client = 300;
  act(() => report());
  expect(box.hasAttribute('tabindex')).toBe(false);
  widths.scroll = 412;
  act(() => report());
  expect(box.getAttribute('tabindex')).toBe('0');
});

it('is a tab stop until measured, so a keyboard can always reach what might scroll', () => {
  render(table);
  expect(screen.getByRole('region').getAttribute('tabindex')).toBe('0');
});
