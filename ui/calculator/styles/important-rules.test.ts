import { expect, it } from 'vitest';
import { styleModules } from './style-modules.ts';

/** `css` without the blocks of `@media` queries that `keep` matches, braces counted so nested rules go with them. */
function withoutMedia(css: string, keep: RegExp): string {
  let rest = css;
  for (let at = rest.search(keep); at >= 0; at = rest.search(keep)) {
    let depth = 0;
    let end = rest.indexOf('{', at);
    for (; end < rest.length; end += 1) {
      if (rest[end] === '{') depth += 1;
      if (rest[end] === '}') depth -= 1;
      if (rest[end] === '}' && depth === 0) break;
    }
    rest = rest.slice(0, at) + rest.slice(end + 1);
  }
  return rest;
}

it('keeps !important to reduced motion and print, so a host stylesheet wins over every other bundled rule', () => {
  // The bundled styles sit in the cascade layer `hcuk`, under every unlayered rule of a host's, but an !important
  // declaration in a layer beats even a host's !important one (docs/embedding.md, hcukConfig.stylesheets).
  const onScreen = Object.entries(styleModules).flatMap(([module, css]) =>
    withoutMedia(css.replace(/\/\*[\s\S]*?\*\//g, ''), /@media[^{]*(prefers-reduced-motion|print)/)
      .split('}')
      .filter((rule) => rule.includes('!important'))
      .map((rule) => `${module}: ${rule.trim()}`),
  );
  expect(
    Object.values(styleModules)
      .join('')
      .match(/!important/g)?.length,
  ).toBeGreaterThan(5);
  expect(onScreen).toEqual([]);
});
