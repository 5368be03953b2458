import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../html-content/load-sanitiser.ts');
  vi.resetModules();
});

it('shows the content as plain text with the Retry label it is given when the sanitiser cannot be downloaded', async () => {
  // A fresh module graph whose HTML sanitiser chunk cannot be downloaded (its automatic retry fails too, at once).
  vi.resetModules();
  vi.doMock('../html-content/load-sanitiser.ts', async () => {
    const { lazyChunk } = await import('../lazy/lazy-chunk.ts');
    return {
      sanitiserChunk: lazyChunk('the HTML sanitiser', () => Promise.reject(new TypeError('Failed to fetch')), 0),
    };
  });
  const { Modal } = await import('./modal.tsx');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<Modal open onClose={() => {}} heading="Hjälp" content="<p>Ladda hemma.</p>" retryLabel="Försök igen" />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy());
  expect(screen.getByText('Ladda hemma.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});
