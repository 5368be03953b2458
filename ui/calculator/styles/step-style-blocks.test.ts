import { expect, it } from 'vitest';
import { baseStyles } from './base-styles.ts';
import { chargingStyles } from './charging-styles.ts';
import { compareStyles } from './compare-styles.ts';
import { ownershipStyles } from './ownership-styles.ts';
import { selectStyles } from './select-styles.ts';

/** Every block (`calc-share` of `.calc-share__label`) that a selector in `css` names, at any depth of its rules. */
function blocksNamed(css: string): Set<string> {
  const blocks = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // A selector is what comes before a `{` that opens declarations (not an at-rule's condition).
  for (const rule of withoutComments.matchAll(/([^{};]+)\{[^{}]*\}/g))
    for (const name of (rule[1] ?? '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
      blocks.add(name[1]?.split('__')[0]?.split('--')[0] ?? '');
  return blocks;
}

// Once a visitor has passed a step, its styles stay adopted: a later step that used the same class would take them.
// The compare step's share link was `.calc-share`, as the charging step's sliders are, and at 768 px the sliders'
// four columns made it 12 px wider than the page. The base styles' blocks (fields, actions) are every step's.
it('gives each step’s styles blocks of their own, so a step’s styles never restyle another step', () => {
  const shared = blocksNamed(baseStyles);
  const modules = { chargingStyles, compareStyles, ownershipStyles, selectStyles };
  const owners = new Map<string, string[]>();
  // A state (`is-loaded`) only ever qualifies a step's own class, as in `.calc-card__image.is-loaded`.
  for (const [module, css] of Object.entries(modules))
    for (const block of blocksNamed(css))
      if (!shared.has(block) && !block.startsWith('is-')) owners.set(block, [...(owners.get(block) ?? []), module]);
  expect(owners.size).toBeGreaterThan(30);
  expect([...owners].filter(([, inModules]) => inModules.length > 1)).toEqual([]);
});
