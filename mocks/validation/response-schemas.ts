import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { MockOperation } from '../handlers/operation-types.ts';

type Json = Record<string, unknown>;

const documentIds = { finance: 'finance.yaml', admin: 'admin.yaml' } as const;

function loadDocument(group: MockOperation['group']): Json {
  return parse(readFileSync(new URL(`../../openapi/${documentIds[group]}`, import.meta.url), 'utf8')) as Json;
}

function at(document: Json, pointer: string): Json {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, document);
}

function okSchemaPointer(document: Json, operation: MockOperation): string {
  const escapedPath = operation.path.replace(/~/g, '~0').replace(/\//g, '~1');
  const ok = (at(document, `#/paths/${escapedPath}/${operation.method}/responses`) as Json)['200'] as Json;
  // A shared answer (`$ref: '#/components/responses/...'`) keeps its schema under the component.
  const base = typeof ok.$ref === 'string' ? ok.$ref : `#/paths/${escapedPath}/${operation.method}/responses/200`;
  return `${base}/content/application~1json/schema`;
}

/** Validators of each operation's 200 JSON body, compiled with Ajv (JSON Schema 2020-12) from the OpenAPI documents. */
export class ResponseSchemas {
  readonly #ajv = new Ajv2020({ allErrors: true, strict: false });
  readonly #documents = { finance: loadDocument('finance'), admin: loadDocument('admin') };
  readonly #cache = new Map<string, ValidateFunction>();

  constructor() {
    addFormats.default(this.#ajv);
    // Each document is registered whole, so `#/components/...` refs resolve inside it.
    for (const group of ['finance', 'admin'] as const) this.#ajv.addSchema(this.#documents[group], documentIds[group]);
  }

  /** Errors of a body against an operation's 200 schema, each naming the file and the field: `file: /field message`. */
  validate(file: string, operation: MockOperation, body: unknown): string[] {
    const key = `${operation.group}:${operation.operationId}`;
    let validate = this.#cache.get(key);
    if (!validate) {
      const pointer = okSchemaPointer(this.#documents[operation.group], operation);
      validate = this.#ajv.compile({ $ref: `${documentIds[operation.group]}${pointer}` });
      this.#cache.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) => `${file}: ${describeField(error)} ${error.message ?? 'is invalid'}`,
    );
  }
}

function describeField(error: ErrorObject): string {
  const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  return `${error.instancePath}${missing}` || '/';
}
