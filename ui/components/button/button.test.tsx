import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

it('renders the variant with its icon and handles clicks', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(<Button variant="secondary" icon="print" label="Print" onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Print' });
  expect(button.className).toBe('hcuk-button hcuk-button--secondary');
  expect(button.querySelector('svg[data-icon="print"]')?.getAttribute('aria-hidden')).toBe('true');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('does nothing when disabled', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(<Button label="Compare" disabled onClick={onClick} />);
  await user.click(screen.getByRole('button', { name: 'Compare' }));
  expect(onClick).not.toHaveBeenCalled();
});

it('opens a named target without handing it the page (rel noopener noreferrer on any target)', () => {
  render(<Button variant="link" label="Dealer offers" href="https://www.example.co.uk/offers" target="offers" />);
  expect(screen.getByRole('link', { name: 'Dealer offers' }).getAttribute('rel')).toBe('noopener noreferrer');
});

it('links to exactly the href it checked, without the spaces a browser would strip', () => {
  render(<Button variant="link" label="Finance" href={'\u0001\u00a0/finance\u3000'} />);
  expect(screen.getByRole('link', { name: 'Finance' }).getAttribute('href')).toBe('/finance');
});

it('renders a call-to-action link, opening a new tab safely', () => {
  render(<Button variant="link" label="View offers" href="https://www.example.co.uk/offers" target="_blank" />);
  const link = screen.getByRole('link', { name: 'View offers' });
  expect(link.getAttribute('href')).toBe('https://www.example.co.uk/offers');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});
