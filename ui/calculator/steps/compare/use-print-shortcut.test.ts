import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { printDelayMs, usePrintShortcut } from './use-print-shortcut.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const pressCtrlP = () =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', ctrlKey: true, cancelable: true }));

it('prints once on Ctrl+P with two calculators comparing on the page, and not at all when neither is', () => {
  vi.useFakeTimers();
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const first = renderHook(() => usePrintShortcut(true));
  const second = renderHook(() => usePrintShortcut(true));
  expect(pressCtrlP()).toBe(false);
  vi.advanceTimersByTime(printDelayMs);
  expect(print).toHaveBeenCalledTimes(1);
  first.unmount();
  second.unmount();
  expect(pressCtrlP()).toBe(true);
  vi.advanceTimersByTime(printDelayMs);
  expect(print).toHaveBeenCalledTimes(1);
});
