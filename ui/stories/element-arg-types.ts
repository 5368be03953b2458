/**
 * An element's Storybook controls and docs table, generated from its `custom-elements.json` declaration: attributes
 * (type, default, allowed values, range), events, CSS parts and CSS custom properties (settable
 * on the host). Nothing here restates an element: a new attribute appears in Storybook after `npm run generate`.
 */

import type { Attribute, CssCustomProperty, CssPart, Event } from 'custom-elements-manifest';
import type { ArgTypes, InputType } from 'storybook/internal/types';
import type { HcukElementTag } from '../elements/element-definitions.ts';
import { elementDeclaration } from './element-manifest.ts';

/** The literals of a union of string literals (`"a" | "b"`), or undefined for any other type. */
export function literalOptions(type: string): string[] | undefined {
  const members = type.split(' | ');
  if (!members.every((member) => /^"[^"]*"$/.test(member))) return undefined;
  return members.map((member) => JSON.parse(member) as string);
}

/** The range a number attribute's description states ("Valid: a whole number from 1 to 6."), if any. */
export function statedRange(description = ''): { min: number; max: number; step?: number } | undefined {
  const match = /Valid: an? (whole )?number from (-?[\d.]+) to (-?[\d.]+)/.exec(description);
  if (!match) return undefined;
  return { min: Number(match[2]), max: Number(match[3]), ...(match[1] ? { step: 1 } : {}) };
}

function attributeControl(type: string, description?: string): InputType['control'] {
  const options = literalOptions(type);
  if (options) return options.length > 4 ? 'select' : 'inline-radio';
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return { type: 'number', ...statedRange(description) };
  return type === 'string' ? 'text' : 'object';
}

function attributeArgType({ name, type, default: fallback, description }: Attribute): InputType {
  const text = type?.text ?? 'string';
  return {
    name,
    description,
    control: attributeControl(text, description),
    ...(literalOptions(text) ? { options: literalOptions(text) } : {}),
    table: { category: 'attributes', type: { summary: text }, defaultValue: { summary: fallback ?? '' } },
  };
}

function eventArgType({ name, type, description }: Event): InputType {
  return {
    name,
    description,
    control: false,
    table: { category: 'events', type: { summary: type?.text ?? 'CustomEvent' } },
  };
}

function partArgType({ name, description }: CssPart): InputType {
  return { name, description, control: false, table: { category: 'CSS parts', type: { summary: `::part(${name})` } } };
}

function cssPropertyArgType({ name, syntax, default: fallback, description }: CssCustomProperty): InputType {
  return {
    name,
    description,
    control: syntax === '<color>' ? 'color' : 'text',
    table: {
      category: 'CSS custom properties',
      type: { summary: syntax ?? 'string' },
      defaultValue: { summary: fallback ?? '' },
    },
  };
}

/** The arg types of `tag`: keyed by attribute name, event name, `part:` + part name and CSS property name. */
export function elementArgTypes(tag: HcukElementTag): ArgTypes {
  const element = elementDeclaration(tag);
  return Object.fromEntries([
    ...(element.attributes ?? []).map((attribute) => [attribute.name, attributeArgType(attribute)]),
    ...(element.events ?? []).map((event) => [event.name, eventArgType(event)]),
    ...(element.cssParts ?? []).map((part) => [`part:${part.name}`, partArgType(part)]),
    ...(element.cssProperties ?? []).map((property) => [property.name, cssPropertyArgType(property)]),
  ]);
}
