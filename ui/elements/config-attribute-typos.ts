/**
 * `hcukConfig.attributes` names that no `hcuk-` element has. On a tag, a misspelt attribute is warned about only when
 * it is a near-miss of a known one (other attributes, `title` or `data-*`, are the page's business); every name in
 * `hcukConfig.attributes` is meant for our elements, so one that none of them has is always said, with the name it
 * probably meant: `brnad` would otherwise leave every calculator on the page without its brand, unsaid.
 */
import { attributeNameFor } from './attribute-types.ts';
import { closestName } from './closest-name.ts';
import { commonAttributes } from './common-attributes.ts';
import type { AttributeSpecs } from './element-definition.ts';

/** Names already warned about: registering the elements again says nothing new. */
const warned = new Set<string>();

/** Warns once about each name in `attributes` that none of `definitions` (nor the common attributes) has. */
export function warnAboutConfigAttributeTypos(
  attributes: Readonly<Record<string, unknown>> | undefined,
  definitions: readonly { readonly attributes: AttributeSpecs }[],
): void {
  if (!attributes) return;
  const known = new Set(
    [commonAttributes, ...definitions.map((definition) => definition.attributes)].flatMap((specs) =>
      Object.keys(specs).map(attributeNameFor),
    ),
  );
  for (const name of Object.keys(attributes)) {
    if (known.has(name) || warned.has(name)) continue;
    warned.add(name);
    const meant = closestName(name, known);
    console.warn(
      `[hcuk] window.hcukConfig.attributes has "${name}", which no hcuk- element has; ${meant ? `did you mean "${meant}"?` : 'ignoring it'}`,
    );
  }
}
