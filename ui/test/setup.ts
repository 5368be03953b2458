/** Vitest setup for the `ui` project: React's act environment and a clean page and config between tests. */
import { act, cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  cleanup();
  // Removing elements unmounts their React roots: inside act() like any other update.
  await act(async () => {
    document.body.innerHTML = '';
  });
  delete window.hcukConfig;
  delete (window as unknown as Record<string, unknown>).dataLayer;
  vi.restoreAllMocks();
  vi.useRealTimers();
});
