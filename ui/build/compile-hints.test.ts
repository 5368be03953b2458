import type { Rolldown } from 'vite';
import { expect, it } from 'vitest';
import { compileHint, compileHintsPlugin } from './compile-hints.ts';

/** A bundle of two chunks, each with its map file, as Rolldown hands it to generateBundle. */
function bundleOf(...names: string[]) {
  const bundle: Record<string, unknown> = {};
  for (const name of names) {
    const fileName = `hcuk-genesis-${name}-abc12345.js`;
    bundle[fileName] = { type: 'chunk', name, fileName, code: 'const a=1;\n//# sourceMappingURL=x.map' };
    bundle[`${fileName}.map`] = {
      type: 'asset',
      fileName: `${fileName}.map`,
      source: '{"version":3,"mappings":"AAAA"}',
    };
  }
  return bundle as unknown as Rolldown.OutputBundle;
}

it('puts the hint on the first line of the chosen chunks only, and moves their source maps down a line', () => {
  const bundle = bundleOf('calculator-flow', 'compare-step');
  const plugin = compileHintsPlugin((name) => name === 'calculator-flow');
  (plugin.generateBundle as (options: unknown, bundle: Rolldown.OutputBundle) => void)({}, bundle);
  const flow = bundle['hcuk-genesis-calculator-flow-abc12345.js'] as { code: string };
  const compare = bundle['hcuk-genesis-compare-step-abc12345.js'] as { code: string };
  expect(flow.code.split('\n')[0]).toBe(compileHint);
  expect(flow.code.split('\n')[1]).toBe('const a=1;');
  expect(compare.code.startsWith('const a=1;')).toBe(true);
  const map = (name: string) => JSON.parse(String((bundle[`${name}.map`] as { source: string }).source)).mappings;
  expect(map('hcuk-genesis-calculator-flow-abc12345.js')).toBe(';AAAA');
  expect(map('hcuk-genesis-compare-step-abc12345.js')).toBe('AAAA');
});
