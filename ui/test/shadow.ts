/** Test helpers for elements with shadow roots. */
import { act, within } from '@testing-library/react';

/** Testing Library queries scoped to an element's open shadow root. */
export function shadowQueries(host: Element) {
  if (!host.shadowRoot) throw new Error(`[hcuk] test: <${host.localName}> has no open shadow root`);
  return within(host.shadowRoot as unknown as HTMLElement);
}

/** Parses `html` into the page inside act(), so the elements connect and render; returns the first element. */
export async function mount<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  const holder = document.createElement('div');
  await act(async () => {
    holder.innerHTML = html;
    document.body.append(holder);
  });
  return holder.firstElementChild as T;
}

/** Runs `change` inside act() so the element re-renders before the test goes on. */
export async function update(change: () => void): Promise<void> {
  await act(async () => change());
}
