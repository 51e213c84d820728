import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/**
 * The store builder's forms show the rule's own text ('Store name is required', 'Invalid URL'),
 * so in these routes a validation error answers that text as is, with the field's path in
 * `field`; every other error goes to the app's handler.
 */
export function answerRuleMessages(app: FastifyInstance) {
  const parent = app.errorHandler;
  app.setErrorHandler(function handle(error: FastifyError, request, reply) {
    if (!hasZodFastifySchemaValidationErrors(error)) return parent.call(this, error, request, reply);
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const errors = (error.validation as Issue[]).map((issue) => {
      const parts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
      return {
        param: parts.length ? parts.map(String).join('.') : context,
        msg: issue.message ?? 'Invalid input',
      };
    });
    const first = errors[0] ?? { param: context, msg: 'Invalid input' };
    return reply.code(400).send({ error: first.msg, code: 'VALIDATION_ERROR', field: first.param, errors });
  });
}
