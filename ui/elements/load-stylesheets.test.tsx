import { act } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { mount } from '../test/shadow.ts';
import { registerAllElements } from './register-all.ts';

registerAllElements();

it('becomes ready with stylesheet-error once one stylesheet loads and another fails', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  window.hcukConfig = { stylesheets: ['https://cdn.example.co.uk/brand.css', 'https://cdn.example.co.uk/missing.css'] };
  const host = await mount('<hcuk-button>Apply</hcuk-button>');
  const readyEvents: CustomEvent[] = [];
  host.addEventListener('hcuk-ready', (event) => readyEvents.push(event as CustomEvent));
  const [good, bad] = Array.from(host.shadowRoot?.querySelectorAll('link[rel="stylesheet"]') ?? []);
  expect(good?.getAttribute('href')).toBe('https://cdn.example.co.uk/brand.css');

  await act(async () => good?.dispatchEvent(new Event('load')));
  expect(host.hasAttribute('ready')).toBe(false);
  await act(async () => bad?.dispatchEvent(new Event('error')));

  expect(host.getAttribute('ready')).toBe('true');
  expect(host.getAttribute('stylesheet-error')).toBe('https://cdn.example.co.uk/missing.css');
  expect(error).toHaveBeenCalledWith('[hcuk] Could not load stylesheet https://cdn.example.co.uk/missing.css');
  expect(readyEvents[0]?.detail).toEqual({ failed: ['https://cdn.example.co.uk/missing.css'] });
});

it('is ready without stylesheet-error when every stylesheet loads, and at once when there are none', async () => {
  window.hcukConfig = { stylesheets: ['/brand.css'] };
  const styled = await mount('<hcuk-icon name="car"></hcuk-icon>');
  await act(async () => styled.shadowRoot?.querySelector('link')?.dispatchEvent(new Event('load')));
  expect(styled.getAttribute('ready')).toBe('true');
  expect(styled.hasAttribute('stylesheet-error')).toBe(false);

  window.hcukConfig = {};
  const plain = await mount('<hcuk-icon name="car"></hcuk-icon>');
  expect(plain.getAttribute('ready')).toBe('true');
  expect(plain.shadowRoot?.querySelector('link')).toBeNull();
});

it('counts a stylesheet that never answers as failed after 10 seconds', async () => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.hcukConfig = { stylesheets: ['https://slow.example.co.uk/brand.css'] };
  const host = await mount('<hcuk-icon name="car"></hcuk-icon>');
  await act(async () => vi.advanceTimersByTime(9_999));
  expect(host.hasAttribute('ready')).toBe(false);
  expect(host.shadowRoot?.querySelector('link')).not.toBeNull();
  await act(async () => vi.advanceTimersByTime(1));
  expect(host.getAttribute('ready')).toBe('true');
  expect(host.getAttribute('stylesheet-error')).toBe('https://slow.example.co.uk/brand.css');
  // Gone with it: a link still waiting would hold the host page's load event.
  expect(host.shadowRoot?.querySelector('link')).toBeNull();
  vi.useRealTimers();
});
