import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { preloadModal } from '../../components/modal/modal-on-demand.tsx';
import { mount, shadowQueries, update } from '../../test/shadow.ts';
import { registerHcukButton } from '../button/hcuk-button.tsx';
import { registerHcukModal } from './hcuk-modal.tsx';

beforeAll(async () => {
  registerHcukButton();
  registerHcukModal();
  // The dialog loads the first time one opens; loaded here, every test's modal renders as its attribute changes.
  await preloadModal();
});

it('opens on the open attribute; Escape removes it, emits hcuk-close and refocuses the opener in its shadow root', async () => {
  const page = await mount(`<div>
    <hcuk-button>Why electric?</hcuk-button>
    <hcuk-modal heading="Why electric?" content="<p>Lower running costs.</p>" confirm-label="Continue"></hcuk-modal>
  </div>`);
  const opener = page.querySelector('hcuk-button') as HTMLElement;
  const modal = page.querySelector('hcuk-modal') as HTMLElement;
  const closes: unknown[] = [];
  modal.addEventListener('hcuk-close', (event) => closes.push((event as CustomEvent).detail));
  const openerButton = shadowQueries(opener).getByRole('button');
  openerButton.focus();

  await update(() => modal.setAttribute('open', ''));
  const dialog = shadowQueries(modal).getByRole('dialog', { name: 'Why electric?' });
  // The HTML content appears once the sanitiser has loaded (it is fetched on demand).
  await waitFor(() => expect(dialog.textContent).toContain('Lower running costs.'));
  expect(modal.shadowRoot?.activeElement).toBe(shadowQueries(modal).getByRole('button', { name: 'Close' }));

  await act(async () => userEvent.keyboard('{Escape}'));
  expect(modal.hasAttribute('open')).toBe(false);
  expect(closes).toEqual([{ reason: 'escape' }]);
  expect(opener.shadowRoot?.activeElement).toBe(openerButton);
});

it('emits hcuk-confirm from the confirm button', async () => {
  const modal = await mount(
    '<hcuk-modal open message="Remove this vehicle?" confirm-label="Remove" cancel-label="Keep"></hcuk-modal>',
  );
  const events: string[] = [];
  const details: unknown[] = [];
  for (const name of ['hcuk-close', 'hcuk-confirm', 'hcuk-cancel'])
    modal.addEventListener(name, (event) => {
      events.push(name);
      details.push((event as CustomEvent).detail);
    });
  await act(async () => userEvent.click(shadowQueries(modal).getByRole('button', { name: 'Remove' })));
  expect(events).toEqual(['hcuk-close', 'hcuk-confirm']);
  // `hcuk-confirm` has no detail: `null`, as its type (`CustomEvent<null>`) says.
  expect(details).toEqual([{ reason: 'confirm' }, null]);
  expect(modal.hasAttribute('open')).toBe(false);
});

it('names a dialog without a heading by its label, else its message, else Dialog', async () => {
  const page = await mount(`<div>
    <hcuk-modal open label="Cookie settings" content="<p>Choose which cookies we use.</p>"></hcuk-modal>
    <hcuk-modal open message="Remove this vehicle?"></hcuk-modal>
    <hcuk-modal open content="<p>Prices include VAT.</p>"></hcuk-modal>
  </div>`);
  const names = Array.from(page.querySelectorAll('hcuk-modal'), (modal) =>
    shadowQueries(modal).getByRole('dialog').getAttribute('aria-label'),
  );
  expect(names).toEqual(['Cookie settings', 'Remove this vehicle?', 'Dialog']);
});

it('emits hcuk-close once when the backdrop is clicked again during the exit transition', async () => {
  const modal = await mount('<hcuk-modal open heading="Charging at home"></hcuk-modal>');
  const closes: unknown[] = [];
  modal.addEventListener('hcuk-close', (event) => closes.push((event as CustomEvent).detail));
  const backdrop = modal.shadowRoot?.querySelector('.hcuk-modal__backdrop') as HTMLElement;
  // Skip user-event's pointer-events check: this is the click a browser delivers before the closing style applies.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await act(async () => user.click(backdrop));
  expect(backdrop.closest('[data-state]')?.getAttribute('data-state')).toBe('closing');
  await act(async () => user.click(backdrop));
  await act(async () => user.click(shadowQueries(modal).getByRole('button', { name: 'Close' })));
  expect(closes).toEqual([{ reason: 'backdrop' }]);
});

it('closes only the topmost of stacked modals on Escape, and leaves Escape to the page when none is open', async () => {
  const page = await mount(`<div>
    <hcuk-modal heading="Compare vehicles"></hcuk-modal>
    <hcuk-modal heading="Remove MG4 EV?"></hcuk-modal>
  </div>`);
  const [lower, upper] = Array.from(page.querySelectorAll('hcuk-modal'));
  if (!lower || !upper) throw new Error('[hcuk] test: two modals expected');
  const pageEscapes: boolean[] = [];
  const onPageKey = (event: KeyboardEvent) => pageEscapes.push(event.defaultPrevented);
  document.addEventListener('keydown', onPageKey);
  await update(() => lower.setAttribute('open', ''));
  await update(() => upper.setAttribute('open', ''));

  await act(async () => userEvent.keyboard('{Escape}'));
  expect([lower.hasAttribute('open'), upper.hasAttribute('open')]).toEqual([true, false]);
  await act(async () => userEvent.keyboard('{Escape}'));
  expect(lower.hasAttribute('open')).toBe(false);
  await act(async () => userEvent.keyboard('{Escape}'));
  document.removeEventListener('keydown', onPageKey);
  expect(pageEscapes).toEqual([true, true, false]);
});

it('keeps the page scroll locked until the last of stacked modals closes', async () => {
  const page = await mount(`<div>
    <hcuk-modal open heading="Compare vehicles"></hcuk-modal>
    <hcuk-modal open heading="Remove MG4 EV?"></hcuk-modal>
  </div>`);
  const [lower, upper] = Array.from(page.querySelectorAll('hcuk-modal'));
  await update(() => upper?.removeAttribute('open'));
  expect(document.documentElement.style.overflow).toBe('hidden');
  await update(() => lower?.removeAttribute('open'));
  expect(document.documentElement.style.overflow).toBe('');
});
