import { mockOperations } from '../handlers/operation-types.ts';

const order = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const inOrder = (methods: string[]): ReadonlySet<string> => new Set(order.filter((method) => methods.includes(method)));

const byPath = new Map<string, ReadonlySet<string>>();
for (const operation of mockOperations) {
  const method = operation.method.toUpperCase();
  const methods = [...(byPath.get(operation.path) ?? ['OPTIONS']), method, ...(method === 'GET' ? ['HEAD'] : [])];
  byPath.set(operation.path, inOrder(methods));
}
const readOnly = inOrder(['GET', 'HEAD', 'OPTIONS']);
const statesOnly = inOrder(['POST', 'OPTIONS']);

/**
 * The methods the standalone mock server answers on a path (its `Allow` header), or null for a path it does not
 * know (a 404 whatever the method). HEAD goes with every GET; OPTIONS (CORS preflight) with everything.
 */
export function allowedMethods(pathname: string): ReadonlySet<string> | null {
  if (pathname === '/__health' || pathname.startsWith('/data/')) return readOnly;
  if (pathname === '/__pact/provider-states') return statesOnly;
  return byPath.get(pathname) ?? null;
}
