import { expect, it } from 'vitest';
import { preloadModal } from '../components/modal/modal-on-demand.tsx';
import { mount } from '../test/shadow.ts';
import { attributeNameFor } from './attribute-types.ts';
import { commonAttributes } from './common-attributes.ts';
import { elementDefinitions } from './element-definitions.ts';
import { registerAllElements } from './register-all.ts';

// Each element with every part showing: the modal open with all its pieces, the progress mid-way. The
// calculator's parts need its data: they are checked in ui/calculator/calculator-parts.test.tsx.
const showcase: Record<string, string> = {
  'hcuk-button': '<hcuk-button icon="print">Print</hcuk-button>',
  'hcuk-icon': '<hcuk-icon name="car"></hcuk-icon>',
  'hcuk-loading-spinner': '<hcuk-loading-spinner></hcuk-loading-spinner>',
  'hcuk-step-progress': '<hcuk-step-progress current="charging"></hcuk-step-progress>',
  'hcuk-modal':
    '<hcuk-modal open heading="Remove?" message="It goes." confirm-label="Yes" cancel-label="No"></hcuk-modal>',
};

it('registers every defined element', () => {
  registerAllElements();
  const undefinedTags = elementDefinitions.map(({ tag }) => tag).filter((tag) => !customElements.get(tag));
  expect(undefinedTags).toEqual([]);
});

it('declares exactly the CSS parts each element renders', async () => {
  registerAllElements();
  await preloadModal();
  for (const definition of elementDefinitions) {
    const html = showcase[definition.tag];
    if (!html) continue;
    const host = await mount(html);
    const rendered = new Set(
      Array.from(host.shadowRoot?.querySelectorAll('[part]') ?? []).flatMap((node) =>
        (node.getAttribute('part') ?? '').split(/\s+/),
      ),
    );
    expect([...rendered].sort(), definition.tag).toEqual(definition.parts.map(({ name }) => name).sort());
  }
});

it('names no attribute after an HTMLElement property, which React 19 would set as a property instead', () => {
  const element = document.createElement('div');
  const names = elementDefinitions.flatMap((definition) =>
    Object.keys({ ...commonAttributes, ...definition.attributes }).map(attributeNameFor),
  );
  expect(names.filter((name) => name in element)).toEqual([]);
});

it('gives every attribute a description and a default that its own rule accepts', () => {
  for (const definition of elementDefinitions) {
    for (const [prop, spec] of Object.entries({ ...commonAttributes, ...definition.attributes })) {
      expect(spec.description, `${definition.tag} ${prop}`).toMatch(/\S/);
      expect(spec.accept(spec.fallback as never), `${definition.tag} ${prop}`).toEqual(spec.fallback);
    }
  }
});
