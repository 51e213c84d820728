import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../error-codes';
import { ApiError } from '../errors';

/** A 5xx as the caller hears it: no details. */
const INTERNAL = { error: ERROR_CODES.INTERNAL_ERROR, code: 'INTERNAL_ERROR' } as const;

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Each issue of a request validation error as `{param, msg}`, the field named. */
function describeValidation(error: FastifyError & { validation: unknown[]; validationContext?: string }) {
  const errors = (error.validation as Issue[]).map((issue) => {
    const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const param = pathParts.length ? pathParts.map(String).join('.') : (error.validationContext ?? 'body');
    const message = issue.message ?? 'Invalid input';
    // A message that names its field already ('Invalid ZIP code' for zipCode) is kept as written.
    const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
    const named = letters(param) !== '' && letters(message).includes(letters(param));
    return { param, msg: named ? message : `${param}: ${message}` };
  });
  const first = errors[0] ?? { param: error.validationContext ?? 'body', msg: 'Invalid input' };
  return { field: first.param, message: first.msg, errors };
}

/**
 * One error handler: bad input is a 4xx naming the field, our own errors keep their status and
 * code, and a 5xx hides its details from the caller and is logged with the request id.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send({
          error: error.message,
          code: error.code,
          ...(error.field ? { field: error.field } : {}),
          ...(error.errors ? { errors: error.errors } : {}),
          ...error.details,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const { field, message, errors } = describeValidation(error as never);
        return reply.code(400).send({ error: message, code: 'VALIDATION_ERROR', field, errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
        return reply.code(500).send(INTERNAL);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const headers = (error as { headers?: Record<string, string> }).headers;
        if (headers) reply.headers(headers);
        const code = status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '');
        const field =
          error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION' ? 'body' : undefined;
        return reply.code(status).send({ error: error.message, code, ...(field ? { field } : {}) });
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.code(500).send(INTERNAL);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        error: `No route for ${request.method} ${request.url.split('?')[0]}`,
        code: 'ROUTE_NOT_FOUND',
      }),
    );
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: a badly encoded URL or an overlong path parameter is refused before
 * any route or error handler runs; answer it in the same `{ error, code }` shape as the rest.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  reply.header('x-content-type-options', 'nosniff');
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed before routing');
    return reply.code(500).send(INTERNAL);
  }
  return reply
    .code(status)
    .send({ error: error.message, code: (error.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '') });
}

/**
 * Fastify's `clientErrorHandler`: requests Node cannot parse (headers over its limit, a malformed
 * request line) are answered on the socket, still as `{ error, code }`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
        : [400, 'BAD_REQUEST', 'The request could not be read'];
  const body = JSON.stringify({ error: message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
