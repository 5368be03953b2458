import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';
import type { ModalCloseReason } from './modal-defaults.ts';
import { markQuietPopstate } from './modal-stack.ts';

function Harness({ onClose }: { onClose?: (reason: ModalCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        How is this worked out?
      </button>
      <Modal
        open={open}
        heading="Running costs"
        message="Figures are estimates."
        content='<p>See <a href="https://www.gov.uk/fuel-duty">fuel duty</a>.</p>'
        confirmLabel="Got it"
        cancelLabel="Back"
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

it('opens as a named dialog with focus on its first control', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  const dialog = screen.getByRole('dialog', { name: 'Running costs' });
  expect(dialog).toHaveProperty('style.maxWidth', '550px');
  expect(screen.getByText('Figures are estimates.')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  const close = screen.getByRole('button', { name: 'Close' });
  // The content's link appears once the sanitiser (a chunk of its own) has loaded.
  const link = await screen.findByRole('link', { name: 'fuel duty' });
  const back = screen.getByRole('button', { name: 'Back' });
  const confirm = screen.getByRole('button', { name: 'Got it' });
  const order: Element[] = [];
  for (let step = 0; step < 4; step += 1) {
    await user.tab();
    order.push(document.activeElement as Element);
  }
  expect(order).toEqual([link, back, confirm, close]);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(confirm);
});

/** A dialog whose content focuses itself as it mounts, as a sent request's confirmation does. */
function SelfFocusing() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request this quote
      </button>
      <Modal open={open} heading="Request this quote" onClose={() => setOpen(false)}>
        <p tabIndex={-1} ref={(element) => element?.focus()}>
          Thank you. Your quote reference is q-1.
        </p>
      </Modal>
    </>
  );
}

it('returns focus to its opener even when its content takes focus as it mounts (a sent request’s confirmation)', async () => {
  const user = userEvent.setup();
  render(<SelfFocusing />);
  const opener = screen.getByRole('button', { name: 'Request this quote' });
  await user.click(opener);
  await screen.findByText('Thank you. Your quote reference is q-1.');
  await user.keyboard('{Escape}');
  await vi.waitFor(() => expect(document.activeElement).toBe(opener));
});

it('keeps Tab and Shift+Tab inside the dialog from content that focused itself, with nothing to tab to after it', async () => {
  const user = userEvent.setup();
  render(<SelfFocusing />);
  await user.click(screen.getByRole('button', { name: 'Request this quote' }));
  const sent = await screen.findByText('Thank you. Your quote reference is q-1.');
  // As the confirmation does when it replaces the form, after the dialog opened.
  sent.focus();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  sent.focus();
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
});

it('closes on Escape and returns focus to the button that opened it', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onClose = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'How is this worked out?' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledWith('escape');
  expect(document.activeElement).toBe(opener);
  // Still shown while the 200 ms exit transition runs, then gone.
  expect(screen.getByRole('dialog').closest('[data-state]')?.getAttribute('data-state')).toBe('closing');
  await act(async () => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('dialog')).toBeNull();
  vi.useRealTimers();
});

it('stays on screen as long as its exit animation runs, when the host makes that longer', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  // What a browser computes for --hcuk-duration-out: 600ms (jsdom computes no animation).
  const computed = window.getComputedStyle.bind(window);
  const dialog = screen.getByRole('dialog');
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) =>
    element === dialog ? ({ animationDuration: '0.6s' } as CSSStyleDeclaration) : computed(element),
  );
  await user.keyboard('{Escape}');
  await act(async () => vi.advanceTimersByTime(500));
  expect(screen.getByRole('dialog').closest('[data-state]')?.getAttribute('data-state')).toBe('closing');
  await act(async () => vi.advanceTimersByTime(100));
  expect(screen.queryByRole('dialog')).toBeNull();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it('reports which button closed it', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  await user.click(screen.getByRole('button', { name: 'Got it' }));
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose.mock.calls).toEqual([['confirm'], ['close']]);
});

it('ignores clicks while it is closing', async () => {
  const onClose = vi.fn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { container } = render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  const backdrop = container.querySelector('.hcuk-modal__backdrop') as HTMLElement;
  await user.click(screen.getByRole('button', { name: 'Got it' }));
  await user.click(backdrop);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(onClose.mock.calls).toEqual([['confirm']]);
});

it('takes a tap on the backdrop within a double-tap of a press in the dialog for that press, not for closing', async () => {
  const onClose = vi.fn();
  let now = 1000;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { container } = render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  const backdrop = container.querySelector('.hcuk-modal__backdrop') as HTMLElement;
  // A press in the dialog (a Send that shrinks it), then the thumb's second tap, on the backdrop now under it.
  await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('Figures are estimates.') });
  now += 120;
  await user.click(backdrop);
  expect(onClose).not.toHaveBeenCalled();
  // A tap on the backdrop later is the visitor's: it closes.
  now += 500;
  await user.click(backdrop);
  expect(onClose.mock.calls).toEqual([['backdrop']]);
  clock.mockRestore();
});

it('locks page scroll while open and restores the page’s own overflow on close', async () => {
  const user = userEvent.setup();
  document.documentElement.style.overflow = 'scroll';
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  expect(document.documentElement.style.overflow).toBe('hidden');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(document.documentElement.style.overflow).toBe('scroll');
  document.documentElement.style.overflow = '';
});

it('makes the page behind it inert while open, and gives focus back to its opener as it closes', async () => {
  const user = userEvent.setup();
  const hostOwn = document.createElement('aside');
  hostOwn.setAttribute('inert', '');
  document.body.append(hostOwn);
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'How is this worked out?' });
  await user.click(opener);
  expect(opener.hasAttribute('inert')).toBe(true);
  const dialog = screen.getByRole('dialog', { name: 'Running costs' });
  expect(dialog.closest('[inert]')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Got it' }));
  expect(opener.hasAttribute('inert')).toBe(false);
  expect(document.activeElement).toBe(opener);
  // The page's own inert element stays as the page left it.
  expect(hostOwn.hasAttribute('inert')).toBe(true);
  hostOwn.remove();
});

it('stays open through a popstate the page made itself, and closes on the visitor’s Back', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'How is this worked out?' }));
  const quiet = new PopStateEvent('popstate', { state: null });
  markQuietPopstate(quiet);
  act(() => {
    window.dispatchEvent(quiet);
  });
  expect(onClose).not.toHaveBeenCalled();
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  expect(onClose).toHaveBeenCalledWith('back');
});
