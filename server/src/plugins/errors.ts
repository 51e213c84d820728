import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Each issue of a request validation error as `{param, msg}`, the field named. */
function describeValidation(error: FastifyError & { validation: unknown[]; validationContext?: string }) {
  const errors = (error.validation as Issue[]).map((issue) => {
    const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const param = pathParts.length ? pathParts.map(String).join('.') : error.validationContext ?? 'body';
    const message = issue.message ?? 'Invalid input';
    return { param, msg: message.toLowerCase().includes(param.toLowerCase()) ? message : `${param}: ${message}` };
  });
  const first = errors[0] ?? { param: error.validationContext ?? 'body', msg: 'Invalid input' };
  return { field: first.param, message: first.msg, errors };
}

/**
 * One error handler: bad input is a 4xx naming the field, our own errors keep their status and
 * code, and a 5xx hides its details from the caller and is logged with the request id.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        error: error.message,
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, message, errors } = describeValidation(error as never);
      return reply.code(400).send({ error: message, code: 'VALIDATION_ERROR', field, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      const code = status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '');
      const field = error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION' ? 'body' : undefined;
      return reply.code(status).send({ error: error.message, code, ...(field ? { field } : {}) });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'ROUTE_NOT_FOUND' }),
  );
}, { name: 'errors' });
