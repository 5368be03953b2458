import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk.ts';
import type { LoadOnce } from './load-once.ts';
import { useChunk } from './use-chunk.ts';

function Part({ chunk, wanted }: { chunk: LoadOnce<string>; wanted?: boolean }) {
  const { value, failed, retry } = useChunk(chunk, wanted);
  if (value) return <p>{value}</p>;
  if (failed)
    return (
      <button type="button" onClick={retry}>
        Retry
      </button>
    );
  return <p>Loading</p>;
}

/** A chunk whose first `failures` downloads fail; counts its downloads. */
function flakyChunk(failures: number) {
  const downloads = { count: 0 };
  const chunk = lazyChunk(
    'a step',
    async () => {
      downloads.count += 1;
      if (downloads.count <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return 'The step';
    },
    0,
  );
  return { chunk, downloads };
}

it('shows the failure in place after two tries, and the part once Retry has downloaded it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { chunk, downloads } = flakyChunk(2);
  render(<Part chunk={chunk} />);
  expect(screen.getByText('Loading')).toBeTruthy();
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The step')).toBeTruthy();
  expect(downloads.count).toBe(3);
});

it('downloads nothing until wanted, and shows a part already downloaded on its first render', async () => {
  const { chunk, downloads } = flakyChunk(0);
  const { rerender } = render(<Part chunk={chunk} wanted={false} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(downloads.count).toBe(0);
  rerender(<Part chunk={chunk} wanted />);
  expect(await screen.findByText('The step')).toBeTruthy();
  render(<Part chunk={chunk} />);
  expect(screen.getAllByText('The step')).toHaveLength(2);
  expect(downloads.count).toBe(1);
});
