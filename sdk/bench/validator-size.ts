/**
 * Benchmark: minified + gzip size of the generated response validators (with the checks they call), for the
 * calculator's three operations and for every operation; and, for comparison, Ajv's standalone code for the same
 * schemas (JSON Schema 2020-12, first error only, formats off), the route not taken.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { parse } from 'yaml';
import { okSchemas } from '../../openapi/scripts/response-validators.ts';
import { bundleGzipBytes } from './bundle-gzip.ts';

/** The calculator's three operations. */
export const calculatorOperations = ['getConfiguration', 'getRunningCostModels', 'calculateByQuery'];

const importing = (names: string[], module: string) =>
  `import { ${names.join(', ')} } from '${module}'; export const used = [${names.join(', ')}];`;

type Json = Record<string, unknown>;

/** Ajv's standalone ES module for every finance operation's 200 body, exported under its operationId. */
function ajvStandalone(): { code: string; operationIds: string[] } {
  const document = parse(readFileSync(new URL('../../openapi/finance.yaml', import.meta.url), 'utf8')) as Json;
  // Each component gets an id of its own, so Ajv writes one function per schema rather than one for the document.
  const withIds = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withIds)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [
              key,
              key === '$ref' && typeof inner === 'string'
                ? inner.replace('#/components/schemas/', 'schema:')
                : withIds(inner),
            ]),
          )
        : value;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, code: { source: true, esm: true } });
  const components = (document.components as { schemas: Record<string, Json> }).schemas;
  for (const [name, schema] of Object.entries(components))
    ajv.addSchema({ ...(withIds(schema) as Json), $id: `schema:${name}` });
  const exports: Record<string, string> = {};
  for (const [operationId, schema] of okSchemas(document as never)) {
    ajv.addSchema({ ...(withIds(schema) as Json), $id: `operation:${operationId}` });
    exports[operationId] = `operation:${operationId}`;
  }
  return { code: standaloneCode(ajv, exports), operationIds: Object.keys(exports) };
}

/** Sizes in bytes, and how many `require(` calls Ajv's output makes (it must be an ES module with none). */
export async function benchValidatorSize() {
  const finance = await import('../generated/finance-validators.ts');
  const admin = await import('../generated/admin-validators.ts');
  const ajv = ajvStandalone();
  const ajvBytes = (names: string[]) =>
    bundleGzipBytes({ code: importing(names, 'ajv-output'), modules: { 'ajv-output': ajv.code } });
  return {
    calculatorGzipBytes: await bundleGzipBytes({
      code: importing(calculatorOperations, './generated/finance-validators.ts'),
    }),
    financeGzipBytes: await bundleGzipBytes({
      code: importing(Object.keys(finance), './generated/finance-validators.ts'),
    }),
    adminGzipBytes: await bundleGzipBytes({ code: importing(Object.keys(admin), './generated/admin-validators.ts') }),
    ajvCalculatorGzipBytes: await ajvBytes(calculatorOperations),
    ajvFinanceGzipBytes: await ajvBytes(ajv.operationIds),
    ajvRequires: (ajv.code.match(/\brequire\(/g) ?? []).length,
  };
}
