import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LoadingSpinner } from './loading-spinner.tsx';

it('announces its text as a status, unless told not to where another spinner says the same wait', () => {
  const { container } = render(
    <>
      <LoadingSpinner label="Getting a finance example…" />
      <LoadingSpinner label="Getting a finance example…" announce={false} />
    </>,
  );
  const [announced, quiet] = Array.from(container.querySelectorAll('.hcuk-spinner'));
  expect(announced?.getAttribute('role')).toBe('status');
  expect(quiet?.getAttribute('role')).toBeNull();
  // The quiet one still shows its text: only the announcement is left to the other.
  expect(quiet?.textContent).toBe('Getting a finance example…');
});
