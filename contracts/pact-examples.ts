import { readFileSync } from 'node:fs';
import { readPact } from './compare/compare-pact.ts';
import { dataFileOf, type Group } from './documents.ts';

/**
 * Where a pact's example body and the mock data file disagree in shape: a field the pact has that the data file
 * lacks, or a value of another JSON type. Each array element must fit at least one element of the data array. A null
 * on either side fits any value: a nullable field is null in one answer and set in another (an HP quote's
 * `optionalFinalPayment` against the PCP data file's); the comparator checks both against the document.
 */
export function shapeMismatches(example: unknown, data: unknown, at = '$'): string[] {
  if (example === null || data === null) return [];
  if (Array.isArray(example)) {
    if (!Array.isArray(data)) return [`${at}: the pact has an array, the data file ${typeName(data)}`];
    // A pact element comes from one data element (the answer may be filtered): it must fit at least one of them.
    return example.flatMap((element, i) => {
      const candidates = data.map((item) => shapeMismatches(element, item, `${at}[${i}]`));
      if (candidates.some((mismatches) => mismatches.length === 0)) return [];
      const [first = [`${at}[${i}]: the data file's array is empty`], ...rest] = candidates;
      return rest.reduce((closest, next) => (next.length < closest.length ? next : closest), first);
    });
  }
  if (example !== null && typeof example === 'object') {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return [`${at}: the pact has an object, the data file ${typeName(data)}`];
    }
    return Object.entries(example).flatMap(([key, value]) =>
      key in data
        ? shapeMismatches(value, (data as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}: missing from the data file`],
    );
  }
  return typeName(example) === typeName(data)
    ? []
    : [`${at}: the pact has ${typeName(example)}, the data file ${typeName(data)}`];
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Every 200 interaction's example body against its data file; `readData` can be replaced in tests. */
export function pactDataMismatches(group: Group, readData = (file: string) => readFileSync(file, 'utf8')): string[] {
  const interactions = readPact(group).interactions as {
    description: string;
    request: { path: string };
    response: { status: number; body?: { content?: unknown } };
  }[];
  return interactions
    .filter(({ response }) => response.status === 200 && response.body?.content !== undefined)
    .flatMap(({ description, request, response }) =>
      shapeMismatches(response.body?.content, JSON.parse(readData(dataFileOf(request.path)))).map(
        (problem) => `${description} (mocks/data${request.path}.json) ${problem}`,
      ),
    );
}
