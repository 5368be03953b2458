import { afterEach, expect, it, vi } from 'vitest';
import { animationMs } from './animation-ms.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const computing = (animationDuration: string) =>
  vi.spyOn(window, 'getComputedStyle').mockReturnValue({ animationDuration } as CSSStyleDeclaration);

it.each([
  ['0.2s', 200],
  ['150ms', 150],
  ['0.2s, 1s', 1000],
  ['1ms', 1],
  ['0s', 0],
])('reads %s as %d ms, the longest animation', (duration, ms) => {
  computing(duration);
  expect(animationMs(document.body)).toBe(ms);
});

it('reads nothing where the page computes no time, or there is no element', () => {
  computing('');
  expect(animationMs(document.body)).toBeUndefined();
  computing('var(--_duration-out)');
  expect(animationMs(document.body)).toBeUndefined();
  expect(animationMs(null)).toBeUndefined();
});
