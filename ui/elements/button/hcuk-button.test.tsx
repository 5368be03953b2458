import { beforeAll, expect, it, vi } from 'vitest';
import { mount, shadowQueries, update } from '../../test/shadow.ts';
import { registerHcukButton } from './hcuk-button.tsx';

beforeAll(() => registerHcukButton());

it('names an icon-only button by its accessible-label', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const button = await mount('<hcuk-button icon="print" accessible-label="Print your results"></hcuk-button>');
  expect(shadowQueries(button).getByRole('button', { name: 'Print your results' })).toBeTruthy();
  expect(warn).not.toHaveBeenCalled();
});

it('warns once when an icon-only button has neither text nor accessible-label', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const button = await mount('<hcuk-button icon="trash"></hcuk-button>');
  await update(() => button.setAttribute('variant', 'secondary'));
  expect(warn.mock.calls).toEqual([
    [
      '[hcuk] button with icon "trash" has no text and no accessible-label (accessibleLabel); it has no accessible name',
    ],
  ]);
});

it('does not warn when an icon button has slotted text or a label', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await mount(`<div>
    <hcuk-button icon="print">Print</hcuk-button>
    <hcuk-button icon="arrow-up" label="Back to top"></hcuk-button>
  </div>`);
  expect(warn).not.toHaveBeenCalled();
});

it('gives a link with any target rel="noopener noreferrer", so the opened page cannot navigate this one', async () => {
  const button = await mount(
    '<hcuk-button href="https://www.example.co.uk/offers" target="dealer">Offers</hcuk-button>',
  );
  expect(shadowQueries(button).getByRole('link').getAttribute('rel')).toBe('noopener noreferrer');
});
