import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

it('shows nothing of the content until the sanitiser has loaded, then only the sanitised content', async () => {
  // A fresh module graph, so the sanitiser (loaded on demand, once per page) is not loaded yet.
  vi.resetModules();
  const { HtmlContent } = await import('./html-content.tsx');
  const { container } = render(<HtmlContent html="<p>Charging at home is cheapest.</p><img src=x onerror=alert(1)>" />);
  const box = container.firstElementChild as HTMLElement;
  expect(box.getAttribute('aria-busy')).toBe('true');
  expect(box.innerHTML).toBe('');
  await screen.findByText('Charging at home is cheapest.');
  expect(box.hasAttribute('aria-busy')).toBe(false);
  expect(box.querySelector('[onerror]')).toBeNull();
});
