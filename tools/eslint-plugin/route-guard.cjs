// ESLint rule `howpaano/route-guard`: every route of a NestJS controller states who may call it.
// A method with an HTTP method decorator (@Get, @Post, …) in a @Controller class needs @Public() or
// @AdminOnly() on itself or on its class; the global guard (src/auth/admin.guard.ts) refuses a route
// with neither at runtime too. After twenty's `rest-api-methods-should-be-guarded`.
'use strict';

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'Head', 'Options', 'All', 'Search']);
const GUARD_DECORATORS = new Set(['Public', 'AdminOnly']);

/** The called name of a decorator: `Get` for `@Get('x')`, `Public` for `@Public()`. */
function decoratorName(decorator) {
  const expression = decorator.expression.type === 'CallExpression' ? decorator.expression.callee : decorator.expression;
  return expression.type === 'Identifier' ? expression.name : null;
}

const names = (node) => (node.decorators ?? []).map(decoratorName).filter(Boolean);

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Every controller route is marked @Public() or @AdminOnly() (on the method or its class).' },
    messages: {
      unguarded:
        'Route {{method}}() states no guard: add @Public() or @AdminOnly() to it or to its controller (src/auth/public.decorator.ts, admin-only.decorator.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      ClassDeclaration(node) {
        const classNames = names(node);
        if (!classNames.includes('Controller')) return;
        if (classNames.some((name) => GUARD_DECORATORS.has(name))) return;
        for (const member of node.body.body) {
          if (member.type !== 'MethodDefinition') continue;
          const memberNames = names(member);
          if (!memberNames.some((name) => ROUTE_DECORATORS.has(name))) continue;
          if (memberNames.some((name) => GUARD_DECORATORS.has(name))) continue;
          const method = member.key.type === 'Identifier' ? member.key.name : '(computed)';
          context.report({ node: member.key, messageId: 'unguarded', data: { method } });
        }
      },
    };
  },
};
