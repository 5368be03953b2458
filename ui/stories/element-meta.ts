/**
 * The parts of an element's story meta that come from the manifest: render, controls, a spy per event (shown in the
 * Actions panel with the event's `detail`, and checkable in a play function) and the docs page's summary.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { HcukElementTag } from '../elements/element-definitions.ts';
import { elementArgTypes } from './element-arg-types.ts';
import { elementDeclaration } from './element-manifest.ts';
import { type ElementArgs, renderElement } from './render-element.ts';

/** Spread into a story file's default export (which adds its own literal `title`, as Storybook's indexer needs). */
export function elementMeta(tag: HcukElementTag) {
  const events = elementDeclaration(tag).events ?? [];
  return {
    render: renderElement(tag),
    argTypes: elementArgTypes(tag),
    args: Object.fromEntries(events.map(({ name }) => [name, fn()])) as ElementArgs,
    parameters: {
      docs: { description: { component: `\`<${tag}>\`: ${elementDeclaration(tag).summary ?? ''}` } },
    },
  } satisfies Meta<ElementArgs>;
}

/** A story of an element: its args are the element's attributes, events and CSS properties by name. */
export type ElementStory = StoryObj<Meta<ElementArgs>>;
