/**
 * Testing Library queries inside an element's open shadow root, for play functions: Storybook's `canvas` stops at
 * the host, as screen readers do not.
 */
import { within } from 'storybook/test';
import type { HcukElementTag } from '../elements/element-definitions.ts';

/** The first `tag` in the story's canvas, and queries scoped to its shadow root. */
export function shadowCanvas(canvasElement: HTMLElement, tag: HcukElementTag) {
  const host = canvasElement.querySelector<HTMLElement>(tag);
  if (!host?.shadowRoot) throw new Error(`[hcuk] story: no <${tag}> with an open shadow root in the canvas`);
  return { host, view: within(host.shadowRoot as unknown as HTMLElement) };
}

/** Resolves once every animation and transition in `host`'s shadow root has finished (axe then sees final colours). */
export async function animationsDone(host: HTMLElement): Promise<void> {
  // Two frames first: a stylesheet adopted in this task (a lazily loaded dialog's) starts its animations by then.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // A cancelled animation (its element replaced) rejects `finished`; it is done all the same.
  const finished = (host.shadowRoot?.getAnimations() ?? []).map((animation) => animation.finished.catch(() => {}));
  await Promise.all(finished);
}
