/**
 * Which top-level bindings of a module are reassigned after their declaration, with real scoping: an assignment
 * to `array` inside a function whose own parameter or variable is called `array` (React's code does this) is not a
 * reassignment of the module's `array`. The shared-runtime plugin needs this, since bundlers turn `export const`
 * into top-level `var` and minified code reuses names in inner scopes.
 */

type Node = { type: string; [key: string]: unknown };
type Scope = { names: Set<string>; parent: Scope | undefined; isFunction: boolean };

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && typeof (value as Node).type === 'string';

/** The identifiers a pattern binds (or, for an assignment, writes). */
function* boundNames(pattern: unknown): Generator<string> {
  if (!isNode(pattern)) return;
  if (pattern.type === 'Identifier') yield pattern.name as string;
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as Node[])
      yield* boundNames(property.type === 'RestElement' ? property.argument : property.value);
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as unknown[]) yield* boundNames(element);
  else if (pattern.type === 'AssignmentPattern') yield* boundNames(pattern.left);
  else if (pattern.type === 'RestElement') yield* boundNames(pattern.argument);
}

const functions = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const blocks = new Set([
  'BlockStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'CatchClause',
  'StaticBlock',
]);

/** The children of a node, in source order. */
function* childrenOf(node: Node): Generator<Node> {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield item;
    if (isNode(value)) yield value;
  }
}

/** Declares what `node` declares into `scope` (var into the nearest function scope). */
function declare(node: Node, scope: Scope): void {
  if (node.type === 'VariableDeclaration') {
    let target = scope;
    if (node.kind === 'var') while (!target.isFunction && target.parent) target = target.parent;
    for (const declarator of node.declarations as Node[])
      for (const name of boundNames(declarator.id)) target.names.add(name);
  } else if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && isNode(node.id)) {
    scope.names.add(node.id.name as string);
  }
}

/** The names of `program`'s top-level bindings that some code assigns to again. */
export function topLevelReassignments(program: unknown): Set<string> {
  const top: Scope = { names: new Set(), parent: undefined, isFunction: true };
  const scopes = new Map<Node, Scope>();
  // Pass 1: every scope and what it declares (hoisting means a use may come before its declaration).
  const collect = (node: Node, scope: Scope): void => {
    let inner = scope;
    if (functions.has(node.type) || blocks.has(node.type)) {
      inner = { names: new Set(), parent: scope, isFunction: functions.has(node.type) };
      scopes.set(node, inner);
      if (functions.has(node.type)) {
        for (const param of (node.params as Node[]) ?? []) for (const name of boundNames(param)) inner.names.add(name);
        if (node.type === 'FunctionExpression' && isNode(node.id)) inner.names.add(node.id.name as string);
      }
      if (node.type === 'CatchClause') for (const name of boundNames(node.param)) inner.names.add(name);
    }
    declare(node, node.type === 'FunctionDeclaration' ? scope : inner);
    for (const child of childrenOf(node)) collect(child, inner);
  };
  collect(program as Node, top);
  // Pass 2: every write, resolved to the scope that declares its name.
  const written = new Set<string>();
  const visit = (node: Node, scope: Scope): void => {
    const inner = scopes.get(node) ?? scope;
    const target =
      node.type === 'AssignmentExpression'
        ? node.left
        : node.type === 'UpdateExpression'
          ? node.argument
          : (node.type === 'ForInStatement' || node.type === 'ForOfStatement') &&
              (node.left as Node).type !== 'VariableDeclaration'
            ? node.left
            : undefined;
    for (const name of boundNames(target)) {
      let resolved: Scope | undefined = inner;
      while (resolved && !resolved.names.has(name)) resolved = resolved.parent;
      if (resolved === top) written.add(name);
    }
    for (const child of childrenOf(node)) visit(child, inner);
  };
  visit(program as Node, top);
  return written;
}
