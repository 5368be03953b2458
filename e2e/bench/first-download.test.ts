import { expect, it } from 'vitest';
import { firstDownload, staticImports } from './first-download.ts';

// Shapes copied from the embed's build: static imports with quotes, lazy steps with import(`…`).
const dist: Record<string, string> = {
  'hcuk-genesis.js':
    'import{A as e,C as t}from"./hcuk-genesis-step-header-Vw23IQ6m.js";var xr={charging:()=>import(`./hcuk-genesis-charging-step-NZIj9dKP.js`).then(e=>({default:e.ChargingStep}))};',
  'hcuk-genesis-step-header-Vw23IQ6m.js':
    'import{n as e}from"./hcuk-genesis-safe-cta-href-CQPK7VL8.js";var t=Object.create;export{t as A,e as C};',
  'hcuk-genesis-safe-cta-href-CQPK7VL8.js': 'function n(e){return e}export{n};',
  'hcuk-genesis-charging-step-NZIj9dKP.js':
    'import{t as e}from"./hcuk-genesis-step-header-Vw23IQ6m.js";import{D as n}from"./hcuk-genesis.js";',
};
const read = (file: string) => {
  const code = dist[file];
  if (code === undefined) throw new Error(`no ${file}`);
  return code;
};

it('follows static imports through the shared chunk and leaves the lazy steps out', () => {
  expect(firstDownload('hcuk-genesis.js', read)).toEqual([
    'hcuk-genesis.js',
    'hcuk-genesis-step-header-Vw23IQ6m.js',
    'hcuk-genesis-safe-cta-href-CQPK7VL8.js',
  ]);
});

it('lists each file once when chunks import each other', () => {
  expect(firstDownload('hcuk-genesis-charging-step-NZIj9dKP.js', read)).toEqual([
    'hcuk-genesis-charging-step-NZIj9dKP.js',
    'hcuk-genesis-step-header-Vw23IQ6m.js',
    'hcuk-genesis.js',
    'hcuk-genesis-safe-cta-href-CQPK7VL8.js',
  ]);
});

it('reads side-effect imports and re-exports, but not dynamic imports', () => {
  const code =
    'import"./polyfill.js";export*from"./a.js";export{b as c}from\'./b.js\';const l=()=>import("./lazy.js");';
  expect(staticImports(code)).toEqual(['./polyfill.js', './a.js', './b.js']);
});

it('resolves specifiers against the importing file’s folder', () => {
  const nested: Record<string, string> = { 'app/main.js': 'import"../shared/core.js";', 'shared/core.js': '' };
  expect(firstDownload('app/main.js', (file) => nested[file] ?? '')).toEqual(['app/main.js', 'shared/core.js']);
});
