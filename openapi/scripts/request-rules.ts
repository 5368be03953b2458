/**
 * Builds a group's rules module (`sdk/generated/*-rules.ts`): the bounds, lengths and pattern of every named scalar
 * schema in the document (`MilesPerGallon`, `PricePerLitre`, `PersonName`), as constants. The one source of a form's
 * limits and messages ("MPG must be between 1 and 150") and of the mock's, so neither holds a second copy of a rule.
 */
import { methods, type OpenApiDocument, resolve } from './operations-table.ts';

type Schema = Record<string, unknown>;
/** `x-plausible-minimum` / `-maximum`: allowed beyond them, but a form asks the visitor to check the figure. */
const plausibleKeywords = [
  ['x-plausible-minimum', 'plausibleMinimum'],
  ['x-plausible-maximum', 'plausibleMaximum'],
] as const;
/** `plausibleMinimum: 10` for each plausible bound `node` has. */
const plausibleFields = (node: Schema) =>
  plausibleKeywords.flatMap(([keyword, field]) =>
    typeof node[keyword] === 'number' ? [`${field}: ${node[keyword]}`] : [],
  );
const keywords = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern'];
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The module text: one `as const` object per named scalar schema with at least one rule. */
export function buildRulesModule(group: string, document: OpenApiDocument): string {
  const schemas =
    (document as unknown as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const lines: string[] = [
    '',
    `/* The ${group} document's named scalar rules: each schema's bounds, lengths and pattern, for forms and mocks. */`,
    '',
  ];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isSchema(schema) || !['number', 'integer', 'string'].includes(String(schema.type))) continue;
    const rules = keywords.filter((keyword) => schema[keyword] !== undefined);
    if (rules.length === 0) continue;
    const fields = rules.map((keyword) =>
      keyword === 'pattern'
        ? `pattern: /${new RegExp(String(schema.pattern), 'u').source}/u`
        : `${keyword}: ${JSON.stringify(schema[keyword])}`,
    );
    // `x-pattern-rule`: the pattern in words, for a form's message.
    if (typeof schema['x-pattern-rule'] === 'string')
      fields.push(`patternRule: ${JSON.stringify(schema['x-pattern-rule'])}`);
    // `x-pence-slip`: a price 100 times too big whose hundredth fits was typed in pence (`penceMeant` in the SDK).
    if (schema['x-pence-slip'] === true) fields.push('penceSlip: true');
    fields.push(...plausibleFields(schema));
    lines.push(`/** #/components/schemas/${name} */`, `export const ${name} = { ${fields.join(', ')} } as const;`, '');
  }
  lines.push(...plausibleParameters(document), ...duplicateRules(document));
  return lines.join('\n');
}

/**
 * A parameter's own plausible bounds, where one schema serves parameters that differ in what most visitors mean
 * (`PricePerKwh`: 5p is a likely home tariff and an unlikely rapid charger's price). One constant per operation with
 * any, named after it: `calculateByQueryPlausible.rapidChargeCost.plausibleMinimum`.
 */
function plausibleParameters(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method] as { operationId?: string; parameters?: Schema[] } | undefined;
      const parameters = [...((item.parameters as Schema[] | undefined) ?? []), ...(operation?.parameters ?? [])];
      const bounds = parameters
        .map((parameter) => resolve(document, parameter as Schema & { $ref?: string }))
        .flatMap((parameter) => {
          const fields = plausibleFields(parameter);
          return fields.length > 0 ? [`${String(parameter.name)}: { ${fields.join(', ')} }`] : [];
        });
      if (!operation?.operationId || bounds.length === 0) return [];
      return [
        `/** ${method.toUpperCase()} ${path}: its parameters' x-plausible-minimum / -maximum */`,
        `export const ${operation.operationId}Plausible = { ${bounds.join(', ')} } as const;`,
        '',
      ];
    }),
  );
}

/**
 * `x-duplicate-of` on a response (the admin document's 409 `QuoteRequestDuplicate`): when a request repeats one saved
 * before. One constant per response, named after it: the fields compared (paths into the body), those compared
 * ignoring case, and the window in seconds.
 */
function duplicateRules(document: OpenApiDocument): string[] {
  const responses =
    (document as unknown as { components?: { responses?: Record<string, unknown> } }).components?.responses ?? {};
  return Object.entries(responses).flatMap(([name, response]) => {
    const rule = isSchema(response) ? response['x-duplicate-of'] : undefined;
    if (!isSchema(rule)) return [];
    const fields = rule.fields;
    const ignoreCase = rule['ignore-case'] ?? [];
    const windowSeconds = rule['window-seconds'];
    const paths = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
    if (!paths(fields) || !paths(ignoreCase) || typeof windowSeconds !== 'number')
      throw new Error(`[hcuk] generate: ${name}'s x-duplicate-of needs fields, ignore-case (paths) and window-seconds`);
    const value = JSON.stringify({ fields, ignoreCase, windowSeconds });
    return [`/** #/components/responses/${name}: x-duplicate-of */`, `export const ${name} = ${value} as const;`, ''];
  });
}
