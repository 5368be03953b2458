/**
 * Renders an `hcuk-` tag from a story's args, as a host page writes it: each attribute arg as an attribute (objects
 * as JSON, `true` as a present boolean attribute), each event arg as a listener called with the event's `detail`
 * (React 19 adds `on` + the event name as one) and each CSS custom property arg as an inline style on the host.
 */
import { type CSSProperties, createElement, type ReactElement } from 'react';
import type { HcukElementTag } from '../elements/element-definitions.ts';
import { elementDeclaration } from './element-manifest.ts';
import { storyTheme } from './story-theme.ts';

/** A story's args: attribute, event and CSS property names as the manifest spells them. */
export type ElementArgs = Record<string, unknown>;

function attributeValue(value: unknown): string | boolean | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return true;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The props React gives the element for `args`. */
export function elementProps(tag: HcukElementTag, args: ElementArgs): Record<string, unknown> {
  const element = elementDeclaration(tag);
  const props: Record<string, unknown> = {};
  for (const { name } of element.attributes ?? []) {
    const value = attributeValue(args[name]);
    if (value !== undefined) props[name] = value;
  }
  for (const { name } of element.events ?? []) {
    const handler = args[name];
    if (typeof handler === 'function') props[`on${name}`] = (event: CustomEvent) => handler(event.detail);
  }
  const style = Object.fromEntries(
    (element.cssProperties ?? []).flatMap(({ name }) => (args[name] ? [[name, String(args[name])]] : [])),
  );
  if (Object.keys(style).length > 0) props.style = style as CSSProperties;
  return props;
}

/** A story render function for `tag`; its `theme` is the Theme toolbar's unless the story's args set one. */
export const renderElement =
  (tag: HcukElementTag) =>
  (args: ElementArgs, { globals }: { globals: Record<string, unknown> }): ReactElement =>
    createElement(tag, elementProps(tag, { ...args, theme: args.theme ?? storyTheme(globals.theme) }));
