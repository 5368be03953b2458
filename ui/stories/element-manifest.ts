/** The elements' declarations in `ui/custom-elements.json`, the one source of their stories' controls and docs. */
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import manifest from '../custom-elements.json';
import type { HcukElementTag } from '../elements/element-definitions.ts';

const declarations = (manifest as Package).modules.flatMap((module) => module.declarations ?? []);

/** The manifest's declaration of `tag`; throws a `[hcuk]` error when `npm run generate` has not written it. */
export function elementDeclaration(tag: HcukElementTag): CustomElementDeclaration {
  const found = declarations.find(
    (declaration): declaration is CustomElementDeclaration =>
      'customElement' in declaration && declaration.tagName === tag,
  );
  if (!found) throw new Error(`[hcuk] stories: <${tag}> is not in ui/custom-elements.json; run npm run generate`);
  return found;
}
