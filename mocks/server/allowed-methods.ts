import { mockOperations } from '../handlers/operation-types.ts';
import { RequestRejection } from './request-rejection.ts';

const order = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const inOrder = (methods: string[]): ReadonlySet<string> => new Set(order.filter((method) => methods.includes(method)));

/** Every method the standalone mock server answers on some path; any other (PUT, TRACE, PROPFIND, ...) is a 405. */
export const servedMethods = inOrder(order);

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

/** The 405 for `method` on `pathname`, with `Allow` listing what the path answers. */
export function methodNotAllowed(method: string, pathname: string, allowed: ReadonlySet<string>): RequestRejection {
  const allow = [...allowed].join(', ');
  return new RequestRejection(405, 'Method not allowed', `[hcuk] ${pathname} answers ${allow}, not ${method}`, {
    Allow: allow,
  });
}
