import { expect, it } from 'vitest';
import { chunkCycle } from './shared-runtime-plugin.ts';

it('finds no cycle in the embed’s shape: steps and the dialog need the flow and the content, which need nothing', () => {
  const graph = new Map([
    ['compare.js', ['flow.js', 'content.js']],
    ['modal.js', ['content.js']],
    ['flow.js', []],
    ['content.js', []],
  ]);
  expect(chunkCycle(graph)).toBeUndefined();
});

it('names the chunks of a cycle, which top-level await would wait on for ever', () => {
  const graph = new Map([
    ['a.js', ['b.js']],
    ['b.js', ['c.js']],
    ['c.js', ['a.js']],
  ]);
  expect(chunkCycle(graph)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
});
