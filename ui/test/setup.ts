/** Vitest setup for the `ui` project: React's act environment and a clean page and config between tests. */
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out, so it has no scrollIntoView; the terms call it when they open.
Element.prototype.scrollIntoView ??= () => {};

// Queries run inside shadow roots, which Testing Library cannot pretty-print: report the message alone.
configure({
  getElementError: (message) =>
    Object.assign(new Error(message ?? 'element not found'), { name: 'TestingLibraryElementError' }),
});

afterEach(async () => {
  cleanup();
  // Removing elements unmounts their React roots: inside act() like any other update.
  await act(async () => {
    document.body.innerHTML = '';
  });
  // A dialog closed by its button on the entry a calculator opened on goes back over its own entry a moment later
  // (use-step-history.ts): that return lands here, not in the next test.
  if ((history.state as { hcukCalculatorDialog?: unknown } | null)?.hcukCalculatorDialog)
    await new Promise((resolve) => {
      window.addEventListener('popstate', resolve, { once: true });
      setTimeout(resolve, 500);
    });
  // The entry a calculator opened on records its step (use-step-history.ts); the next test's page is a new one, with
  // no entries ahead of it (a test that ended after Back would leave its steps there, for the next to push over).
  history.pushState(null, '');
  delete window.hcukConfig;
  delete (window as unknown as Record<string, unknown>).dataLayer;
  vi.restoreAllMocks();
  vi.useRealTimers();
});
