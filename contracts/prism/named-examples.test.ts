import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readPact } from '../compare/compare-pact.ts';
import { documentOf, type Group } from '../documents.ts';
import { namedExamples } from './named-examples.ts';

interface Content {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Response {
  $ref?: string;
  content?: Record<string, Content>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { responses: Record<string, Response> };
}
interface Interaction {
  description: string;
  request: { method: string; path: string };
  response: { status: number };
}

const pointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** The document's response to an interaction (through a shared response's `$ref`), and its JSON Pointer. */
function responseOf(group: Group, { request, response }: Interaction): { at: string; response: Response } {
  const document = documentOf(group) as unknown as Document;
  const method = request.method.toLowerCase();
  const responses = document.paths[request.path]?.[method]?.responses ?? {};
  const status = String(response.status) in responses ? String(response.status) : 'default';
  const found = responses[status];
  if (found?.$ref) {
    const name = found.$ref.split('/').at(-1) ?? '';
    return { at: `#/components/responses/${pointer(name)}`, response: document.components.responses[name] ?? {} };
  }
  return { at: `#/paths/${pointer(request.path)}/${method}/responses/${status}`, response: found ?? {} };
}

const ajv = new Ajv2020({ strict: false, validateFormats: false });
for (const group of ['finance', 'admin'] as const) ajv.addSchema(structuredClone(documentOf(group)), group);

// Only the groups with entries: a suite without tests fails.
const groupsWithEntries = (['finance', 'admin'] as const).filter((group) => Object.keys(namedExamples[group]).length);

describe.each(groupsWithEntries)('the %s named examples the states proxy asks Prism for', (group) => {
  const interactions = readPact(group).interactions as unknown as Interaction[];
  const entries = Object.entries(namedExamples[group]);
  const interactionOf = (description: string) => {
    const interaction = interactions.find((candidate) => candidate.description === description);
    if (!interaction) throw new Error(`[hcuk] the ${group} pact has no interaction "${description}"`);
    return interaction;
  };

  for (const [description, name] of entries) {
    it(`name an example of the response "${description}" expects, other than its first`, () => {
      const { response } = responseOf(group, interactionOf(description));
      const contents = Object.values(response.content ?? {});
      expect(contents).toHaveLength(1);
      const names = Object.keys(contents[0]?.examples ?? {});
      expect(names).toContain(name);
      expect(names[0], 'the first example is what Prism answers anyway').not.toBe(name);
    });

    it(`sit among examples that each satisfy the schema of the response "${description}" expects`, () => {
      const { at, response } = responseOf(group, interactionOf(description));
      for (const [mediaType, content] of Object.entries(response.content ?? {})) {
        const validate = ajv.compile({ $ref: `${group}${at}/content/${pointer(mediaType)}/schema` });
        for (const [example, { value }] of Object.entries(content.examples ?? {})) {
          validate(value);
          expect(validate.errors ?? [], `${example}: ${ajv.errorsText(validate.errors)}`).toEqual([]);
        }
      }
    });
  }
});
