/**
 * React keeps whatever an effect returns as its cleanup and calls it before the next run or on
 * unmount. A browser call that answers with a value (Chromium 156's `window.scrollTo` answers a
 * Promise) returned from an effect becomes a "cleanup" that throws on the next route change. This
 * rule, without types, asks every `useEffect` / `useLayoutEffect` / `useInsertionEffect` callback
 * to return nothing or something that is clearly a function: a function expression, or a name
 * (not bound to a literal, object, array, `new` or `await`). A concise arrow body, a returned
 * call, member, literal or any other expression is reported: name the cleanup first
 * (`const stop = subscribe(); return stop;`) or wrap it (`return () => stop()`).
 */
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

/** Initialisers that never make a function. */
const NOT_FUNCTION_INITS = new Set([
  'Literal',
  'TemplateLiteral',
  'ObjectExpression',
  'ArrayExpression',
  'NewExpression',
  'AwaitExpression',
  'ClassExpression',
  'BinaryExpression',
  'UpdateExpression',
]);

function hookName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier')
    return callee.property.name;
  return undefined;
}

function isFunctionNode(node) {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

/** Unwraps `x as T`, `x!` and `x satisfies T`: they change nothing at run time. */
function unwrap(node) {
  let current = node;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'TSSatisfiesExpression'
  )
    current = current.expression;
  return current;
}

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const found = current.set.get(name);
    if (found) return found;
  }
  return undefined;
}

/** True when the returned expression is clearly nothing or a cleanup function. */
function isCleanup(expression, scope) {
  const node = unwrap(expression);
  if (isFunctionNode(node)) return !node.async;
  if (node.type === 'UnaryExpression' && node.operator === 'void') return true;
  if (node.type === 'ConditionalExpression')
    return isCleanup(node.consequent, scope) && isCleanup(node.alternate, scope);
  if (node.type !== 'Identifier') return false;
  if (node.name === 'undefined') return true;
  const variable = findVariable(scope, node.name);
  // A name the rule cannot see (a global or import) is given the benefit of the doubt.
  if (!variable) return true;
  return variable.defs.every((def) => {
    if (def.type !== 'Variable' || !def.node.init) return true;
    const init = unwrap(def.node.init);
    if (isFunctionNode(init)) return !init.async;
    return !NOT_FUNCTION_INITS.has(init.type);
  });
}

/** The function's own return statements, not those of functions nested in it. */
function ownReturns(body, visitorKeys) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ReturnStatement') found.push(node);
    if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression' ||
      node.type === 'ClassBody'
    )
      return;
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  body.body.forEach(visit);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'An effect returns nothing or a cleanup function, never the value of a call (React would call it on the next run).',
    },
    schema: [],
    messages: {
      asyncEffect:
        'An async {{hook}} callback returns a Promise that React keeps as its cleanup: run the async work inside it instead.',
      conciseBody:
        "This {{hook}} callback's arrow body returns its value, which React keeps as the cleanup: use a block body, and return a cleanup function explicitly if one is needed.",
      notCleanup:
        '{{hook}} must return nothing or a cleanup function: React calls whatever is returned on the next run. Name the cleanup (`const stop = …; return stop;`) or return `() => …`.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      CallExpression(node) {
        const hook = hookName(node.callee);
        if (!hook || !EFFECT_HOOKS.has(hook)) return;
        const callback = node.arguments[0];
        if (!callback || !isFunctionNode(callback)) return;
        if (callback.async) {
          context.report({ node: callback, messageId: 'asyncEffect', data: { hook } });
          return;
        }
        const scope = sourceCode.getScope(callback);
        if (callback.body.type !== 'BlockStatement') {
          if (!isCleanup(callback.body, scope))
            context.report({ node: callback.body, messageId: 'conciseBody', data: { hook } });
          return;
        }
        for (const statement of ownReturns(callback.body, sourceCode.visitorKeys)) {
          if (!statement.argument) continue;
          const innerScope = sourceCode.getScope(statement);
          if (!isCleanup(statement.argument, innerScope))
            context.report({ node: statement.argument, messageId: 'notCleanup', data: { hook } });
        }
      },
    };
  },
};
