import { expect, it } from 'vitest';
import { chargingStyles } from './charging-styles.ts';
import { compareStyles } from './compare-styles.ts';
import { ownershipStyles } from './ownership-styles.ts';
import { selectStyles } from './select-styles.ts';

/** The block (`calc-share` of `.calc-share__label`) that starts each rule's selectors in `css`. */
function blocksStartingRules(css: string): Set<string> {
  const blocks = new Set<string>();
  for (const rule of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g))
    for (const selector of (rule[1] ?? '').split(',')) {
      const first = /^\s*\.(-?[_a-zA-Z][\w-]*)/.exec(selector)?.[1];
      if (first) blocks.add(first.split('__')[0]?.split('--')[0] ?? first);
    }
  return blocks;
}

// Once a visitor has passed a step, its styles stay adopted: a later step that used the same class would take them.
// The compare step's share link was `.calc-share`, as the charging step's sliders are, and at 768 px the sliders'
// four columns made it 12 px wider than the page.
it('gives each step’s styles blocks of their own, so a step’s styles never restyle another step', () => {
  const modules = { chargingStyles, compareStyles, ownershipStyles, selectStyles };
  const owners = new Map<string, string[]>();
  for (const [module, css] of Object.entries(modules))
    for (const block of blocksStartingRules(css)) owners.set(block, [...(owners.get(block) ?? []), module]);
  expect(owners.size).toBeGreaterThan(40);
  expect([...owners].filter(([, inModules]) => inModules.length > 1)).toEqual([]);
});
