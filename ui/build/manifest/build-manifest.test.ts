import { readFile } from 'node:fs/promises';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { numberAttribute } from '../../elements/attribute-types.ts';
import { elementDefinitions } from '../../elements/element-definitions.ts';
import { findElementDrift, withReference } from '../generate-manifest.ts';
import { buildManifest } from './build-manifest.ts';

const manifest = buildManifest(elementDefinitions);
const calculator = manifest.modules[0]?.declarations?.find(
  (declaration) => 'tagName' in declaration && declaration.tagName === 'hcuk-cost-saving-calculator',
);

describe('custom-elements.json', () => {
  it('is built in Node, without the DOM or React', () => {
    expect(typeof globalThis.HTMLElement).toBe('undefined');
    expect(manifest.modules[0]?.exports?.map(({ name }) => name)).toEqual(elementDefinitions.map(({ tag }) => tag));
  });

  it('is valid against the Custom Elements Manifest schema', async () => {
    const schema = JSON.parse(
      await readFile(new URL(import.meta.resolve('custom-elements-manifest/schema.json')), 'utf8'),
    );
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
  });

  it("lists the calculator's attributes with types, defaults and ranges, and its events", () => {
    expect(calculator).toMatchObject({ kind: 'class', customElement: true, name: 'HcukCostSavingCalculator' });
    const attributes = calculator && 'attributes' in calculator ? (calculator.attributes ?? []) : [];
    expect(attributes.find(({ name }) => name === 'max-compare')).toEqual({
      name: 'max-compare',
      type: { text: 'number' },
      default: '3',
      description: 'How many editions may be compared at once. Valid: a whole number from 1 to 6.',
    });
    expect(attributes.find(({ name }) => name === 'theme')).toMatchObject({
      type: { text: '"light" | "dark" | "auto"' },
      default: '"light"',
    });
    expect(calculator && 'events' in calculator ? calculator.events : []).toEqual([
      {
        name: 'hcuk-step-change',
        type: {
          text: 'CustomEvent<{ step: "vehicle" | "charging" | "select" | "compare"; previous: "vehicle" | "charging" | "select" | "compare" }>',
        },
        description:
          'The visitor moved to another step; also sent when the calculator starts (on load, or added to the page again) on a later step than the first (a stored visit or a shared link), with `previous` the first.',
      },
      {
        name: 'hcuk-ready',
        type: { text: 'CustomEvent<{ failed: string[] }>' },
        description:
          'Every configured stylesheet has loaded or failed (`failed` lists the URLs that failed); `ready="true"` is set.',
      },
    ]);
  });

  it('matches the committed manifest and README element reference', async () => {
    expect(await findElementDrift()).toEqual([]);
  });

  it('names both files when a definition changes without regenerating', async () => {
    const [first, ...rest] = elementDefinitions;
    const wider = {
      ...first,
      attributes: { ...first.attributes, size: numberAttribute({ default: 2, description: 'Size.' }) },
    };
    expect(await findElementDrift([wider, ...rest])).toEqual(['ui/custom-elements.json', 'README.md']);
  });

  it('refuses a README without the generated section', () => {
    expect(() => withReference('# hcuk-genesis\n', 'reference')).toThrow(
      '[hcuk] README.md has no <!-- generated:elements (npm run generate) --> … <!-- /generated:elements --> section',
    );
  });
});
