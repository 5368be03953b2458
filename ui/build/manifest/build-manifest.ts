/**
 * Builds `custom-elements.json` (the Custom Elements Manifest, schema 2.1.0) from the elements' definitions:
 * each element's attributes with their types and defaults, its events and CSS parts, and the theme's custom
 * properties. Pure: runs in Node without the DOM or React.
 */
import type { Attribute, CssCustomProperty, CustomElementDeclaration, Package } from 'custom-elements-manifest';
import { attributeNameFor } from '../../elements/attribute-types.ts';
import { commonAttributes } from '../../elements/common-attributes.ts';
import { commonEvents } from '../../elements/common-events.ts';
import type { ElementDefinition } from '../../elements/element-definition.ts';
import { genesisColours, genesisScales } from '../../theme/genesis-tokens.ts';

/** The module every element is registered by: the one-script embed. */
export const embedModulePath = 'dist/hcuk-genesis.js';

/** `hcuk-loading-spinner` → `HcukLoadingSpinner`. */
export const classNameFor = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

function attributesOf(definition: ElementDefinition): Attribute[] {
  return Object.entries({ ...definition.attributes, ...commonAttributes }).map(([prop, spec]) => {
    const range = spec.range ? ` Valid: ${spec.expects}.` : '';
    return {
      name: attributeNameFor(prop),
      type: { text: spec.type },
      default: JSON.stringify(spec.fallback),
      description: spec.description + range,
    };
  });
}

/** The theme's custom properties, which a host page sets on the element or any ancestor. */
export function themeProperties(): CssCustomProperty[] {
  const colours = Object.entries(genesisColours).flatMap(([name, { light, dark }]) => [
    { name: `--hcuk-color-${name}`, syntax: '<color>', default: light, description: `The ${name} colour (light).` },
    { name: `--hcuk-dark-color-${name}`, syntax: '<color>', default: dark, description: `The ${name} colour (dark).` },
  ]);
  const scales = Object.entries(genesisScales).map(([name, value]) => ({
    name: `--hcuk-${name}`,
    default: value,
    description: `The theme's ${name.replaceAll('-', ' ')}.`,
  }));
  return [...colours, ...scales];
}

function declarationOf(definition: ElementDefinition): CustomElementDeclaration {
  return {
    kind: 'class',
    customElement: true,
    name: classNameFor(definition.tag),
    tagName: definition.tag,
    summary: definition.summary,
    superclass: { name: 'HTMLElement' },
    attributes: attributesOf(definition),
    events: Object.entries({ ...definition.events, ...commonEvents }).map(([name, event]) => ({
      name,
      type: { text: event.detail ? `CustomEvent<${event.detail}>` : 'CustomEvent<null>' },
      description: event.description,
    })),
    cssParts: definition.parts.map(({ name, description }) => ({ name, description })),
    cssProperties: themeProperties(),
  };
}

/** The manifest for `definitions`. */
export function buildManifest(definitions: readonly ElementDefinition[]): Package {
  return {
    schemaVersion: '2.1.0',
    modules: [
      {
        kind: 'javascript-module',
        path: embedModulePath,
        summary: 'The one-script embed: loading it registers every element.',
        declarations: definitions.map(declarationOf),
        exports: definitions.map(({ tag }) => ({
          kind: 'custom-element-definition' as const,
          name: tag,
          declaration: { name: classNameFor(tag), module: embedModulePath },
        })),
      },
    ],
  };
}
