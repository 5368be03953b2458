/** The README's element reference, written from `custom-elements.json` (so the two cannot disagree). */
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import { attributeNameFor } from '../../elements/attribute-types.ts';
import { commonAttributes } from '../../elements/common-attributes.ts';
import { commonEvents } from '../../elements/common-events.ts';

const commonNames = new Set(Object.keys(commonAttributes).map(attributeNameFor));
const commonEventNames = new Set(Object.keys(commonEvents));
// A table cell: pipes would end the cell, so they are escaped.
const cell = (text: string) => text.replaceAll('|', '\\|');
const code = (text: string) => `\`${text}\``;

function elementSection(element: CustomElementDeclaration): string {
  const rows = (element.attributes ?? [])
    .filter(({ name }) => !commonNames.has(name))
    .map(
      ({ name, type, default: fallback, description }) =>
        `| ${code(name)} | ${cell(code(type?.text ?? ''))} | ${cell(code(fallback ?? ''))} | ${cell(description ?? '')} |`,
    );
  const events = (element.events ?? [])
    .filter(({ name }) => !commonEventNames.has(name))
    .map(({ name, type, description }) => `- ${code(name)} (${code(type?.text ?? '')}): ${description ?? ''}`);
  const parts = (element.cssParts ?? []).map(({ name }) => code(name));
  return [
    `#### \`${element.tagName}\``,
    '',
    element.summary ?? '',
    '',
    '| attribute | type | default | what it does |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Parts: ${parts.length > 0 ? parts.join(', ') : 'none yet'}. Events: ${events.length > 0 ? '' : 'none.'}`.trim(),
    ...(events.length > 0 ? ['', ...events] : []),
  ].join('\n');
}

/** The markdown of the element reference for `manifest`. */
export function elementReference(manifest: Package): string {
  const elements = manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter(
      (declaration): declaration is CustomElementDeclaration & { tagName: string } =>
        'customElement' in declaration && declaration.customElement === true,
    ),
  );
  // What every element has, said once: the same in each element's manifest entry.
  const common = [
    `Every element also takes ${[...commonNames].map(code).join(' and ')} ([attributes](docs/embedding.md#attributes)), and sends:`,
    '',
    ...Object.entries(commonEvents).map(
      ([name, { detail, description }]) => `- ${code(name)} (${code(`CustomEvent<${detail}>`)}): ${description}`,
    ),
  ].join('\n');
  return [common, ...elements.map(elementSection)].join('\n\n');
}
