/**
 * Generates `sdk/generated/*` from the OpenAPI documents: openapi-typescript types, each operation's definition,
 * response validator and request validator, and the operations tables.
 * `npm run generate` writes the files; `npm run check:generated` (the drift check) fails naming any file that differs.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { parse } from 'yaml';
import { driftedPaths, writeOrCheck } from './generated-files.ts';
import {
  buildDefinitionsModule,
  buildOperationsModule,
  buildServersModule,
  buildValidatedDefinitionsModule,
  type OpenApiDocument,
} from './operations-table.ts';
import { buildRulesModule } from './request-rules.ts';
import { buildRequestValidatorsModule, buildValidatorsModule, okSchemas } from './response-validators.ts';

/** The two API groups and their documents. */
export const groups = ['finance', 'admin'] as const;
export type Group = (typeof groups)[number];

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Reads and parses one group's OpenAPI document. */
export async function readDocument(group: Group): Promise<OpenApiDocument> {
  return parse(await readFile(`${root}openapi/${group}.yaml`, 'utf8')) as OpenApiDocument;
}

const header = (group: Group) =>
  `// Auto-generated from openapi/${group}.yaml by openapi/scripts/generate.ts. Do not edit: run \`npm run generate\`.\n`;

/** Every generated file (repo-relative path to content) for the given documents. */
export async function generateFiles(documents: Record<Group, OpenApiDocument>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const group of groups) {
    const document = documents[group];
    // openapi-typescript mutates what it is given; hand it a copy so the operations table sees the original.
    const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3);
    files.set(`sdk/generated/${group}.ts`, header(group) + astToString(ast));
    const validated = new Set(okSchemas(document).keys());
    files.set(`sdk/generated/${group}-validators.ts`, header(group) + buildValidatorsModule(group, document));
    files.set(
      `sdk/generated/${group}-request-validators.ts`,
      header(group) + buildRequestValidatorsModule(group, document),
    );
    files.set(`sdk/generated/${group}-rules.ts`, header(group) + buildRulesModule(group, document));
    files.set(`sdk/generated/${group}-definitions.ts`, header(group) + buildDefinitionsModule(group, document));
    files.set(
      `sdk/generated/${group}-validated-definitions.ts`,
      header(group) + buildValidatedDefinitionsModule(group, document, validated),
    );
    files.set(`sdk/generated/${group}-operations.ts`, header(group) + buildOperationsModule(group, document));
    files.set(`sdk/generated/${group}-servers.ts`, header(group) + buildServersModule(group, document));
  }
  return files;
}

/** Repo-relative paths whose committed content differs from what the documents generate. */
export async function findDrift(documents: Record<Group, OpenApiDocument>): Promise<string[]> {
  return driftedPaths(root, await generateFiles(documents));
}

async function main(): Promise<void> {
  const documents = { finance: await readDocument('finance'), admin: await readDocument('admin') };
  await writeOrCheck(root, await generateFiles(documents), {
    stale: (paths) =>
      `[hcuk] generated code is out of date with openapi/*.yaml: ${paths.join(', ')}. Run \`npm run generate\` and commit the result.`,
    current: '[hcuk] generated code matches the OpenAPI documents.',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
