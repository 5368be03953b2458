import { parseAst } from 'vite';
import { expect, it } from 'vitest';
import { topLevelReassignments } from './top-level-reassignments.ts';

const written = (code: string) => [...topLevelReassignments(parseAst(code))].sort();

it('finds a top-level binding written again, anywhere', () => {
  expect(written('let count = 0; function add() { count++; } var cache; cache = {};')).toEqual(['cache', 'count']);
  expect(written('let item; for (item of [1]) {}')).toEqual(['item']);
  expect(written('var a, b; [a, { b }] = [1, { b: 2 }];')).toEqual(['a', 'b']);
});

it('ignores a write to an inner variable of the same name (parameters, locals, blocks, catch)', () => {
  const code = `
    var array = (value) => Array.isArray(value);
    function mapIntoArray(children, array) { array = String(children); }
    const f = function () { var array; array = 1; };
    { let array = 2; array += 1; }
    try {} catch (array) { array = 3; }
    for (let array of []) { array = 4; }
  `;
  expect(written(code)).toEqual([]);
});
